import { requireAdmin } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { sponsorshipQuarters } from '@/server/sponsorship/stats'

export const dynamic = 'force-dynamic'

/** Per quarter: the applications, how many were sponsored, and the median days to a decision. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json({ quarters: await sponsorshipQuarters(payload) })
})
