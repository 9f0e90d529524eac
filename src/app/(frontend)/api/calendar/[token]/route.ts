import { calendarFeed } from '@/server/dinners/booking/calendars'
import { calendarResponse, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

/** A member's private feed, for their calendar application: the secret in the address is the access. */
export const GET = route<Context>(async (_req, { params }) => {
  const payload = await getPayloadClient()
  return calendarResponse(await calendarFeed(payload, (await params).token), 'mes-diners.ics')
})
