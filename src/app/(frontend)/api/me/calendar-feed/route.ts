import { requireUser } from '@/server/auth/session'
import { calendarFeedState, renewCalendarFeed } from '@/server/dinners/booking/calendars'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member's private calendar feed: whether there is one, since when, and its address to copy again. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json(await calendarFeedState(payload, user))
})

/** « Remplacer »: a new feed address; the previous one stops working. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'accountChange')
  return json(await renewCalendarFeed(payload, user), 201)
})
