import { BILLING_KEPT_AFTER_ERASURE } from './billing/billingPrivacy'
import { fill } from './fill'

/**
 * What an erasure must not wipe: a member reported by a tablemate, or absent without notice, who
 * erases their account and applies again with the same address must not be seated beside the
 * person who reported them, nor start their absences from zero. The club keeps, under a keyed hash
 * of the address (and of the phone number), only the report's reason and date and the dates of the
 * absences that still count (src/server/account/keptAfterErasure.ts).
 */

/**
 * The providers where a dot or a « +… » in the local part is, by their own rules, the same mailbox
 * (« prenom.nom+club@gmail.com » is delivered to « prenomnom@gmail.com »; googlemail.com is the
 * same service under another name). Elsewhere « prenom+club@… » may be another person's mailbox:
 * only the provider knows, so those addresses are read as typed.
 */
const ALIASING_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com'])

/**
 * An address as one mailbox: case and spaces do not make another person, nor, at a provider whose
 * rules say so (ALIASING_DOMAINS), a dot or a sub-address.
 */
export function normalisedEmail(email: string): string {
  const address = email.normalize('NFC').trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0 || !ALIASING_DOMAINS.has(address.slice(at + 1))) return address
  const local = address.slice(0, at).split('+')[0].replaceAll('.', '')
  return `${local}@gmail.com`
}

/** The smallest number of digits a phone number has (the registration's own check). */
const PHONE_MIN_DIGITS = 6

/**
 * A phone number in international form (« 06 12 34 56 78 », « +33 6 12 34 56 78 » and
 * « 0033 6… » are one number; a national number of ten digits is French); null when it has too few digits.
 */
export function normalisedPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  let international = digits
  if (phone.trim().startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (digits.length === 10 && digits.startsWith('0')) international = `33${digits.slice(1)}`
  return international.length >= PHONE_MIN_DIGITS ? `+${international}` : null
}

/** Which of an application's facts matches something an erasure kept: its address, or its phone number only. */
type KeptMatch = 'email' | 'phone'

/**
 * Where what the address matches stands: this account's already (`done`), to be the account's when
 * the application is approved, or waiting for the address to be confirmed. A phone number alone
 * never carries anything over (nobody checks it): it only tells the team.
 */
type CarryOver = 'done' | 'atApproval' | 'afterConfirmation'

/** What the review dialog knows of it: facts, never a report's reason, date or reporter, nor the absences' dates. */
export type EarlierRecords = { report: KeptMatch | null; noShows: KeptMatch | null; carryOver: CarryOver | null }

export const EARLIER_RECORDS_TEXTS = {
  label: 'Compte supprimé',
  report: {
    email: 'Un signalement concerne une personne ayant cette adresse.',
    phone: 'Un signalement concerne une personne ayant ce numéro de téléphone.',
  },
  noShows: {
    email: 'Des absences sans prévenir sont attachées à cette adresse.',
    phone: 'Des absences sans prévenir sont attachées à ce numéro de téléphone.',
  },
  reportFollows: 'les tables tiennent cette personne à l’écart de celle qui l’a signalée',
  noShowsFollow: 'ces absences comptent comme les siennes',
  atApproval: 'Une fois la candidature approuvée, {what}.',
  done: 'Repris sur ce compte : {what}.',
  afterConfirmation:
    'Son adresse n’est pas encore confirmée : rien n’est repris tant que la personne ne l’a pas confirmée (une adresse non confirmée peut être celle de quelqu’un d’autre).',
  phoneOnly: 'Un numéro de téléphone n’est jamais vérifié : rien n’est repris sur ce seul indice.',
} as const

/** The sentence after the facts: what follows the account, when, or why nothing does. */
export function carryOverSentence(records: EarlierRecords): string {
  const T = EARLIER_RECORDS_TEXTS
  if (records.carryOver === null) return T.phoneOnly
  if (records.carryOver === 'afterConfirmation') return T.afterConfirmation
  const what = [records.report === 'email' ? T.reportFollows : null, records.noShows === 'email' ? T.noShowsFollow : null]
    .filter(Boolean)
    .join(', et ')
  return fill(T[records.carryOver], { what })
}

/**
 * The privacy page's section on it (with the no-show policy's window, in months). It is the site's,
 * below the editable text: a page an editor saved before this section existed keeps its own text,
 * and would never have said it otherwise.
 */
export const KEPT_AFTER_ERASURE_HEADING = 'Ce que nous gardons après la suppression d’un compte'

export function keptAfterErasurePrivacy(months: number) {
  return {
    heading: KEPT_AFTER_ERASURE_HEADING,
    paragraphs: [
      `Quand un membre qui a fait l’objet d’un signalement, ou qui a manqué un dîner sans prévenir, supprime son compte, nous gardons le strict nécessaire pour que cela ne recommence pas s’il adhère de nouveau : une empreinte de son adresse e-mail et, s’il l’avait donné, de son numéro de téléphone (calculée avec une clé secrète, elle ne permet de retrouver ni l’adresse ni le numéro), avec le motif et la date de chaque signalement, et la date de chaque absence sans prévenir des ${months} derniers mois. Ni son nom, ni le message du signalement, ni le dîner ne sont gardés. Cette clé secrète est celle du site : si elle venait à changer, les empreintes déjà gardées ne correspondraient plus à aucune adresse ni à aucun numéro, et ce qu’elles gardent ne pourrait plus suivre personne.`,
      'Base légale : notre intérêt légitime à assurer la sécurité des autres membres. Si une nouvelle demande d’adhésion arrive avec la même adresse ou le même numéro, l’équipe voit seulement qu’un signalement ou des absences concernent une personne ayant cette adresse ou ce numéro, jamais leur contenu ni qui a fait le signalement. Seule l’adresse e-mail fait suivre ce qui était gardé au nouveau compte, une fois la personne admise et l’adresse confirmée par elle : les tables la tiennent alors à l’écart de celle qui l’avait signalée, et ses absences comptent comme avant. Le numéro de téléphone, que personne ne vérifie, ne fait que prévenir l’équipe : rien n’est repris sur ce seul numéro.',
      `Durée : l’empreinte liée à un signalement est gardée aussi longtemps que le signalement lui-même, c’est-à-dire tant que le membre qui l’a fait garde son compte ; une absence ne compte plus, et son empreinte est effacée, ${months} mois après le dîner. Dès que ce qui était gardé suit un nouveau compte, ses empreintes sont effacées.`,
      BILLING_KEPT_AFTER_ERASURE,
    ],
  }
}
