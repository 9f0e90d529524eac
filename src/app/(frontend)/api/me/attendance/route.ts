import { memberAttendanceQuerySchema } from '@/domain/attendanceContests'
import { requireUser } from '@/server/auth/session'
import { memberAttendance } from '@/server/dinners/attendance/attendanceContests'
import { assertMember } from '@/server/dinners/base/bookings'
import { readQuery } from '@/server/http/paging'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Mes dîners passés »: a page of the member's marks (`?page=`, 20 a page), their contests, the absences that count and a pause if any. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  assertMember(user)
  const { page } = readQuery(req, memberAttendanceQuerySchema)
  return json(await memberAttendance(payload, user, page))
})
