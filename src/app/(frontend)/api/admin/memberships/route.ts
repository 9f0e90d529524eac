import { teamMembershipsQuerySchema } from '@/domain/billing/teamMemberships'
import { requireAdmin } from '@/server/auth/session'
import { teamMemberships } from '@/server/billing/teamMemberships'
import { readQuery } from '@/server/http/paging'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Adhésions »: one page of the memberships (`?status=&page=`) and the totals of all (admins). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json(await teamMemberships(payload, readQuery(req, teamMembershipsQuerySchema)))
})
