import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { teamAttendance } from '@/server/dinners/attendance/attendanceContests'
import { liftPause } from '@/server/dinners/attendance/noShowPolicy'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** An admin lifts member {id}'s pause of bookings; the member is told (admins). */
export const DELETE = adminRecordRoute(async (_req, { payload, user, id }) => {
  await liftPause(payload, user, id)
  return json(await teamAttendance(payload))
})
