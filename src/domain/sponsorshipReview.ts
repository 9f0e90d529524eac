import { fill } from './fill'
import { fillCount } from './plural'

/**
 * What the review dialog's « L'essentiel » says of sponsorship: who sponsored the applicant, their
 * word, how long they have been a member and how many dinners they attended; the second sponsor
 * if one confirmed; and the members' private concerns about this address. The team's words only.
 */

export type SponsorshipFacts = {
  sponsor: { name: string; memberSince: string | null; dinnersAttended: number; word: string | null } | null
  second: { name: string; confirmed: boolean } | null
  concerns: Array<{ author: string; message: string; at: string }>
}

export const SPONSORSHIP_REVIEW_TEXTS = {
  sponsoredBy: 'Parrainé·e par {name}',
  sponsorLabel: 'Parrainage',
  word: 'Son mot\u00a0: «\u00a0{word}\u00a0»',
  memberFor: 'membre depuis {duration}',
  dinners: { one: '{count}\u00a0dîner', other: '{count}\u00a0dîners' },
  secondLabel: 'Second parrainage',
  secondConfirmed: '{name} (confirmé)',
  secondPending: '{name} (en attente de confirmation)',
  concernsLabel: 'Inquiétudes de membres',
  concernBy: '{author}, le {date}\u00a0: {message}',
  formerMember: 'un ancien membre',
} as const

/** « 3 mois », « 1 an et 2 mois », « moins d'un mois »: a membership's length, from its approval to now. */
function memberDuration(since: string, now: Date = new Date()): string {
  const start = new Date(since)
  let months = (now.getFullYear() - start.getFullYear()) * 12 + (now.getMonth() - start.getMonth())
  if (now.getDate() < start.getDate()) months -= 1
  if (months < 1) return 'moins d’un mois'
  const years = Math.floor(months / 12)
  const rest = months % 12
  const yearText = years > 0 ? fillCount({ one: '{count}\u00a0an', other: '{count}\u00a0ans' }, years) : ''
  const monthText = rest > 0 ? `${rest}\u00a0mois` : ''
  return [yearText, monthText].filter(Boolean).join(' et ')
}

/** The sponsor's line under « Parrainé·e par »: how long a member, and the dinners attended. */
export function sponsorDetail(sponsor: NonNullable<SponsorshipFacts['sponsor']>, now: Date = new Date()): string {
  const T = SPONSORSHIP_REVIEW_TEXTS
  const parts = [fillCount(T.dinners, sponsor.dinnersAttended)]
  if (sponsor.memberSince) parts.unshift(fill(T.memberFor, { duration: memberDuration(sponsor.memberSince, now) }))
  return parts.join(' · ')
}

/** One quarter of applications, as the team's figures show it: how many were sponsored, and how long decisions took. */
export type SponsorshipQuarter = {
  quarter: string
  applications: number
  sponsored: number
  /** Median days from application to decision, for sponsored applications and the others; null: none decided. */
  sponsoredDecisionDays: number | null
  otherDecisionDays: number | null
}

export const SPONSORSHIP_STATS_TEXTS = {
  heading: 'Parrainages par trimestre',
  quarter: 'Trimestre',
  applications: 'Candidatures',
  sponsored: 'Parrainées',
  sponsoredDays: 'Décision (parrainées)',
  otherDays: 'Décision (autres)',
  days: '{days}\u00a0j',
  none: '—',
  empty: 'Aucune candidature pour l’instant.',
  loading: 'Chargement des chiffres…',
  loadFailed: 'Les chiffres du parrainage n’ont pas pu être chargés.',
} as const
