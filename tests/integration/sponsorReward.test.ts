import { afterAll, describe, expect, it } from 'vitest'

import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import { pool } from '@/server/db/pool'
import { applyDiscountReward } from '@/server/sponsorship/rewards'

import { call, ready } from './support/api'
import { billingSuite, membershipOf, payingMember } from './support/billing'
import { dinner, member } from './support/dinners'

const suite = billingSuite()
const PERCENT = 40

async function setReward(reward: 'discount-month' | null) {
  await (
    await ready()
  ).updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { sponsorship: { reward, rewardDiscountPercent: PERCENT } } })
}

afterAll(() => setReward(null))

/** A dinner held yesterday that `guest` booked, marked « Tous présents » by the team. */
async function attended(guest: { id: number }) {
  const payload = await ready()
  const held = await dinner({ days: -1, seats: 8, tableSizeMin: 4 })
  await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: held.id, member: guest.id, status: 'booked' } })
  const marked = await call(attendance.PUT, {
    method: 'PUT',
    cookie: suite.admin,
    body: { allPresent: true },
    params: { id: String(held.id) },
  })
  expect(marked.status).toBe(200)
}

describe('« Un mois à prix réduit », the sponsor’s reward on Stripe', () => {
  it('puts one once-only coupon on the sponsor’s subscription, however often its job runs, and the next renewal is reduced', async () => {
    await setReward('discount-month')
    const sponsor = await payingMember(suite)
    const sponsee = await member()
    await pool(await ready()).query(
      `INSERT INTO sponsor_invitations (sponsor_id, email, token_hash, expires_at, used_at, applicant_id)
       VALUES ($1, $2, md5(random()::text), now() + interval '30 days', now(), $3)`,
      [sponsor.id, sponsee.email, sponsee.id],
    )
    await attended(sponsee)
    await attended(sponsee)

    // The job planned with the reward, run twice at once as two instances' retries would.
    const payload = await ready()
    await Promise.all([applyDiscountReward(payload, sponsee.id), applyDiscountReward(payload, sponsee.id)])
    await applyDiscountReward(payload, sponsee.id)

    const { rows } = await pool(payload).query<{ stripe_coupon_id: string | null }>(
      'SELECT stripe_coupon_id FROM sponsor_rewards WHERE sponsee_id = $1',
      [sponsee.id],
    )
    expect(rows[0]?.stripe_coupon_id).toBeTruthy()
    const { stripe } = suite.billing
    const coupon = await stripe.coupons.retrieve(rows[0].stripe_coupon_id as string)
    expect(coupon).toMatchObject({ percent_off: PERCENT, duration: 'once' })
    const subscriptionId = (await membershipOf(sponsor.id))?.stripe_subscription_id as string
    expect((await stripe.subscriptions.retrieve(subscriptionId)).discounts).toHaveLength(1)

    suite.billing.standIn.admin.advance({ days: 32 })
    await suite.billing.standIn.admin.settled()
    const paid = (await stripe.invoices.list({ subscription: subscriptionId, limit: 10 })).data.filter(
      (invoice) => invoice.status === 'paid',
    )
    const [renewal, first] = paid
    expect(first.amount_paid).toBe(7900)
    expect(renewal.amount_paid).toBe(Math.round(7900 * (1 - PERCENT / 100)))
  })
})
