import { z } from 'zod'

import { MEMBERSHIP_STATUS_KEYS, type MembershipStatus, type MembershipView } from './membershipStates'
import { MEMBERSHIP_TEAM_TEXTS } from './teamTexts'
import type { Page } from '../paging'
import { listQuerySchema } from '../review'

/** Rows on one page of « Adhésions ». */
export const TEAM_MEMBERSHIPS_PAGE_SIZE = 50

/** GET /api/admin/memberships?status=&page=: one status or every one (''), and the page. */
export const teamMembershipsQuerySchema = z.object({
  status: z
    .enum(['', ...MEMBERSHIP_STATUS_KEYS] as ['', ...MembershipStatus[]], { error: MEMBERSHIP_TEAM_TEXTS.statusInvalid })
    .default(''),
  page: listQuerySchema.shape.page,
})
export type TeamMembershipsQuery = z.output<typeof teamMembershipsQuerySchema>

/** One row of « Adhésions »: a member's membership with their name and address. */
export type TeamMembership = MembershipView & { name: string; email: string }

/** The counters over every membership: the monthly recurring revenue (cents, TTC) and how many of each status. */
export type MembershipTotals = { mrrCents: number; counts: Record<MembershipStatus, number> }

/** GET /api/admin/memberships's answer: one page of the list (filtered) and the totals of all. */
export type MembershipsAnswer = Page<TeamMembership> & { totals: MembershipTotals }

/** The list's address for a status (none: every one) and a page. */
export function membershipsUrl(status: MembershipStatus | '', page: number): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `/api/admin/memberships${query ? `?${query}` : ''}`
}
