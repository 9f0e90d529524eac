import { eveningRoute } from '@/server/api/eveningRoute'
import { readEvening } from '@/server/dinners/attendance/eveningScreen'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The evening screen's guests, by table, with only what the door needs (the dinner's hosts in its evening, and admins). */
export const GET = eveningRoute(async (_req, { payload, user, id }) => json(await readEvening(payload, user, id)))
