import { requireUser } from '@/server/auth/session'
import { cancelBooking } from '@/server/dinners/base/bookings'
import { parseId } from '@/server/http/body'
import { notFound } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** The member cancels their booking, until 48 hours before the dinner; the waitlist moves up. */
export const DELETE = route<Context>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'booking')
  const id = parseId((await params).id)
  if (id === null) throw notFound()
  return json({ booking: await cancelBooking(payload, user, id) })
})
