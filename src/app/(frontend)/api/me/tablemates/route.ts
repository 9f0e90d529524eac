import { requireUser } from '@/server/auth/session'
import { tablemateDinners } from '@/server/dinners/afterwards/conductReports'
import { assertMember } from '@/server/dinners/base/bookings'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member's past dinners of the last 12 months and who sat at their table (first names), for « Signaler un comportement ». */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  return json({ dinners: await tablemateDinners(payload, user) })
})
