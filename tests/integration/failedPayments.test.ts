import { afterEach, describe, expect, it, vi } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as teamMemberships from '@/app/(frontend)/api/admin/memberships/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as cancellation from '@/app/(frontend)/api/me/membership/cancellation/route'
import * as portal from '@/app/(frontend)/api/me/membership/portal/route'
import * as mine from '@/app/(frontend)/api/me/membership/route'
import * as paymentMethod from '@/app/(frontend)/api/membership/payment-method/route'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { PAYMENT_ERRORS } from '@/domain/billing/paymentTexts'
import { DAY_MS } from '@/domain/time'
import {
  paymentFailureJob,
  paymentSuspensionJob,
  sendPaymentFailureMail,
  suspendAfterGrace,
} from '@/server/billing/payments/failedPayments'
import { pool } from '@/server/db/pool'
import { TASKS } from '@/server/queue/enqueue'

import { GOOD_CARD, submit } from '../support/stripeStandIn'
import { call, completedApplicant, ensureTeamMember, mailedToken, ready, smtp, STEP1 } from './support/api'
import { billingSuite, membershipEntries, membershipOf, payingMember } from './support/billing'
import { book, dinner } from './support/dinners'

const suite = billingSuite()
const PREMIUM = { plan: 'premium', interval: 'month', rate: 'founder' } as const
const FAILING_CARD = { ...GOOD_CARD, 'card-number': '4000000000000341' }
const LATER_ADMIN = { email: 'admin.paiements@test.example', password: 'admin-paiements-1' }

afterEach(() => {
  vi.useRealTimers()
  suite.billing.standIn.admin.settings({ retryDays: [3, 7] })
})

/** Both clocks to `seconds` (Stripe's), then the webhooks delivered. */
async function clocksTo(seconds: number) {
  vi.setSystemTime(seconds * 1000)
  suite.billing.standIn.admin.advance({ to: seconds })
  await suite.billing.standIn.admin.settled()
}

const signIn = async (email: string) => (await call(login.POST, { body: { email, password: STEP1.password } })).cookie as string

type Planned = { key: string; task: string; payload: unknown; run_at: Date }

/** The failure's jobs on the queue for a member, by key. */
async function plannedSteps(memberId: number): Promise<Planned[]> {
  const { rows } = await pool(await ready()).query<Planned>(
    `SELECT j.key, t.identifier AS task, j.payload, j.run_at
       FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE j.key LIKE 'payment-%:' || $1 || ':%' ORDER BY j.run_at, j.key`,
    [memberId],
  )
  return rows
}

/** Runs the member's failure jobs now due, as the queue would (each job twice, as two instances racing). */
async function runDueSteps(memberId: number): Promise<void> {
  const payload = await ready()
  for (const job of await plannedSteps(memberId)) {
    if (new Date(job.run_at).getTime() > Date.now()) continue
    await pool(payload).query('SELECT graphile_worker.remove_job($1)', [job.key])
    if (job.task === TASKS.paymentFailureMail) {
      const parsed = paymentFailureJob.parse(job.payload)
      await Promise.all([sendPaymentFailureMail(payload, parsed), sendPaymentFailureMail(payload, parsed)])
    } else {
      const parsed = paymentSuspensionJob.parse(job.payload)
      await Promise.all([suspendAfterGrace(payload, parsed), suspendAfterGrace(payload, parsed)])
    }
  }
}

const mailsTo = (email: string) => smtp().received.filter((mail) => mail.to.includes(email) && /paiement|renouvellement/.test(mail.subject))

describe('a failed renewal', () => {
  it('mails at once, on day 3 and day 7, keeps booking in the grace, suspends after it, and a paid retry restores all', async () => {
    const { standIn } = suite.billing
    standIn.admin.settings({ retryDays: [3, 7, 10] })
    vi.useFakeTimers({ now: standIn.admin.now() * 1000, toFake: ['Date'] })
    await ensureTeamMember('admin', LATER_ADMIN.email, LATER_ADMIN.password)
    const member = await payingMember(suite, PREMIUM)
    const held = await dinner({ days: 20 })
    expect((await book(member, held.id)).status).toBe(201)

    // The member swaps to a card that fails off-session, from the portal our space opens.
    const opened = await call(portal.POST, { cookie: member.cookie, body: {} })
    expect((await submit(`${opened.body.url}/payment-method`, FAILING_CARD)).status).toBe(303)
    const subscription = (await membershipOf(member.id))?.stripe_subscription_id as string
    const periodEnd = (await suite.billing.stripe.subscriptions.retrieve(subscription)).items.data[0].current_period_end
    await clocksTo(periodEnd + 60)
    expect(await membershipOf(member.id)).toMatchObject({ status: 'past_due' })

    // Day 0: the mail at once (its job due now), the day-3 and day-7 ones planned from the failure.
    const planned = await plannedSteps(member.id)
    expect(planned.map((job) => job.key.split(':').at(-1))).toEqual(['0', '3', '7'])
    const failedAt = new Date(planned[1].run_at).getTime() - 3 * DAY_MS
    expect(new Date(planned[2].run_at).getTime()).toBe(failedAt + 7 * DAY_MS)
    await runDueSteps(member.id)
    const first = await smtp().waitFor(member.email, 'a échoué')
    expect(first.text).toContain('Mettre à jour mon moyen de paiement')
    expect(mailsTo(member.email)).toHaveLength(1)

    // The mailed link: signed, it opens Stripe's portal on the payment method; altered, 403.
    const token = await mailedToken(member.email, 'a échoué', '/moyen-de-paiement')
    const updated = await call(paymentMethod.POST, { body: { token } })
    expect(updated.status).toBe(200)
    expect(updated.body.url).toContain(standIn.url)
    expect(await call(paymentMethod.POST, { body: { token: `${token.slice(0, -2)}xx` } })).toMatchObject({
      status: 403,
      body: { message: PAYMENT_ERRORS.linkInvalid },
    })
    expect(await call(paymentMethod.POST, { body: {} })).toMatchObject({ status: 400, body: { message: PAYMENT_ERRORS.linkInvalid } })

    // Day 3: the retry fails, the second mail; the member still books within the grace.
    await clocksTo(Math.floor(failedAt / 1000) + 3 * 86_400 + 60)
    await runDueSteps(member.id)
    await smtp().waitFor(member.email, 'toujours en échec')
    expect(mailsTo(member.email)).toHaveLength(2)
    let cookie = await signIn(member.email)
    const other = await dinner({ days: 25 })
    expect((await book({ cookie }, other.id)).status).toBe(201)

    // Day 7: the last mail, then the grace is over: suspended, no new booking, seats held kept.
    await clocksTo(Math.floor(failedAt / 1000) + 7 * 86_400 + 60)
    expect(await membershipOf(member.id)).toMatchObject({ status: 'past_due' })
    await runDueSteps(member.id)
    await smtp().waitFor(member.email, 'dernier rappel')
    expect(mailsTo(member.email)).toHaveLength(3)
    const third = await dinner({ days: 30 })
    expect(await book({ cookie }, third.id)).toMatchObject({ status: 403, body: { message: PAYMENT_ERRORS.bookingSuspended } })
    const mineNow = await call(mine.GET, { cookie })
    expect(mineNow.body.membership).toMatchObject({ status: 'past_due', paymentFailedAt: new Date(failedAt).toISOString() })
    // Sessions from before the clock moved have expired: an admin of this test's own signs in (signing
    // in prunes the account's expired sessions, and the shared admin's serves the other files).
    const admin = (await call(login.POST, { body: LATER_ADMIN })).cookie as string
    const team = await call(teamMemberships.GET, { cookie: admin, path: '/api/admin/memberships?status=past_due' })
    expect(team.body.totals.suspended).toBeGreaterThanOrEqual(1)
    expect(team.body.docs.find((row: { memberId: number }) => row.memberId === member.id)).toMatchObject({ status: 'past_due' })

    // Day 10: the retry succeeds: active again, booking allowed, no mail more, nothing left planned.
    standIn.admin.setNextChargeOutcome((await membershipOf(member.id))?.stripe_customer_id as string, 'succeeded')
    await clocksTo(Math.floor(failedAt / 1000) + 10 * 86_400 + 60)
    cookie = await signIn(member.email)
    expect(await membershipOf(member.id)).toMatchObject({ status: 'active' })
    expect(await plannedSteps(member.id)).toEqual([])
    expect((await book({ cookie }, third.id)).status).toBe(201)
    expect(mailsTo(member.email)).toHaveLength(3)

    const kinds = (await membershipEntries(member.id)).map((entry) => entry.kind)
    expect(kinds).toEqual([
      'membership.changed',
      'membership.changed',
      'membership.paymentReminder',
      'membership.paymentReminder',
      'membership.paymentReminder',
      'membership.suspended',
      'membership.paymentRecovered',
    ])
  })

  it('refuses the payment-method link without a token (400), forged (403), or for a member without a customer (409)', async () => {
    expect(await call(paymentMethod.POST, { body: { token: 12 } })).toMatchObject({
      status: 400,
      body: { message: PAYMENT_ERRORS.linkInvalid },
    })
    expect(await call(paymentMethod.POST, { body: { token: `1-9999999999-${'z'.repeat(43)}` } })).toMatchObject({ status: 403 })
    const applicant = await completedApplicant()
    const approval = await call(review.POST, {
      cookie: suite.admin,
      body: { action: 'approve', notes: '' },
      params: { id: String(applicant.id) },
    })
    expect(approval).toMatchObject({ status: 200 })
    const activationToken = await mailedToken(applicant.email, 'acceptée', '/activation')
    // An activation link's token never opens the payment-method flow.
    expect(await call(paymentMethod.POST, { body: { token: activationToken } })).toMatchObject({ status: 403 })
    expect(BILLING_ERRORS.noCustomer).toEqual(expect.any(String))
  })
})

describe('a member whose renewal failed', () => {
  it('may still cancel: the end is set, the renewal stays owed, and it can be undone', async () => {
    const { standIn } = suite.billing
    vi.useFakeTimers({ now: standIn.admin.now() * 1000, toFake: ['Date'] })
    // An admin signed in on the moved clock (the suite's session dates from the real one).
    await ensureTeamMember('admin', LATER_ADMIN.email, LATER_ADMIN.password)
    const admin = (await call(login.POST, { body: LATER_ADMIN })).cookie as string
    const member = await payingMember({ ...suite, admin }, PREMIUM)
    const opened = await call(portal.POST, { cookie: member.cookie, body: {} })
    expect((await submit(`${opened.body.url}/payment-method`, FAILING_CARD)).status).toBe(303)
    const subscription = (await membershipOf(member.id))?.stripe_subscription_id as string
    await clocksTo((await suite.billing.stripe.subscriptions.retrieve(subscription)).items.data[0].current_period_end + 60)
    expect(await membershipOf(member.id)).toMatchObject({ status: 'past_due' })

    // A month later on the moved clock: a new session.
    const cookie = await signIn(member.email)
    const confirmed = await call(cancellation.POST, { cookie, body: { confirm: true } })
    expect(confirmed.status).toBe(200)
    await standIn.admin.settled()
    expect((await call(mine.GET, { cookie })).body.membership).toMatchObject({ status: 'past_due', cancelAt: confirmed.body.effectiveDate })
    expect((await call(cancellation.DELETE, { method: 'DELETE', cookie })).status).toBe(200)
    await standIn.admin.settled()
    expect((await call(mine.GET, { cookie })).body.membership).toMatchObject({ status: 'past_due', cancelAt: null })

    // Cancelled again the same day: a new change at Stripe, not the first one's replay.
    expect((await call(cancellation.POST, { cookie, body: { confirm: true } })).status).toBe(200)
    await standIn.admin.settled()
    const again = await suite.billing.stripe.subscriptions.retrieve(subscription)
    expect(Boolean(again.cancel_at || again.cancel_at_period_end)).toBe(true)
    expect((await call(mine.GET, { cookie })).body.membership).toMatchObject({ status: 'past_due', cancelAt: expect.any(String) })
  })
})
