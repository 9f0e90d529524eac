import { hostMarksSchema } from '@/domain/evening'
import { eveningRoute } from '@/server/api/eveningRoute'
import { readEvening } from '@/server/dinners/attendance/eveningScreen'
import { markAsHost } from '@/server/dinners/attendance/hostMarks'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The marks a host's phone made, perhaps offline: each stored once under its key; answers the screen as it now stands. */
export const POST = eveningRoute(async (req, { payload, user, id }) => {
  await markAsHost(payload, user, id, await readBody(req, hostMarksSchema))
  return json(await readEvening(payload, user, id))
})
