import { afterAll, describe, expect, it } from 'vitest'

import * as cancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import * as retention from '@/app/(frontend)/api/me/membership/retention/route'
import { BILLING_DEFAULTS, type BillingSettings } from '@/domain/billing/billingSettings'
import { RETENTION_ERRORS } from '@/domain/billing/retentionTexts'
import { pool } from '@/server/db/pool'

import { call, ready } from './support/api'
import { billingSuite, membershipEntries, membershipOf, payingMember } from './support/billing'

const suite = billingSuite()

/** The billing settings as the migration leaves them, changed by `values`: the next file finds them as they were. */
const setBilling = async (values: Partial<BillingSettings>) =>
  (await ready()).updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      billing: { ...BILLING_DEFAULTS, essential: { ...BILLING_DEFAULTS.essential }, premium: { ...BILLING_DEFAULTS.premium }, ...values },
    },
  })
afterAll(() => setBilling({}))

type Who = { cookie?: string }
const preview = (who: Who) => call(cancellation.GET, { cookie: who.cookie })
const answer = (who: Who, body: unknown) => call(retention.POST, { cookie: who.cookie, body })

async function advance(days: number) {
  suite.billing.standIn.admin.advance({ days })
  await suite.billing.standIn.admin.settled()
}

/** The amounts paid on the subscription's invoices, oldest first. */
async function paidAmounts(memberId: number): Promise<number[]> {
  const subscription = String((await membershipOf(memberId))?.stripe_subscription_id)
  const { data } = await suite.billing.stripe.invoices.list({ subscription, limit: 100 })
  return data
    .filter((invoice) => invoice.status === 'paid')
    .reverse()
    .map((invoice) => invoice.amount_paid)
}

async function answersOf(memberId: number): Promise<{ kind: string; answer: string }[]> {
  const { rows } = await pool(await ready()).query('SELECT kind, answer FROM retention_offers WHERE member_id = $1 ORDER BY id', [memberId])
  return rows
}

const accepted = async (memberId: number) =>
  (await membershipEntries(memberId)).filter((entry) => entry.kind === 'membership.retentionAccepted')

describe('the retention offer left empty in the settings', () => {
  it('offers nothing: the cancellation goes straight to its confirmation, and an answer is refused in French', async () => {
    await setBilling({})
    const who = await payingMember(suite)
    expect((await preview(who)).body).toMatchObject({ retentionOffer: null })
    expect(await answer(who, { answer: 'accept' })).toMatchObject({ status: 409, body: { message: RETENTION_ERRORS.noOffer } })
    expect(await answer(who, { answer: 'peut-être' })).toMatchObject({ status: 400, body: { message: RETENTION_ERRORS.badAnswer } })
    expect(await answer({}, { answer: 'accept' })).toMatchObject({ status: 401 })
  })
})

// Before the tests that move the stand-in's clock: a pause is dated from our own clock.
describe('a pause instead', () => {
  it('declined twice at once counts once, and is offered again a year later; accepted, it pauses the membership', async () => {
    await setBilling({ retentionOffer: 'pause', retentionPauseMonths: 2 })
    const who = await payingMember(suite)
    expect((await preview(who)).body).toMatchObject({ retentionOffer: { kind: 'pause', months: 2 } })
    const declines = await Promise.all([answer(who, { answer: 'decline' }), answer(who, { answer: 'decline' })])
    expect(declines.map((reply) => reply.status).sort()).toEqual([200, 409])
    expect(await answersOf(who.id)).toEqual([{ kind: 'pause', answer: 'decline' }])
    expect((await preview(who)).body).toMatchObject({ retentionOffer: null })

    // The answer a year and a day old: the offer is made again.
    await pool(await ready()).query(
      "UPDATE retention_offers SET answered_at = answered_at - interval '1 year 1 day' WHERE member_id = $1",
      [who.id],
    )
    expect((await preview(who)).body).toMatchObject({ retentionOffer: { kind: 'pause', months: 2 } })
    const taken = await answer(who, { answer: 'accept' })
    expect(taken).toMatchObject({ status: 200, body: { offer: { kind: 'pause', months: 2 } } })
    expect(taken.body.pausedUntil).toEqual(expect.any(String))
    expect((await membershipOf(who.id))?.status).toBe('paused')
    const kinds = (await membershipEntries(who.id)).map((entry) => entry.kind)
    expect(kinds.slice(-2)).toEqual(['membership.paused', 'membership.retentionAccepted'])
    expect((await accepted(who.id))[0].changes).toMatchObject({ retentionOffer: [null, 'pause'], months: [null, 2] })
  }, 90_000)
})

describe('a month at a reduced price', () => {
  it('is applied once even when accepted twice at once, discounts one invoice, and a cancellation after it charges nothing more', async () => {
    await setBilling({ retentionOffer: 'discount', retentionDiscountPercent: 50 })
    const who = await payingMember(suite)
    expect((await preview(who)).body).toMatchObject({ retentionOffer: { kind: 'discount', percent: 50 } })

    const answers = await Promise.all([answer(who, { answer: 'accept' }), answer(who, { answer: 'accept' })])
    expect(answers.map((reply) => reply.status).sort()).toEqual([200, 409])
    expect(answers.find((reply) => reply.status === 200)?.body).toEqual({ offer: { kind: 'discount', percent: 50 }, pausedUntil: null })
    expect(await answersOf(who.id)).toEqual([{ kind: 'discount', answer: 'accept' }])
    expect(await accepted(who.id)).toHaveLength(1)
    const subscription = await suite.billing.stripe.subscriptions.retrieve(String((await membershipOf(who.id))?.stripe_subscription_id))
    expect(subscription.discounts).toHaveLength(1)
    // Once a year: the cancellation now goes straight to its confirmation.
    expect((await preview(who)).body).toMatchObject({ retentionOffer: null })

    // The next month at half price, the one after at the full price.
    await advance(32)
    await advance(31)
    expect(await paidAmounts(who.id)).toEqual([7900, 3950, 7900])

    // The commitment is met: cancelled now, it ends with the period paid and nothing is charged after.
    expect((await call(cancellation.POST, { cookie: who.cookie, body: { confirm: true } })).status).toBe(200)
    await advance(31)
    expect((await membershipOf(who.id))?.status).toBe('ended')
    await advance(62)
    expect(await paidAmounts(who.id)).toEqual([7900, 3950, 7900])
  }, 90_000)
})
