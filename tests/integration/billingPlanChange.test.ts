import { describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as plan from '@/app/(frontend)/api/me/membership/plan/route'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { PLAN_CHANGE_ERRORS } from '@/domain/billing/planChangeTexts'
import { BOOKING_ERRORS } from '@/domain/dinners'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'

import { call, completedApplicant, ready } from './support/api'
import { billingSuite, membershipEntries, payingMember } from './support/billing'
import { book, dinner } from './support/dinners'

const suite = billingSuite()

const ESSENTIAL = { plan: 'essential', interval: 'month', rate: 'founder' } as const

async function rowOf(memberId: number) {
  const { rows } = await pool(await ready()).query(
    'SELECT status, plan, billing_interval, amount_cents, stripe_subscription_id FROM memberships WHERE member_id = $1',
    [memberId],
  )
  return rows[0]
}

/** Two dinners the same evening: an Essentiel member may book one of them, a Premium member both. */
async function sameMonthDinners() {
  return [await dinner({ days: 20 }), await dinner({ days: 20.05 })]
}

describe('an upgrade mid-month', () => {
  it('is charged pro rata at once, and the Premium limits apply at once', async () => {
    const member = await payingMember(suite, ESSENTIAL)
    const [first, second] = await sameMonthDinners()
    expect((await book(member, first.id)).status).toBe(201)
    expect(await book(member, second.id)).toMatchObject({ status: 409, body: { message: BOOKING_ERRORS.monthLimit } })

    suite.billing.standIn.admin.advance({ days: 15 })
    const { stripe_subscription_id: id } = await rowOf(member.id)
    const before = await suite.billing.stripe.subscriptions.retrieve(id)
    const { current_period_start: start, current_period_end: end } = before.items.data[0]
    const changed = await call(plan.POST, { cookie: member.cookie, body: { plan: 'premium', interval: 'month' } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ takesEffect: 'now', membership: { plan: 'premium', amountCents: 7900, rate: 'founder' } })
    await suite.billing.standIn.admin.settled()

    // Stripe's proration, to the second: the unused Essentiel time credited, the Premium time left charged.
    const fraction = (end - suite.billing.standIn.admin.now()) / (end - start)
    const expected = Math.round(7900 * fraction) - Math.round(2300 * fraction)
    const invoices = (await suite.billing.stripe.invoices.list({ subscription: id })).data
    expect(invoices[0]).toMatchObject({ billing_reason: 'subscription_update', status: 'paid', amount_paid: expected })
    console.info(`plan change: Essentiel → Premium after 15 days charged ${expected} cents at once`)
    expect(await rowOf(member.id)).toMatchObject({ plan: 'premium', amount_cents: 7900 })
    expect((await book(member, second.id)).status).toBe(201)
    expect((await membershipEntries(member.id)).at(-1)).toMatchObject({ kind: 'membership.planChanged' })
  })
})

describe('a downgrade', () => {
  it('takes effect at the next renewal: Premium kept until then, the renewal charged at the Essentiel price', async () => {
    const member = await payingMember(suite)
    const changed = await call(plan.POST, { cookie: member.cookie, body: { plan: 'essential', interval: 'month' } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ takesEffect: 'renewal', membership: { plan: 'premium', amountCents: 7900 } })
    await suite.billing.standIn.admin.settled()
    const { stripe_subscription_id: id } = await rowOf(member.id)
    expect((await suite.billing.stripe.invoices.list({ subscription: id })).data).toHaveLength(1)
    expect(await rowOf(member.id)).toMatchObject({ plan: 'premium', amount_cents: 7900 })
    const [first, second] = await sameMonthDinners()
    expect((await book(member, first.id)).status).toBe(201)
    expect((await book(member, second.id)).status).toBe(201)
    expect((await membershipEntries(member.id)).at(-1)).toMatchObject({
      kind: 'membership.planChanged',
      changes: expect.objectContaining({ takesEffect: [null, 'renewal'] }),
    })

    suite.billing.standIn.admin.advance({ to: new Date(changed.body.effectiveAt).getTime() / 1000 + 1 })
    await suite.billing.standIn.admin.settled()
    const [renewal] = (await suite.billing.stripe.invoices.list({ subscription: id })).data
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 2300 })
    expect(await rowOf(member.id)).toMatchObject({ plan: 'essential', amount_cents: 2300, status: 'active' })
    const third = await dinner({ days: 20.1 })
    expect(await book(member, third.id)).toMatchObject({ status: 409, body: { message: BOOKING_ERRORS.monthLimit } })
  })
})

describe('the plan route refuses', () => {
  it('400 in French, 401 without a session, 403 for a non-member, 409 for the same plan or a membership not active', async () => {
    const member = await payingMember(suite)
    expect(await call(plan.POST, { cookie: member.cookie, body: { plan: 'gold', interval: 'month' } })).toMatchObject({
      status: 400,
      body: { message: PLAN_CHANGE_ERRORS.badChoice },
    })
    expect(await call(plan.POST, { body: { plan: 'essential', interval: 'month' } })).toMatchObject({
      status: 401,
      body: { message: API_ERRORS.unauthenticated },
    })
    const pending = await completedApplicant()
    expect(await call(plan.POST, { cookie: pending.cookie, body: { plan: 'essential', interval: 'month' } })).toMatchObject({
      status: 403,
      body: { message: BILLING_ERRORS.notMember },
    })
    expect(await call(plan.POST, { cookie: member.cookie, body: { plan: 'premium', interval: 'month' } })).toMatchObject({
      status: 409,
      body: { message: PLAN_CHANGE_ERRORS.samePlan },
    })
    expect(await call(plan.POST, { cookie: member.cookie, body: { plan: 'premium', interval: 'year' } })).toMatchObject({
      status: 409,
      body: { message: PLAN_CHANGE_ERRORS.unavailable },
    })
    const unpaid = await completedApplicant()
    await call(review.POST, { cookie: suite.admin, body: { action: 'approve', notes: '' }, params: { id: String(unpaid.id) } })
    expect(await call(plan.POST, { cookie: unpaid.cookie, body: { plan: 'essential', interval: 'month' } })).toMatchObject({
      status: 409,
      body: { message: PLAN_CHANGE_ERRORS.notActive },
    })
  })
})
