import { requireUser } from '@/server/auth/session'
import { memberAttendance } from '@/server/dinners/attendance/attendanceContests'
import { assertMember } from '@/server/dinners/base/bookings'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Mes dîners passés »: the member's marks, their contests, the absences that count and a pause if any. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  return json(await memberAttendance(payload, user))
})
