import { receiveStripeEvent } from '@/server/billing/sync/webhook'
import { membershipEndings } from '@/server/dinners/booking/membershipEnd'
import { readLimitedBytes } from '@/server/http/body'
import { crossSiteRoute, json } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Stripe's webhook: called by Stripe, so no same-origin check; the signature is the proof (400 without a good one). */
export const POST = crossSiteRoute(async (req) => {
  const payload = await getPayloadClient()
  const body = (await readLimitedBytes(req)).toString('utf8')
  const applied = await receiveStripeEvent(payload, body, req.headers.get('stripe-signature'), await membershipEndings(payload))
  return json({ received: true, applied })
})
