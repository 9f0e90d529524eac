import { upcomingDinners } from '@/server/dinners/booking/listing'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The upcoming published dinners: theme, date, city, speakers and seats left, never the venue (public). */
export const GET = route(async () => {
  const payload = await getPayloadClient()
  return json({ dinners: await upcomingDinners(payload) })
})
