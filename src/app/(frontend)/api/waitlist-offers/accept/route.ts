import { mailedLinkSchema } from '@/domain/account'
import { acceptOffer } from '@/server/dinners/booking/waitlistOfferAnswers'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The button of a waitlist offer's page: the seat is taken without a session; the link is the proof. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'booking')
  const { token } = await readBody(req, mailedLinkSchema)
  return json(await acceptOffer(payload, token))
})
