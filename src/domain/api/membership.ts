import type { MembershipStatus, MembershipView } from '../billing/membershipStates'
import type { Offer } from '../billing/offers'
import type { PlanChangeOption } from '../billing/planChoices'
import type { NoShowFeeView } from '../noShowFees'
import type { Page } from '../paging'

/** `GET /api/me/membership`: whether billing is on, the member's membership, what they may choose (their payments: `PaymentHistory`). */
export type MembershipAnswer = {
  billing: boolean
  membership: MembershipView | null
  offers: Offer[]
  /** The settings' minimum commitment, said before the member pays. */
  commitmentMonths: number
  /**
   * Why « Mettre en pause » is refused now (an annual plan, a pause in the last months, a
   * membership not active), as the pause route would answer; null: it may pause, or has no
   * subscription to pause (nothing shown then).
   */
  pauseRefusal?: string | null
  /** The plans the member may move to now, with their price and when each takes effect. */
  planChanges?: PlanChangeOption[]
  /** The no-show fee's rule as the member reads it before booking (null: no fee). */
  noShowFeeNotice?: string | null
  /** Each fee decided for one of the member's absences: its amount, state and reason. */
  noShowFees?: NoShowFeeView[]
}

/** A member's membership in the team's « Adhésions ». */
export type TeamMembershipRow = MembershipView & { name: string; email: string; invitedAt: string | null }

/**
 * Monthly recurring revenue (a yearly price counts for a twelfth), the number of memberships in
 * each status, and how many of those whose payment failed are past their grace (suspended).
 */
export type MembershipTotals = { mrrCents: number; counts: Record<MembershipStatus, number>; suspended: number }

/** `GET /api/admin/memberships`: a page of memberships, the totals over all of them, and whether billing is on. */
export type TeamMemberships = Page<TeamMembershipRow> & { totals: MembershipTotals; billing: boolean }
