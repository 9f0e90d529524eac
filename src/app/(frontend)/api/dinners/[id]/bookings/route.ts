import { bookingSchema } from '@/domain/bookingSchema'
import { requireUser } from '@/server/auth/session'
import { bookDinner } from '@/server/dinners/base/bookings'
import { parseId, readBody } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** A member books a seat (201 booked, or 201 waitlisted when the dinner is full), within their plan; a guest comes with a first name and dietary needs. */
export const POST = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'booking')
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  const choice = await readBody(req, bookingSchema)
  return json({ booking: await bookDinner(payload, user, id, choice) }, 201)
})
