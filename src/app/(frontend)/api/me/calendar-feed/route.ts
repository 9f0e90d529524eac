import { requireUser } from '@/server/auth/session'
import { calendarFeedState, renewCalendarFeed } from '@/server/dinners/booking/calendars'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Whether the member has a private calendar feed, and since when. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json(await calendarFeedState(payload, user))
})

/** A new feed address, shown this once; the previous one stops working. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'accountChange')
  return json(await renewCalendarFeed(payload, user), 201)
})
