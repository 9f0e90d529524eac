/**
 * The no-show policy (SPEC is silent): absences without notice within a window count;
 * the first one over `warnAt` brings a courteous warning, `pauseAt` pauses bookings for a while.
 * Set in the site settings; these are the defaults. Pure: the server applies it under locks.
 */
import { DAY_MS } from './time'

export type NoShowPolicy = {
  /** Absences within the window that bring the warning. */
  warnAt: number
  /** Absences within the window that pause bookings. */
  pauseAt: number
  pauseDays: number
  /** A mark on a dinner older than this no longer counts. */
  windowMonths: number
}

export const NO_SHOW_POLICY_DEFAULTS: NoShowPolicy = { warnAt: 2, pauseAt: 3, pauseDays: 30, windowMonths: 12 }

/** The bounds the settings accept. */
export const NO_SHOW_POLICY_BOUNDS = {
  warnAt: { min: 1, max: 10 },
  pauseAt: { min: 1, max: 10 },
  pauseDays: { min: 1, max: 365 },
  windowMonths: { min: 1, max: 36 },
} as const satisfies Record<keyof NoShowPolicy, { min: number; max: number }>

/** The earliest dinner date whose marks still count. */
export function policyWindowStart(policy: NoShowPolicy, now: Date): Date {
  const start = new Date(now)
  start.setMonth(start.getMonth() - policy.windowMonths)
  return start
}

export function pauseEnd(policy: NoShowPolicy, now: Date): Date {
  return new Date(now.getTime() + policy.pauseDays * DAY_MS)
}

export type PolicyState = {
  /** Absences without notice within the window, the change just made included. */
  noShows: number
  pausedUntil: Date | null
  warnedAt: Date | null
}

export type PolicyStep = 'warn' | 'pause' | 'lift' | null

/**
 * What a change of one mark brings: an absence added may warn (once per window) or pause (unless
 * paused already); an absence taken back (a contest upheld) lifts a pause it no longer justifies.
 */
export function policyStep(policy: NoShowPolicy, state: PolicyState, change: 'added' | 'removed', now: Date): PolicyStep {
  const paused = state.pausedUntil !== null && state.pausedUntil.getTime() > now.getTime()
  if (change === 'removed') return paused && state.noShows < policy.pauseAt ? 'lift' : null
  if (state.noShows >= policy.pauseAt) return paused ? null : 'pause'
  const warnedInWindow = state.warnedAt !== null && state.warnedAt.getTime() >= policyWindowStart(policy, now).getTime()
  return state.noShows >= policy.warnAt && !warnedInWindow ? 'warn' : null
}

/** « deux absences sans prévenir », in words up to ten, for the texts that explain the policy. */
const COUNT_WORDS = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix']

export function absencesInWords(count: number): string {
  const words = COUNT_WORDS[count] ?? String(count)
  return `${words} absence${count > 1 ? 's' : ''} sans prévenir`
}

/** The policy in one sentence, as the member's space and the mails state it. */
export function policySentence(policy: NoShowPolicy): string {
  return (
    `À partir ${policy.warnAt === 1 ? 'd’' : 'de '}${absencesInWords(policy.warnAt)} en ${policy.windowMonths} mois, nous vous adressons un rappel ; ` +
    `à ${absencesInWords(policy.pauseAt)}, les réservations sont suspendues ${policy.pauseDays} jours. ` +
    `Une marque de plus de ${policy.windowMonths} mois ne compte plus.`
  )
}

export const NO_SHOW_SETTINGS_LABELS = {
  group: 'Absences sans prévenir',
  groupHelp: 'Ce que déclenchent les absences sans prévenir notées après les dîners. Les membres voient cette règle dans leur espace.',
  warnAt: 'Rappel courtois à partir de (absences)',
  pauseAt: 'Suspension des réservations à partir de (absences)',
  pauseDays: 'Durée de la suspension (jours)',
  windowMonths: 'Les absences comptent pendant (mois)',
  pauseAfterWarn: 'La suspension doit venir après le rappel : indiquez un nombre d’absences plus grand que celui du rappel.',
} as const

export const USER_POLICY_LABELS = {
  pausedUntil: 'Réservations suspendues jusqu’au',
  warnedAt: 'Rappel courtois envoyé le',
} as const
