import { contestAnswerSchema } from '@/domain/attendanceContests'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { answerContest, teamAttendance } from '@/server/dinners/attendance/attendanceContests'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The team answers the contest of booking {id}: the mark kept or changed, and a word; the member is told (admins). */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  await answerContest(payload, user, id, await readBody(req, contestAnswerSchema))
  return json(await teamAttendance(payload))
})
