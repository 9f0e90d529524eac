import type { MembershipStatus } from './membershipStates'

/** The address of a page of « Adhésions » for a status (none: every one), as GET /api/admin/memberships reads it. */
export function membershipsUrl(status: MembershipStatus | '', page: number): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `/api/admin/memberships${query ? `?${query}` : ''}`
}
