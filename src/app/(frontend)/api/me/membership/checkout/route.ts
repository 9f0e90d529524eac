import { checkoutChoiceSchema } from '@/domain/billing/billingTexts'
import { requireUser } from '@/server/auth/session'
import { openCheckout } from '@/server/billing/member/checkout'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The member's choice of plan, interval and rate → Stripe's hosted Checkout. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  return json(await openCheckout(payload, user, await readBody(req, checkoutChoiceSchema)))
})
