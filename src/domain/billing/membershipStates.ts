/**
 * A paid membership's life, as the club keeps it in PostgreSQL (`memberships`, one row per
 * member). Stripe is the payment provider; our state changes only through a signed webhook
 * (read back from Stripe's current object, never from the event's order) or a team decision.
 */

/** Each state, with the words the member and the team read. */
export const MEMBERSHIP_STATUSES = {
  /** Approved, nothing paid yet (or a SEPA debit not confirmed yet): cannot book. */
  to_activate: { label: 'Adhésion à activer', canBook: false },
  /** Paid and current (or the test ticket paid, for its one dinner). */
  active: { label: 'Active', canBook: true },
  /**
   * A renewal failed; Stripe retries the payment. The member keeps booking during the grace the
   * settings give (`paymentGraceUntil`), then the membership is suspended until a payment succeeds.
   */
  past_due: { label: 'Paiement en échec', canBook: false },
  /** Paused by the member for a while: no charge, no booking. */
  paused: { label: 'En pause', canBook: false },
  /** Cancelled, still running until the end of the period already paid. */
  cancelling: { label: 'Résiliée à la fin de la période', canBook: true },
  /** Over: cancelled at term, or never paid after failures. */
  ended: { label: 'Terminée', canBook: false },
  /** Granted by the team without payment, with a reason in the Journal. */
  offered: { label: 'Offerte', canBook: true },
} as const

export type MembershipStatus = keyof typeof MEMBERSHIP_STATUSES
export const MEMBERSHIP_STATUS_KEYS = Object.keys(MEMBERSHIP_STATUSES) as [MembershipStatus, ...MembershipStatus[]]

/** How often a plan is charged. The test plan is one payment (a ticket for one dinner). */
export const BILLING_INTERVALS = { month: 'par mois', year: 'par an', once: 'une fois' } as const
export type BillingInterval = keyof typeof BILLING_INTERVALS

/**
 * Which price a member subscribed at: the founder price of SPEC §9, the list price, or one of
 * the preferential rates (annual subscriptions, members under 27) the club sets in the settings.
 */
export const PRICE_RATES = {
  founder: 'Tarif fondateur',
  list: 'Tarif normal',
  under27: 'Tarif moins de 27 ans',
} as const
export type PriceRate = keyof typeof PRICE_RATES

/** What a membership pays for: the two subscriptions of SPEC §9, or the test's single dinner. */
export const MEMBERSHIP_PLANS = ['essential', 'premium', 'test'] as const
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number]

/** A member's membership as the member space and the team's view show it. Amounts in cents, tax included. */
export type MembershipView = {
  memberId: number
  status: MembershipStatus
  plan: MembershipPlan
  interval: BillingInterval
  rate: PriceRate
  /** The price the member subscribed at, kept whatever the settings say later. */
  amountCents: number
  currency: 'eur'
  /** When the current status began. */
  statusSince: string
  /** The next charge, when one is planned (null for a test ticket, an offered or ended membership). */
  nextChargeAt: string | null
  lastPaymentAt: string | null
  lastPaymentCents: number | null
  /** A member approved before paid membership existed: they keep booking until `graceUntil`. */
  approvedBeforeBilling: boolean
  /** The end of their grace, as the team set it; null with `approvedBeforeBilling`: no end set yet. */
  graceUntil: string | null
  /** Why the team offered it (only for `offered`). */
  offeredReason: string | null
  /** Until when it is paused (only for `paused`): it resumes by itself then. */
  pausedUntil: string | null
  /** When a cancelled membership ends (the member may undo it until then). */
  cancelAt?: string | null
  /** A failed renewal (only for `past_due`): when the first attempt failed, and until when the member still books. */
  paymentFailedAt: string | null
  paymentGraceUntil: string | null
  /**
   * A cheaper plan chosen for the next renewal: the plan and price it charges from `from` (the
   * current period keeps the plan paid). Absent or null: none pending.
   */
  nextPlan?: { plan: MembershipPlan; amountCents: number; interval: BillingInterval; from: string } | null
}

/** Whether a failed renewal's grace is over: no new booking until a payment succeeds (seats held are kept). */
export function membershipSuspended(membership: Pick<MembershipView, 'status' | 'paymentGraceUntil'>, now: Date): boolean {
  if (membership.status !== 'past_due') return false
  return membership.paymentGraceUntil === null || new Date(membership.paymentGraceUntil).getTime() <= now.getTime()
}

/**
 * Whether the member may book now. A member approved before paid membership whose membership is
 * still to activate keeps booking during the grace the team set (no end set: they keep booking);
 * a member whose renewal failed, during the grace after the failure.
 */
export function membershipAllowsBooking(
  membership: Pick<MembershipView, 'status' | 'graceUntil' | 'approvedBeforeBilling' | 'paymentGraceUntil'>,
  now: Date,
): boolean {
  if (MEMBERSHIP_STATUSES[membership.status].canBook) return true
  if (membership.status === 'past_due') return !membershipSuspended(membership, now)
  if (!membership.approvedBeforeBilling || membership.status !== 'to_activate') return false
  return membership.graceUntil === null || new Date(membership.graceUntil).getTime() > now.getTime()
}
