import { reportSchema } from '@/domain/conductReports'
import { requireUser } from '@/server/auth/session'
import { reportTablemate } from '@/server/dinners/afterwards/conductReports'
import { assertMember } from '@/server/dinners/base/bookings'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Signaler un comportement »: a tablemate of a past dinner; the admins are told at once, the tablemate never. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  await enforceRateLimit(payload, req, 'profileChange')
  await reportTablemate(payload, user, await readBody(req, reportSchema))
  return json({ reported: true }, 201)
})
