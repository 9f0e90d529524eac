import { requireUser } from '@/server/auth/session'
import { openPortal } from '@/server/billing/member/memberSpace'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Stripe's customer portal: payment method, plan, cancellation, invoices. */
export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  await enforceRateLimit(payload, req, 'billing')
  return json(await openPortal(payload, user.id))
})
