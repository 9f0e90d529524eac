import { DateTime } from 'luxon'

import { APPLICATION_STATUS_LABELS, frenchLongDate } from './applicationStatus'
import { AUDIT_FIELD_LABELS, AUDIT_KINDS, type AuditFacts, type AuditKind, type AuditSentence, auditValue } from './audit'
import { BILLING_INTERVALS, MEMBERSHIP_STATUSES, type MembershipStatus, PRICE_RATES } from './billing/membershipStates'
import { amountTtc } from './billing/money'
import { DINNER_TIME_ZONE } from './dinners'
import { HOST_MARK_LABELS, type HostMark } from './evening'
import { EXPORT_KINDS, type ExportKind } from './exports'
import { NEWSLETTER_LABELS } from './newsletter'
import { PLANS } from './plans'
import { plural } from './plural'
import type { ReviewTab } from './review'

/**
 * « Journal » in plain French: each kind of entry told as a sentence whose grammatical subject is
 * whoever acted (« Équipe Admin a composé les tables du dîner « … » du 12 décembre 2026 »), naming
 * what it is about, and the finer facts as short lines below. No field name, raw value or arrow.
 */

type Said = AuditSentence | string

const q = (text: string | number) => `«\u00a0${text}\u00a0»`
const detail = (label: string, text: string) => `${label}\u00a0: ${text}`

/**
 * « 1er décembre 2026 », « 12 décembre 2026 », in Paris; null for a value that is no date (one an
 * erasure blanked, or one an entry never had), which the sentence then leaves out.
 */
function longDate(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : frenchLongDate(date).replace(/^1 /, '1er ')
}

/** A number the entry kept (a table, a count, an amount); null when it has none, or an erasure blanked it. */
function numberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(number) ? number : null
}

/** The person an entry is about, as the log kept them (their name and address then, or a pseudonym). */
const personOf = (entry: AuditFacts) => entry.subject ?? 'une personne effacée'

/** « dîner « Nouveaux empires » du 12 décembre 2026 », or its number once the dinner is gone. */
function dinnerOf(entry: AuditFacts): string {
  if (entry.dinner) {
    const day = longDate(entry.dinner.startsAt)
    return `dîner ${q(entry.dinner.title)}${day ? ` du ${day}` : ''}`
  }
  return entry.record.type === 'dinners' && entry.record.id ? `dîner n°\u00a0${entry.record.id}, supprimé depuis` : 'dîner supprimé depuis'
}

const after = (entry: AuditFacts, field: string): unknown => entry.changes[field]?.[1] ?? null
const before = (entry: AuditFacts, field: string): unknown => entry.changes[field]?.[0] ?? null
const has = (value: unknown) => value !== null && value !== undefined && value !== ''
/** A value by its French name (a status, a mark, a role), quoted. */
const shown = (field: string, value: unknown) => q(auditValue(field, value))
/** « 3 tables », or null when the entry kept no number. */
function counted(value: unknown, forms: [string, string]): string | null {
  const number = numberOf(value)
  return number === null ? null : plural(number, forms)
}

/** A written note or reason, quoted as the team typed it. */
function noteLines(entry: AuditFacts, ...fields: string[]): string[] {
  return fields
    .filter((field) => has(after(entry, field)))
    .map((field) => detail(AUDIT_FIELD_LABELS[field], q(String(after(entry, field)))))
}

function decided(entry: AuditFacts): Said {
  const status = after(entry, 'applicationStatus')
  const verb = status === 'approved' ? 'a approuvé' : status === 'rejected' ? 'a rejeté' : 'a statué sur'
  return { what: `${verb} la candidature de ${personOf(entry)}`, details: noteLines(entry, 'reviewNotes') }
}

function reversed(entry: AuditFacts): Said {
  const [was, now] = [before(entry, 'applicationStatus'), after(entry, 'applicationStatus')]
  const known = (value: unknown) => typeof value === 'string' && value in APPLICATION_STATUS_LABELS
  const change = known(was) && known(now) ? `\u00a0: ${shown('applicationStatus', was)} devient ${shown('applicationStatus', now)}` : ''
  return {
    what: `a changé la décision sur la candidature de ${personOf(entry)}${change}`,
    details: noteLines(entry, 'reason', 'reviewNotes'),
  }
}

function composed(entry: AuditFacts): Said {
  const verb = has(before(entry, 'tables')) ? 'a recomposé' : 'a composé'
  const [tables, guests] = [counted(after(entry, 'tables'), ['table', 'tables']), counted(after(entry, 'guests'), ['convive', 'convives'])]
  const size = tables && guests ? `\u00a0: ${tables} pour ${guests}` : ''
  return `${verb} les tables du ${dinnerOf(entry)}${size}`
}

function pinned(entry: AuditFacts): Said {
  const [was, now] = [before(entry, 'pinnedTo'), after(entry, 'pinnedTo')]
  if (has(now)) return `a épinglé ${personOf(entry)} à la table ${now} au ${dinnerOf(entry)}`
  return `a désépinglé ${personOf(entry)}${has(was) ? ` de la table ${was}` : ''} au ${dinnerOf(entry)}`
}

function confirmed(entry: AuditFacts): Said {
  const told = counted(after(entry, 'guestsTold'), ['convive prévenu', 'convives prévenus'])
  return {
    what: `a confirmé les tables du ${dinnerOf(entry)}${told ? `\u00a0: ${told}` : ''}`,
    details: noteLines(entry, 'outOfBoundsReason'),
  }
}

function bookingChanged(entry: AuditFacts): Said {
  const where = `au ${dinnerOf(entry)}`
  if ('teamNote' in entry.changes) {
    const note = after(entry, 'teamNote')
    if (!has(note)) return `a effacé la note de l’équipe sur ${personOf(entry)} ${where}`
    return { what: `a écrit une note de l’équipe sur ${personOf(entry)} ${where}`, details: noteLines(entry, 'teamNote') }
  }
  const was = before(entry, 'bookingStatus')
  const seats = entry.changes.dinnerSeats
  return {
    what: `a inscrit ${personOf(entry)} ${where}${has(was) ? ` (réservation auparavant ${shown('bookingStatus', was)})` : ''}`,
    details: seats ? [`Places du dîner portées de ${seats[0]} à ${seats[1]}`] : [],
  }
}

function marked(entry: AuditFacts): Said {
  const [was, now] = [before(entry, 'attendance'), after(entry, 'attendance')]
  if (!has(now)) return `a noté la présence de ${personOf(entry)} au ${dinnerOf(entry)}`
  const earlier = has(was) ? ` (auparavant ${shown('attendance', was)})` : ''
  return `a noté ${personOf(entry)} ${shown('attendance', now)} au ${dinnerOf(entry)}${earlier}`
}

/** An hour of the evening, in Paris: « 20 h 05 ». */
function timeOf(iso: string): string | null {
  const time = DateTime.fromISO(iso, { zone: DINNER_TIME_ZONE })
  return time.isValid ? time.toFormat("H'\u00a0h\u00a0'mm") : null
}

/** Every mark a host's phone sent, kept even when a later mark by another host or the team prevailed. */
function hostMarked(entry: AuditFacts): Said {
  const mark = after(entry, 'hostMark')
  const label = typeof mark === 'string' && mark in HOST_MARK_LABELS ? HOST_MARK_LABELS[mark as HostMark] : has(mark) ? String(mark) : null
  const when = after(entry, 'madeAt')
  const time = typeof when === 'string' ? timeOf(when) : null
  const madeAt = time ? ` à ${time}` : ''
  const kept = after(entry, 'applied') === false ? ', marque non retenue\u00a0: une marque plus récente prévalait' : ''
  const who = label ? `${personOf(entry)} « ${label} »` : `l’arrivée de ${personOf(entry)}`
  return `a noté ${who}${madeAt} à la porte du ${dinnerOf(entry)}${kept}`
}

function contestAnswered(entry: AuditFacts): Said {
  const now = after(entry, 'attendance')
  const mark = has(now) ? shown('attendance', now) : null
  if (after(entry, 'contestOutcome') === 'changed') {
    return `a donné raison à ${personOf(entry)}, qui contestait sa marque au ${dinnerOf(entry)}${mark ? `\u00a0: désormais ${mark}` : ''}`
  }
  return `a maintenu la marque ${mark ? `${mark} ` : ''}de ${personOf(entry)} au ${dinnerOf(entry)}, après sa contestation`
}

function pauseLifted(entry: AuditFacts): Said {
  const until = longDate(before(entry, 'bookingsPausedUntil'))
  return `a levé la pause des réservations de ${personOf(entry)}${until ? `, prévue jusqu’au ${until}` : ''}`
}

function changedValue(entry: AuditFacts, field: string): string {
  const was = before(entry, field)
  return `${shown(field, after(entry, field))}${has(was) ? ` (auparavant ${shown(field, was)})` : ''}`
}

/** A field of a page or of the settings: its new value when short, else only that it changed. */
function fieldLine(entry: AuditFacts, field: string): string {
  const label = entry.labels.fields[field] ?? AUDIT_FIELD_LABELS[field] ?? 'Autre champ'
  const [was, now] = entry.changes[field]
  const short = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)
  if (!short(was) || !short(now) || String(now ?? '').length > 120 || String(was ?? '').length > 120) return detail(label, 'modifié')
  const value = (v: unknown) => (typeof v === 'boolean' ? (v ? 'oui' : 'non') : auditValue(field, v))
  return detail(label, `${q(value(now))}${has(was) ? ` (auparavant ${q(value(was))})` : ''}`)
}

function edited(what: (entry: AuditFacts) => string) {
  return (entry: AuditFacts): Said => ({
    what: `a modifié ${what(entry)}`,
    details: Object.keys(entry.changes).map((field) => fieldLine(entry, field)),
  })
}

/** « 2026-W49 » → « semaine du 30 novembre 2026 » (the week's Monday). */
export function weekOf(week: string): string {
  const monday = DateTime.fromISO(`${week}-1`, { zone: DINNER_TIME_ZONE })
  return monday.isValid ? `semaine du ${longDate(monday.toJSDate())}` : `semaine ${week}`
}

function sentNow(entry: AuditFacts): Said {
  const week = after(entry, 'week')
  const to = counted(after(entry, 'recipients'), ['abonné', 'abonnés'])
  return `a envoyé à la main la lettre de la ${typeof week === 'string' ? weekOf(week) : 'semaine'}${to ? ` à ${to}` : ''}`
}

const EXPORTED_TABS: Record<ReviewTab, string> = {
  pending: 'les candidatures en attente',
  approved: 'les candidatures approuvées',
  rejected: 'les candidatures rejetées',
  unfinished: 'les inscriptions en cours',
}

/** Which export an entry records: the kind's name is what the entry keeps. */
const exportKindOf = (entry: AuditFacts) =>
  (Object.keys(EXPORT_KINDS) as ExportKind[]).find((kind) => EXPORT_KINDS[kind] === after(entry, 'export'))

function exported(entry: AuditFacts): Said {
  const kind = exportKindOf(entry)
  if (kind === 'guests') return `a exporté la liste des convives du ${dinnerOf(entry)}`
  if (kind === 'restaurant') return `a exporté la fiche restaurant du ${dinnerOf(entry)}`
  if (kind === 'bookings') {
    const [from, to] = [longDate(after(entry, 'from')), longDate(after(entry, 'to'))]
    const period = from && to ? ` du ${from} au ${to}` : ''
    return `a exporté les réservations des dîners${period}`
  }
  if (kind === 'memberships') {
    const status = after(entry, 'status')
    return `a exporté les adhésions${has(status) ? `, au statut ${membershipStatus(status)}` : ''} pour la comptabilité`
  }
  if (kind !== 'applications') return 'a fait un export CSV'
  // The log keeps whether a search narrowed the list, never its words (a name typed there).
  const searched = after(entry, 'searched') === true ? ', restreintes par une recherche' : ''
  const tab = EXPORTED_TABS[after(entry, 'tab') as ReviewTab] ?? 'les candidatures'
  return `a exporté ${tab}${searched}`
}

function erased(entry: AuditFacts): Said {
  const role = after(entry, 'role') ?? before(entry, 'role')
  const details = has(role) ? [detail('Compte de l’équipe', shown('role', role))] : []
  if (entry.actor !== null && entry.actor === entry.subject) return { what: 'a effacé son compte', details }
  return { what: `a effacé le compte de ${personOf(entry)}`, details }
}

/** A membership's status by its French name, quoted; an unknown one as it was kept. */
function membershipStatus(value: unknown): string {
  const known = typeof value === 'string' && value in MEMBERSHIP_STATUSES
  return q(known ? MEMBERSHIP_STATUSES[value as MembershipStatus].label : String(value))
}

/** « : « Adhésion à activer » devient « Active » », or « : désormais « Active » » for a first status. */
function statusMove(entry: AuditFacts): string {
  if (!entry.changes.membershipStatus) return ''
  const [was, now] = [before(entry, 'membershipStatus'), after(entry, 'membershipStatus')]
  return has(was) ? `\u00a0: ${membershipStatus(was)} devient ${membershipStatus(now)}` : `\u00a0: désormais ${membershipStatus(now)}`
}

/** An amount in cents as « 23 € TTC »; null when the value is no number (erased). */
function amountOf(value: unknown): string | null {
  const cents = numberOf(value)
  return cents === null ? null : amountTtc(cents)
}

const planLabel = (value: unknown) => PLANS.find((plan) => plan.value === value)?.label ?? String(value)
const labelIn = (labels: Record<string, string>) => (value: unknown) => labels[String(value)] ?? String(value)

/** The subscription's facts a change may alter, by the names the membership's writer keeps them under. */
const MEMBERSHIP_FACTS: Array<[field: string, label: string, said: (value: unknown) => string]> = [
  ['plan', 'Formule', planLabel],
  ['billing_interval', 'Fréquence', labelIn(BILLING_INTERVALS)],
  ['rate', 'Tarif', labelIn(PRICE_RATES)],
  ['amount_cents', 'Montant', (value) => amountOf(value) ?? String(value)],
  ['cancel_at', 'Fin prévue le', (value) => longDate(value) ?? String(value)],
]

/** What a change altered of the plan, price or end (Stripe's ids and dates stay out), and the reason given. */
function membershipDetails(entry: AuditFacts): string[] {
  const facts = MEMBERSHIP_FACTS.filter(([field]) => entry.changes[field] && has(after(entry, field))).map(([field, label, said]) => {
    const was = before(entry, field)
    return detail(label, `${q(said(after(entry, field)))}${has(was) ? ` (auparavant ${q(said(was))})` : ''}`)
  })
  const reason = after(entry, 'reason') ?? after(entry, 'offered_reason')
  return [...facts, ...(has(reason) ? [detail('Raison', q(String(reason)))] : [])]
}

function membershipChanged(entry: AuditFacts): Said {
  return { what: `a changé l’adhésion de ${personOf(entry)}${statusMove(entry)}`, details: membershipDetails(entry) }
}

function membershipOffered(entry: AuditFacts): Said {
  const was = before(entry, 'membershipStatus')
  const earlier = has(was) && was !== 'offered' ? ` (auparavant ${membershipStatus(was)})` : ''
  return { what: `a offert l’adhésion à ${personOf(entry)}${earlier}`, details: membershipDetails(entry) }
}

/** The nightly check found Stripe's subscription unlike ours: ours now follows it. */
function membershipReconciled(entry: AuditFacts): Said {
  return { what: `a rectifié l’adhésion de ${personOf(entry)} d’après Stripe${statusMove(entry)}`, details: membershipDetails(entry) }
}

/** « 15 € TTC »: a fee's amount as its entry keeps it, or null when it kept none. */
const feeAmount = (entry: AuditFacts) => amountOf(after(entry, 'amountCents'))
/** « (15 € TTC) » after a fee, or nothing when its amount was not kept. */
const feeInBrackets = (entry: AuditFacts) => {
  const amount = feeAmount(entry)
  return amount ? ` (${amount})` : ''
}

/** The day a reminder went out (0: the failure itself), or null when the entry kept none. */
const reminderDayOf = (entry: AuditFacts) => numberOf(after(entry, 'reminderDay'))

/** A no-show fee's life, told of the guest and the dinner. */
const NO_SHOW_FEE_SENTENCES = {
  'noShowFee.waived': (entry: AuditFacts) =>
    `a offert à ${personOf(entry)} les frais d’absence du ${dinnerOf(entry)}\u00a0: sa première absence sans prévenir sur la période comptée`,
  'noShowFee.notCharged': (entry: AuditFacts) =>
    `n’a pas prélevé de frais d’absence à ${personOf(entry)} pour le ${dinnerOf(entry)}\u00a0: adhésion sans moyen de paiement`,
  'noShowFee.charged': (entry: AuditFacts) =>
    `a prélevé ${feeAmount(entry) ? `${feeAmount(entry)} de frais` : 'des frais'} d’absence à ${personOf(entry)} pour le ${dinnerOf(entry)}\u00a0: absence sans prévenir devenue définitive`,
  'noShowFee.failed': (entry: AuditFacts) =>
    `n’a pas pu prélever les frais d’absence${feeInBrackets(entry)} de ${personOf(entry)} pour le ${dinnerOf(entry)}\u00a0: le paiement a échoué`,
  'noShowFee.reminder': (entry: AuditFacts) => {
    const day = reminderDayOf(entry)
    if (day === 0) return `a prévenu ${personOf(entry)} de l’échec du prélèvement des frais d’absence du ${dinnerOf(entry)}`
    return `a relancé ${personOf(entry)}${day === null ? '' : ` au jour ${day}`} des frais d’absence impayés du ${dinnerOf(entry)}`
  },
  'noShowFee.suspended': (entry: AuditFacts) =>
    `a suspendu les réservations de ${personOf(entry)}\u00a0: les frais d’absence du ${dinnerOf(entry)} restent impayés après le délai de grâce`,
  'noShowFee.recovered': (entry: AuditFacts) =>
    `a prélevé les frais d’absence${feeInBrackets(entry)} de ${personOf(entry)} pour le ${dinnerOf(entry)}, après un premier échec\u00a0: ses réservations sont rétablies`,
  'noShowFee.refunded': (entry: AuditFacts) =>
    `a remboursé à ${personOf(entry)} les frais d’absence${feeInBrackets(entry)} du ${dinnerOf(entry)}\u00a0: la marque d’absence a été retirée`,
  'noShowFee.cancelled': (entry: AuditFacts) =>
    `a annulé les frais d’absence impayés de ${personOf(entry)} pour le ${dinnerOf(entry)}\u00a0: la marque d’absence a été retirée`,
} satisfies Partial<Record<AuditKind, (entry: AuditFacts) => Said>>

/** Each kind of entry, told as a sentence: the one table « Journal » reads. */
export const AUDIT_SENTENCES: Record<AuditKind, (entry: AuditFacts) => Said> = {
  'application.decided': decided,
  'application.reversed': reversed,
  'tables.composed': composed,
  // An arrival placed by hand had no table before.
  'tables.moved': (entry) => {
    const [was, now] = [before(entry, 'table'), after(entry, 'table')]
    if (!has(now)) return `a changé ${personOf(entry)} de table au ${dinnerOf(entry)}`
    if (!has(was)) return `a placé ${personOf(entry)} à la table ${now} au ${dinnerOf(entry)}`
    return `a changé ${personOf(entry)} de table au ${dinnerOf(entry)}\u00a0: de la table ${was} à la table ${now}`
  },
  'tables.pinned': pinned,
  'tables.confirmed': confirmed,
  'booking.changed': bookingChanged,
  'dinner.cancelled': (entry) => {
    const cancelled = counted(after(entry, 'bookingsCancelled'), ['réservation annulée', 'réservations annulées'])
    return `a annulé le ${dinnerOf(entry)}${cancelled ? `\u00a0: ${cancelled}` : ''}`
  },
  'attendance.marked': marked,
  'attendance.contestAnswered': contestAnswered,
  'attendance.hostMarked': hostMarked,
  'dinner.hostNamed': (entry) => `a nommé ${personOf(entry)} hôte du ${dinnerOf(entry)}`,
  'dinner.hostRemoved': (entry) => `a retiré ${personOf(entry)} des hôtes du ${dinnerOf(entry)}`,
  'member.pauseLifted': pauseLifted,
  'account.role': (entry) =>
    has(after(entry, 'role'))
      ? `a donné à ${personOf(entry)} le rôle ${changedValue(entry, 'role')}`
      : `a changé le rôle de ${personOf(entry)}`,
  'account.email': (entry) =>
    `a changé l’adresse e-mail de ${personOf(entry)}${has(after(entry, 'email')) ? `\u00a0: ${changedValue(entry, 'email')}` : ''}`,
  'settings.edited': edited(() => 'les réglages du site'),
  'page.edited': edited((entry) => (entry.labels.record ? entry.labels.record.replace(/^Page/, 'la page') : 'une page du site')),
  'newsletter.edited': edited(() => `la ${NEWSLETTER_LABELS.global.toLowerCase()}`),
  'newsletter.sentNow': sentNow,
  'export.csv': exported,
  'gdpr.export': () => 'a téléchargé ses données personnelles',
  'gdpr.erasure': erased,
  'membership.changed': membershipChanged,
  'membership.offered': membershipOffered,
  'membership.invited': (entry) => `a invité ${personOf(entry)} à activer son adhésion`,
  'membership.reconciled': membershipReconciled,
  'membership.planChanged': (entry) => ({
    what: `a changé la formule de ${personOf(entry)}${after(entry, 'takesEffect') === 'renewal' ? ', à compter du prochain renouvellement' : ''}`,
    details: membershipDetails(entry),
  }),
  'membership.paused': (entry) => {
    const until = longDate(after(entry, 'paused_until'))
    return {
      what: `a mis en pause l’adhésion de ${personOf(entry)}${until ? ` jusqu’au ${until}` : ''}`,
      details: membershipDetails(entry),
    }
  },
  'membership.cancelled': (entry) => ({ what: 'a résilié son adhésion', details: membershipDetails(entry) }),
  'membership.cancellationUndone': () => 'a annulé la résiliation de son adhésion',
  'membership.retentionAccepted': (entry) => {
    const [months, percent] = [numberOf(after(entry, 'months')), numberOf(after(entry, 'percent'))]
    if (after(entry, 'retentionOffer') === 'pause')
      return `a accepté, au lieu de résilier, une pause${months === null ? '' : ` de ${months} mois`}`
    return `a accepté, au lieu de résilier, ${percent === null ? 'une réduction' : `un mois à ${percent}\u00a0% de réduction`}`
  },
  'membership.paymentReminder': (entry) => {
    const day = reminderDayOf(entry)
    if (day === 0) return `a prévenu ${personOf(entry)} de l’échec du renouvellement de son adhésion`
    return `a relancé ${personOf(entry)}${day === null ? '' : ` au jour ${day}`} de l’échec de son paiement`
  },
  'membership.suspended': (entry) =>
    `a suspendu l’adhésion de ${personOf(entry)}\u00a0: le paiement est toujours en échec après le délai de grâce`,
  'membership.renewalNotice': (entry) => {
    const day = longDate(after(entry, 'renewsAt'))
    return `a informé ${personOf(entry)} de la reconduction de son adhésion annuelle${day ? ` le ${day}` : ''}`
  },
  'membership.paymentRecovered': (entry) => ({
    what: `a rétabli l’adhésion de ${personOf(entry)}\u00a0: le paiement a abouti`,
    details: membershipDetails(entry),
  }),
  ...NO_SHOW_FEE_SENTENCES,
}

/**
 * An entry as « Journal » tells it. One unlike what its writers record (written by hand, or by an
 * older version) is told by its kind's name rather than cost the admin the whole page.
 */
export function auditSentence(entry: AuditFacts): AuditSentence {
  const tell = AUDIT_SENTENCES[entry.kind]
  if (!tell) return { what: 'a fait une action que ce journal ne sait pas encore décrire', details: [] }
  try {
    const said = tell(entry)
    return typeof said === 'string' ? { what: said, details: [] } : said
  } catch {
    return { what: `a fait une action du type ${q(AUDIT_KINDS[entry.kind])}`, details: [] }
  }
}
