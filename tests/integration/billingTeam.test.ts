import { DateTime } from 'luxon'
import { afterAll, describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as offer from '@/app/(frontend)/api/admin/memberships/[id]/offer/route'
import * as invite from '@/app/(frontend)/api/admin/memberships/invite/route'
import * as list from '@/app/(frontend)/api/admin/memberships/route'
import * as checkout from '@/app/(frontend)/api/me/membership/checkout/route'
import { BILLING_DEFAULTS, type BillingSettings } from '@/domain/billing/billingSettings'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { SITE_DEFAULTS } from '@/domain/brand'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { reconcileMemberships } from '@/server/billing/sync/reconciliation'
import { pool } from '@/server/db/pool'
import { membershipEndings } from '@/server/dinners/booking/membershipEnd'

import { GOOD_CARD, once, submit } from '../support/stripeStandIn'
import { call, completedApplicant, ready, smtp } from './support/api'
import { membershipEntries, membershipOf, billingSuite } from './support/billing'
import { book, dinner, member } from './support/dinners'

const suite = billingSuite()

/** The billing settings as the migration leaves them: SPEC §9's prices, nothing optional set. */
const AS_MIGRATED = { ...BILLING_DEFAULTS, essential: { ...BILLING_DEFAULTS.essential }, premium: { ...BILLING_DEFAULTS.premium } }

/** The billing settings changed by `values` (whole groups), the rest as migrated: the next file finds them as they were. */
const setBilling = async (values: Partial<BillingSettings>) =>
  (await ready()).updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { billing: { ...AS_MIGRATED, ...values } } })

afterAll(() => setBilling({}))

async function approved(birthDate?: string) {
  const applicant = await completedApplicant()
  expect(
    (await call(review.POST, { cookie: suite.admin, body: { action: 'approve', notes: '' }, params: { id: String(applicant.id) } })).status,
  ).toBe(200)
  if (birthDate) await (await ready()).update({ collection: 'users', id: applicant.id, overrideAccess: true, data: { birthDate } })
  return applicant
}

async function pay(url: string) {
  expect((await submit(url, { ...GOOD_CARD, email: 'payeur@example.com' })).status).toBe(303)
  await suite.billing.standIn.admin.settled()
}

/** A member approved before paid membership: their row as the migration makes it. */
async function approvedBefore() {
  const someone = await member({ plan: 'essential' })
  await pool(await ready()).query(
    `INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents, approved_before_billing)
     VALUES ($1, 'to_activate', 'essential', 'month', 'founder', 2300, true)`,
    [someone.id],
  )
  return someone
}

describe('the prices a member may choose', () => {
  it('refuses the under-27 rate on the 27th birthday, and gives it the day before', async () => {
    await setBilling({ essential: { ...BILLING_DEFAULTS.essential, under27Price: 15 } })
    const today = DateTime.now().setZone('Europe/Paris')
    const choice = { plan: 'essential', interval: 'month', rate: 'under27' }
    const turning27 = await approved(today.minus({ years: 27 }).toISODate() ?? '')
    expect(await call(checkout.POST, { cookie: turning27.cookie, body: choice })).toMatchObject({
      status: 403,
      body: { message: BILLING_ERRORS.under27Refused },
    })
    const still26 = await approved(today.minus({ years: 27 }).plus({ days: 1 }).toISODate() ?? '')
    expect((await call(checkout.POST, { cookie: still26.cookie, body: choice })).status).toBe(200)
  })

  it('sells the test ticket in payment mode at the settings’ price; the member may then book one dinner', async () => {
    await setBilling({ testPrice: 35 })
    const someone = await approved()
    const opened = await call(checkout.POST, { cookie: someone.cookie, body: { plan: 'test', interval: 'once', rate: 'list' } })
    expect(opened.status).toBe(200)
    const session = (await suite.billing.stripe.checkout.sessions.list({ limit: 100 })).data.find((known) => known.url === opened.body.url)
    expect(session).toMatchObject({ mode: 'payment', amount_total: 3500 })
    await pay(opened.body.url)
    expect(await membershipOf(someone.id)).toMatchObject({ status: 'active', plan: 'test', stripe_subscription_id: null })
    const [first, second] = [await dinner(), await dinner()]
    expect((await book(someone, first.id)).status).toBe(201)
    expect((await book(someone, second.id)).status).toBe(409)
  })
})

describe('members approved before paid membership', () => {
  it('keep booking while the grace has no end, not after it', async () => {
    const someone = await approvedBefore()
    const { id: dinnerId } = await dinner()
    expect((await book(someone, dinnerId)).status).toBe(201)
    await setBilling({ graceUntil: '2020-01-01T00:00:00.000Z' })
    const other = await approvedBefore()
    expect(await book(other, dinnerId)).toMatchObject({ status: 403, body: { message: BILLING_ERRORS.bookingNeedsMembership } })
  })

  it('are invited once each, by one mail, with the Journal entry', async () => {
    const someone = await approvedBefore()
    const first = await call(invite.POST, { cookie: suite.admin, body: {} })
    expect(first.status).toBe(200)
    expect(first.body.invited).toBeGreaterThanOrEqual(1)
    const mail = await smtp().waitFor(someone.email, 'activez votre adhésion')
    expect(mail.text).toContain('/activation?token=')
    expect(await call(invite.POST, { cookie: suite.admin, body: {} })).toMatchObject({ status: 200, body: { invited: 0 } })
    expect(smtp().received.filter((received) => received.to.includes(someone.email))).toHaveLength(1)
    expect((await membershipEntries(someone.id)).map((entry) => entry.kind)).toEqual(['membership.invited'])
  })
})

describe('the team', () => {
  it('offers a membership with a reason: the member books, the Journal keeps who and why', async () => {
    const someone = await approved()
    const { id: dinnerId } = await dinner()
    expect((await book(someone, dinnerId)).status).toBe(403)
    const path = `/api/admin/memberships/${someone.id}/offer`
    const offered = await call(offer.POST, {
      cookie: suite.admin,
      path,
      body: { reason: 'Bénévole du club' },
      params: { id: String(someone.id) },
    })
    expect(offered).toMatchObject({ status: 200, body: { status: 'offered', offeredReason: 'Bénévole du club' } })
    expect((await book(someone, dinnerId)).status).toBe(201)
    expect(await membershipEntries(someone.id)).toEqual([
      expect.objectContaining({ kind: 'membership.offered', actor_label: expect.stringContaining('admin@test.example') }),
    ])
  })

  it('sees the memberships of a status, the monthly revenue and the counts', async () => {
    const someone = await approved()
    const opened = await call(checkout.POST, { cookie: someone.cookie, body: { plan: 'premium', interval: 'month', rate: 'founder' } })
    await pay(opened.body.url)
    const answer = await call(list.GET, { cookie: suite.admin, path: '/api/admin/memberships?status=active' })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.every((row: { status: string }) => row.status === 'active')).toBe(true)
    expect(answer.body.docs).toContainEqual(expect.objectContaining({ memberId: someone.id, email: someone.email, amountCents: 7900 }))
    expect(answer.body.totals.mrrCents).toBeGreaterThanOrEqual(7900)
    expect(answer.body.totals.counts.active).toBeGreaterThanOrEqual(1)
    expect(answer.body.billing).toBe(true)
  })

  it('gets 400, 401, 403 and 404 as it should', async () => {
    const someone = await approved()
    const params = { id: String(someone.id) }
    expect(await call(list.GET, { path: '/api/admin/memberships' })).toMatchObject({
      status: 401,
      body: { message: API_ERRORS.unauthenticated },
    })
    expect(await call(list.GET, { cookie: someone.cookie, path: '/api/admin/memberships' })).toMatchObject({ status: 403 })
    expect(await call(list.GET, { cookie: suite.admin, path: '/api/admin/memberships?status=riche' })).toMatchObject({
      status: 400,
      body: { message: BILLING_ERRORS.badStatus },
    })
    expect(await call(offer.POST, { body: { reason: 'x' }, params })).toMatchObject({ status: 401 })
    expect(await call(offer.POST, { cookie: someone.cookie, body: { reason: 'x' }, params })).toMatchObject({ status: 403 })
    expect(await call(offer.POST, { cookie: suite.admin, body: { reason: '' }, params })).toMatchObject({
      status: 400,
      body: { message: BILLING_ERRORS.offerReason },
    })
    expect(await call(offer.POST, { cookie: suite.admin, body: { reason: 'x' }, params: { id: '999999' } })).toMatchObject({
      status: 404,
      body: { message: BILLING_ERRORS.noMembership },
    })
    expect(await call(invite.POST, { body: {} })).toMatchObject({ status: 401 })
    expect(await call(invite.POST, { cookie: someone.cookie, body: {} })).toMatchObject({ status: 403 })
  })
})

describe('the nightly reconciliation', () => {
  it('finds a subscription changed behind our back, follows Stripe and tells the team once', async () => {
    const someone = await approved()
    const opened = await call(checkout.POST, { cookie: someone.cookie, body: { plan: 'premium', interval: 'month', rate: 'founder' } })
    await pay(opened.body.url)
    const { stripe_subscription_id: subscription } = (await membershipOf(someone.id)) ?? {}
    // Changed in Stripe's dashboard while our endpoint missed it.
    suite.billing.standIn.admin.removeWebhookEndpoint(suite.billing.webhookUrl)
    await suite.billing.stripe.subscriptions.update(String(subscription), { cancel_at_period_end: true }, once())
    suite.billing.standIn.admin.addWebhookEndpoint(suite.billing.webhookUrl)
    expect(await membershipOf(someone.id)).toMatchObject({ status: 'active' })
    // A row naming a subscription Stripe does not know is left as it is; the others are still checked.
    const stray = await approvedBefore()
    await pool(await ready()).query(`UPDATE memberships SET stripe_subscription_id = 'sub_unknown' WHERE member_id = $1`, [stray.id])

    const drifts = await reconcileMemberships(await ready(), await membershipEndings(await ready()))
    expect(drifts).toContainEqual(expect.objectContaining({ email: someone.email, before: 'active', after: 'cancelling' }))
    expect(await membershipOf(someone.id)).toMatchObject({ status: 'cancelling' })
    expect((await membershipEntries(someone.id)).map((entry) => entry.kind)).toEqual(['membership.changed', 'membership.reconciled'])
    const report = await smtp().waitFor(SITE_DEFAULTS.contactEmail, 'rectifiée')
    expect(report.text).toContain(someone.email)
    expect(await reconcileMemberships(await ready(), await membershipEndings(await ready()))).toEqual([])
  })
})
