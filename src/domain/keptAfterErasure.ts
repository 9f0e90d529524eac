/**
 * What an erasure must not wipe: a member reported by a tablemate, or absent without notice, who
 * erases their account and applies again with the same address must not be seated beside the
 * person who reported them, nor start their absences from zero. The club keeps, under a keyed hash
 * of the address (and of the phone number), only the report's reason and date and the dates of the
 * absences that still count (src/server/account/keptAfterErasure.ts).
 */

/**
 * An address as one mailbox: case, spaces and a sub-address (« prenom+club@… », delivered to
 * « prenom@… » by the common providers) do not make another person.
 */
export function normalisedEmail(email: string): string {
  const address = email.normalize('NFC').trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const local = address.slice(0, at).split('+')[0]
  return `${local}${address.slice(at)}`
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

/** Which of an application's facts matches a report kept after an erasure, if any. */
export type EarlierReport = 'email' | 'phone' | null

/** What the review dialog says of it: the fact only, never the report's details or who made it. */
export const EARLIER_REPORT_TEXTS = {
  label: 'Signalement',
  email: 'Un signalement concerne une personne ayant cette adresse.',
  phone: 'Un signalement concerne une personne ayant ce numéro de téléphone.',
  after: 'Une fois la candidature approuvée, les tables tiennent cette personne à l’écart de celle qui l’a signalée.',
} as const
