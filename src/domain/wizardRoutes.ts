import { WIZARD_STEPS } from './limits'

/**
 * Where each wizard step lives (SPEC §2): step 1 at /inscription, 2 at /adhesion, 3–7 at
 * /adhesion?step={n} with n = step − 2, 8 at /confirmation. Other entry routes
 * (/registration, /registration-fixed?step=, /registration-simple?continue=true&step=,
 * /registration/{userId}) carry the wizard step itself.
 */
export type WizardQuery = {
  step?: string
  userId?: string
  fromEmail?: string
  fromAB?: string
  continue?: string
  email?: string
  /** The token of the invitation whose link opened the registration (INVITATION_PARAM). */
  parrainage?: string
  /** 'control' or 'test': overrides the A/B experiment (SPEC §2). */
  variant?: string
}

export function stepUrl(step: number, userId?: number | string): string {
  const id = userId === undefined ? '' : `userId=${userId}`
  if (step <= 1) return `/inscription${id ? `?${id}` : ''}`
  if (step >= WIZARD_STEPS) return '/confirmation'
  if (step === 2) return `/adhesion${id ? `?${id}` : ''}`
  return `/adhesion?step=${step - 2}${id ? `&${id}` : ''}`
}

/** Where an account goes after login (SPEC §4): /status once complete, else the wizard at its step. */
export function afterLoginUrl(user: {
  id: number | string
  registrationCompleted?: boolean | null
  registrationStep?: number | null
}): string {
  if (user.registrationCompleted) return '/status'
  return `/registration-fixed?step=${user.registrationStep ?? 1}&userId=${user.id}`
}

/** What a visitor's step 1 keeps of its query when its URL is normalised: the form asked for, the prefill, the invitation. */
const VISITOR_PARAMS = ['fromAB', 'variant', 'email', 'parrainage'] as const

/** The URL that names the step shown: stepUrl, plus a visitor's own parameters at step 1. */
export function canonicalStepUrl(step: number, userId: number | string | undefined, search: string): string {
  const base = stepUrl(step, userId)
  if (step !== 1 || userId !== undefined) return base
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const key of VISITOR_PARAMS) {
    const value = given.get(key)
    if (value) kept.set(key, value)
  }
  const query = kept.toString()
  return query ? `${base}?${query}` : base
}

function clampStep(value: number): number {
  return Number.isInteger(value) ? Math.min(Math.max(value, 1), WIZARD_STEPS) : 1
}

/** The step a URL asks for. */
export function requestedStep(pathname: string, query: WizardQuery): number {
  const n = Number(query.step)
  if (pathname === '/confirmation') return WIZARD_STEPS
  if (pathname === '/adhesion') return query.step ? clampStep(n + 2) : 2
  if (query.step) return clampStep(n)
  return 1
}

/**
 * Whether the URL names step 1 itself for the account: the wizard's own 'Retour' to
 * `/inscription?userId=`, or an explicit `step`. Any other entry resumes the account.
 */
export function namesStepExplicitly(pathname: string, query: WizardQuery, askedId: string | undefined): boolean {
  if (!askedId) return false
  return pathname === '/inscription' || query.step !== undefined
}

/**
 * The step to show: never beyond the account's first incomplete step, step 8 only once the
 * application is complete, and step 1 for a visitor without an account. Arriving at step 1
 * with an account resumes where it stopped, unless step 1 is asked for explicitly (`explicit`:
 * the URL names the account, as the wizard's own 'Retour' does).
 */
export function stepToShow(
  requested: number,
  account: { registrationStep: number; registrationCompleted: boolean } | null,
  explicit = false,
): number {
  if (!account) return 1
  if (account.registrationCompleted) return WIZARD_STEPS
  const reached = Math.min(account.registrationStep, WIZARD_STEPS - 1)
  if (requested === 1 && reached > 1 && !explicit) return reached
  return Math.min(Math.max(requested, 1), reached)
}
