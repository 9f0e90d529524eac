import { requireUser } from '@/server/auth/session'
import { bookingCalendarFile } from '@/server/dinners/booking/calendars'
import { parseId } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { calendarResponse, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** « Ajouter à mon agenda » : the member's booked dinner as diner.ics. */
export const GET = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  return calendarResponse(await bookingCalendarFile(payload, user, id), 'diner.ics')
})
