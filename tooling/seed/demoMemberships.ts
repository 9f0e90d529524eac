import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { openCheckout } from '@/server/billing/member/checkout'
import { lockMembership, membershipRow } from '@/server/billing/memberships'
import { stripeClient } from '@/server/billing/stripeClient'
import { applySubscription } from '@/server/billing/sync/applyStripe'
import { inTransaction, operationTransaction, outsideTransaction, sql } from '@/server/db/transaction'

/**
 * The demo members' memberships: as the migration does for those approved before paid
 * membership, each approved member gets one to activate, and keeps booking during the grace.
 */
export async function seedDemoMemberships(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  const tx = await operationTransaction({ payload, transactionID: req.transactionID } as PayloadRequest)
  await tx.query(sql`
    INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents, approved_before_billing)
    SELECT id, 'to_activate', CASE WHEN pricing_plan IN ('essential', 'premium') THEN pricing_plan ELSE 'essential' END,
           'month', 'founder', CASE pricing_plan WHEN 'premium' THEN 7900 ELSE 2300 END, true
      FROM users WHERE role = 'applicant' AND application_status = 'approved'
    ON CONFLICT (member_id) DO NOTHING`)
}

/** The stand-in's hosted page, filled as a payer would with Stripe's test card. */
const TEST_CARD = { method: 'card', 'card-number': '4242 4242 4242 4242', 'card-expiry': '12 / 34', 'card-cvc': '123' }

/**
 * With billing on the local stand-in (STRIPE_API_URL), the demo member pays a premium membership
 * at the founder price on its hosted page, so « Mon adhésion » shows a real subscription and its
 * invoice. The site is not serving yet, so its state is read back from the stand-in at once
 * instead of waiting for the webhook (which finds it applied).
 */
/** A membership just paid does not end here: nothing to give up. */
const noEnding = async () => undefined

export async function payDemoMembership(payload: Payload, email: string): Promise<boolean> {
  const stripe = stripeClient()
  if (!stripe || !process.env.STRIPE_API_URL) return false
  const [member] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 }))
    .docs as User[]
  if (!member || (await membershipRow(outsideTransaction(payload), member.id))?.status !== 'to_activate') return false
  const { url } = await openCheckout(payload, member, { plan: 'premium', interval: 'month', rate: 'founder' })
  const paid = await fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...TEST_CARD, email }) })
  if (paid.status !== 303) throw new Error(`the stand-in's checkout answered ${paid.status}`)
  await inTransaction(payload, async (tx) => {
    const row = await lockMembership(tx, member.id)
    const session = row?.checkout_session_id ? await stripe.checkout.sessions.retrieve(row.checkout_session_id) : null
    if (row && typeof session?.subscription === 'string') await applySubscription(tx, stripe, row, session.subscription, noEnding)
  })
  return true
}
