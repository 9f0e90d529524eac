import { receiveStripeEvent } from '@/server/billing/sync/webhook'
import { membershipEndings } from '@/server/dinners/booking/membershipEnd'
import { readLimitedBytes } from '@/server/http/body'
import { crossSiteRoute, json } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const dynamic = 'force-dynamic'

/** Stripe's webhook: called by Stripe, so no same-origin check; the signature is the proof (400 without a good one). */
export const POST = crossSiteRoute(async (req) => {
  const payload = await getPayloadClient()
  const body = (await readLimitedBytes(req)).toString('utf8')
  // Every event comes here: the settings (for the mails of a membership's end) from the copy the
  // pages read, expired on every instance when they change, rather than Payload's whole global each time.
  const ending = await membershipEndings(payload, await cachedSiteSettings())
  const applied = await receiveStripeEvent(payload, body, req.headers.get('stripe-signature'), ending)
  return json({ received: true, applied })
})
