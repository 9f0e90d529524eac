import { teamMembershipsQuerySchema } from '@/domain/billing/billingTexts'
import { requireAdmin } from '@/server/auth/session'
import { teamMemberships } from '@/server/billing/teamMemberships'
import { readQuery } from '@/server/http/paging'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Adhésions »: a page of memberships (of one status, or all), the monthly recurring revenue and the counts (admins). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json(await teamMemberships(payload, readQuery(req, teamMembershipsQuerySchema)))
})
