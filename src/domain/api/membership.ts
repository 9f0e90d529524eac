import type { MembershipStatus, MembershipView } from '../billing/membershipStates'
import type { Offer } from '../billing/offers'
import type { Page } from '../paging'

/** `GET /api/me/membership`: whether billing is on, the member's membership, what they may choose (their payments: `PaymentHistory`). */
export type MembershipAnswer = {
  billing: boolean
  membership: MembershipView | null
  offers: Offer[]
  /** The settings' minimum commitment, said before the member pays. */
  commitmentMonths: number
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
