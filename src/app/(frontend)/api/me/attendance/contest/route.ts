import { contestSchema } from '@/domain/attendanceContests'
import { requireUser } from '@/server/auth/session'
import { contestMark } from '@/server/dinners/attendance/attendanceContests'
import { assertMember } from '@/server/dinners/base/bookings'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member contests one of their marks with a message to the team; answers « Mes dîners passés » again. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  return json(await contestMark(payload, user, await readBody(req, contestSchema)), 201)
})
