import { describe, expect, it } from 'vitest'

import * as cancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { CANCEL_LABEL, CANCEL_PATH, CANCELLATION_ERRORS } from '@/domain/billing/cancellationTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'

import { call, ready, smtp } from './support/api'
import { billingSuite, membershipEntries, payingMember } from './support/billing'
import { book, dinner, member } from './support/dinners'

const suite = billingSuite()

type Who = { cookie?: string }
const preview = (who: Who) => call(cancellation.GET, { cookie: who.cookie })
const confirm = (who: Who, body: unknown = { confirm: true }) => call(cancellation.POST, { cookie: who.cookie, body })
const undo = (who: Who) => call(cancellation.DELETE, { method: 'DELETE', cookie: who.cookie })

async function rowOf(memberId: number) {
  const { rows } = await pool(await ready()).query<{ status: string; cancel_at: Date | null; stripe_subscription_id: string }>(
    'SELECT status, cancel_at, stripe_subscription_id FROM memberships WHERE member_id = $1',
    [memberId],
  )
  return rows[0]
}

const mailsTo = (email: string, subject: string) =>
  smtp().received.filter((mail) => mail.to.includes(email) && mail.subject.includes(subject))

/** Moves the stand-in's clock by `days` and waits for the webhooks it causes. */
async function advance(days: number) {
  suite.billing.standIn.admin.advance({ days })
  await suite.billing.standIn.admin.settled()
}

async function paidInvoices(subscription: string): Promise<number> {
  const listed = await suite.billing.stripe.invoices.list({ subscription, limit: 100 })
  return listed.data.filter((invoice) => invoice.status === 'paid' && invoice.amount_paid > 0).length
}

describe('cancelling before the minimum commitment', () => {
  it('ends at the minimum, keeps the dinners before it, cancels those after with their mail, and charges nothing after', async () => {
    const who = await payingMember(suite)
    const before = await dinner({ days: 10, title: 'Dîner gardé avant la fin' })
    const after = await dinner({ days: 75, title: 'Dîner annulé après la fin' })
    expect((await book(who, before.id)).status).toBe(201)
    expect((await book(who, after.id)).status).toBe(201)
    // A paying member's mails carry the way to cancel.
    expect((await smtp().waitFor(who.email, `place au dîner « ${before.title} »`)).text).toContain(`${CANCEL_LABEL} : `)
    const { stripe_subscription_id: subscription } = await rowOf(who.id)
    const started = (await suite.billing.stripe.subscriptions.retrieve(subscription)).start_date * 1000

    const shown = await preview(who)
    expect(shown.status).toBe(200)
    const minimum = new Date(started)
    minimum.setUTCMonth(minimum.getUTCMonth() + 2)
    expect(shown.body).toMatchObject({ cancelling: false, minimumApplies: true, minimumMonths: 2, effectiveDate: minimum.toISOString() })
    expect(shown.body.dinnersAfter).toEqual([expect.objectContaining({ title: after.title })])

    const confirmed = await confirm(who)
    expect(confirmed).toMatchObject({ status: 200, body: { cancelling: true, minimumApplies: true, effectiveDate: minimum.toISOString() } })
    expect(await rowOf(who.id)).toMatchObject({ status: 'cancelling', cancel_at: minimum })
    const stripeSide = await suite.billing.stripe.subscriptions.retrieve(subscription)
    expect(stripeSide).toMatchObject({ cancel_at: minimum.getTime() / 1000, cancel_at_period_end: false })
    const mail = await smtp().waitFor(who.email, 'résiliation est confirmée')
    expect(mail.text).toContain(`${CANCEL_LABEL} : `)
    expect(mail.text).toContain(CANCEL_PATH)
    expect((await membershipEntries(who.id)).map((entry) => entry.kind)).toContain('membership.cancelled')

    // The second month is due (the commitment), then the subscription ends and nothing more is charged.
    await advance(32)
    expect(await paidInvoices(subscription)).toBe(2)
    expect((await rowOf(who.id)).status).toBe('cancelling')
    await advance(31)
    expect((await rowOf(who.id)).status).toBe('ended')
    await advance(70)
    expect(await paidInvoices(subscription)).toBe(2)

    await smtp().waitFor(who.email, `« ${after.title} » est annulée`)
    expect(mailsTo(who.email, `« ${before.title} » est annulée`)).toEqual([])
    const { rows } = await pool(await ready()).query<{ dinner_id: number; status: string }>(
      'SELECT dinner_id, status FROM bookings WHERE member_id = $1 ORDER BY dinner_id',
      [who.id],
    )
    expect(Object.fromEntries(rows.map((row) => [row.dinner_id, row.status]))).toEqual({ [before.id]: 'booked', [after.id]: 'cancelled' })
  })
})

describe('cancelling once the minimum is met', () => {
  it('ends at the end of the period paid (cancel_at_period_end), and can be undone until then', async () => {
    const who = await payingMember(suite)
    await advance(32)
    const { stripe_subscription_id: subscription } = await rowOf(who.id)
    const periodEnd = (await suite.billing.stripe.subscriptions.retrieve(subscription)).items.data[0].current_period_end * 1000

    const confirmed = await confirm(who)
    expect(confirmed.body).toMatchObject({ effectiveDate: new Date(periodEnd).toISOString() })
    expect(await suite.billing.stripe.subscriptions.retrieve(subscription)).toMatchObject({ cancel_at_period_end: true })
    expect((await preview(who)).body).toMatchObject({ cancelling: true, minimumApplies: false })

    expect((await undo(who)).status).toBe(200)
    expect(await rowOf(who.id)).toMatchObject({ status: 'active', cancel_at: null })
    expect(await suite.billing.stripe.subscriptions.retrieve(subscription)).toMatchObject({ cancel_at_period_end: false, cancel_at: null })
    await smtp().waitFor(who.email, 'adhésion continue')
    await suite.billing.standIn.admin.settled()
    expect((await rowOf(who.id)).status).toBe('active')

    // Undone, the membership renews as before.
    const paid = await paidInvoices(subscription)
    await advance(31)
    expect(await paidInvoices(subscription)).toBe(paid + 1)
    expect(await undo(who)).toMatchObject({ status: 409, body: { message: CANCELLATION_ERRORS.notCancelling } })
  })
})

describe('two tabs confirming at once', () => {
  it('make one cancellation and one mail', async () => {
    const who = await payingMember(suite)
    const answers = await Promise.all([confirm(who), confirm(who)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: CANCELLATION_ERRORS.alreadyCancelling })
    await smtp().waitFor(who.email, 'résiliation est confirmée')
    await suite.billing.standIn.admin.settled()
    expect(mailsTo(who.email, 'résiliation est confirmée')).toHaveLength(1)
    expect((await membershipEntries(who.id)).filter((entry) => entry.kind === 'membership.cancelled')).toHaveLength(1)
  })
})

describe('the routes refuse', () => {
  it('401 without a session, 403 to a non-member, 400 without the confirmation, 409 with nothing to cancel', async () => {
    for (const answer of [await preview({}), await confirm({}), await undo({})]) {
      expect(answer).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    }
    const applicant = await member({ status: 'pending' })
    for (const answer of [await preview(applicant), await confirm(applicant), await undo(applicant)]) {
      expect(answer).toMatchObject({ status: 403, body: { message: BILLING_ERRORS.notMember } })
    }
    const who = await payingMember(suite)
    expect(await confirm(who, {})).toMatchObject({ status: 400, body: { message: CANCELLATION_ERRORS.badConfirmation } })
    expect(await confirm(who, { confirm: 'oui' })).toMatchObject({ status: 400 })
    expect(await undo(who)).toMatchObject({ status: 409, body: { message: CANCELLATION_ERRORS.notCancelling } })

    const unpaid = await member()
    await pool(await ready()).query(
      `INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents) VALUES ($1, 'to_activate', 'premium', 'month', 'founder', 7900)`,
      [unpaid.id],
    )
    for (const answer of [await preview(unpaid), await confirm(unpaid)]) {
      expect(answer).toMatchObject({ status: 409, body: { message: CANCELLATION_ERRORS.nothingToCancel } })
    }
  })
})
