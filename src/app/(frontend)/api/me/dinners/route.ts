import { requireUser } from '@/server/auth/session'
import { assertMember } from '@/server/dinners/base/bookings'
import { memberDinners } from '@/server/dinners/booking/listing'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** A member's dinners: the upcoming ones (their themes first) and their bookings, with the venue once seated. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  return json(await memberDinners(payload, user))
})
