import { requireAdmin } from '@/server/auth/session'
import { teamAttendance } from '@/server/dinners/attendance/attendanceContests'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The contests awaiting an answer and the members whose bookings are paused (admins). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json(await teamAttendance(payload))
})
