import { requireUser } from '@/server/auth/session'
import { memberPayments } from '@/server/billing/member/paymentHistory'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Mon adhésion »: the caller's payments, refunds and credits as Stripe recorded them, newest first. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json(await memberPayments(payload, user.id))
})
