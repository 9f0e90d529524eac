import { describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as webhook from '@/app/(frontend)/api/billing/stripe/route'
import * as checkout from '@/app/(frontend)/api/me/membership/checkout/route'
import * as payments from '@/app/(frontend)/api/me/membership/payments/route'
import * as portal from '@/app/(frontend)/api/me/membership/portal/route'
import * as mine from '@/app/(frontend)/api/me/membership/route'
import * as activation from '@/app/(frontend)/api/membership/activation/route'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'

import { GOOD_CARD, submit } from '../support/stripeStandIn'
import { call, completedApplicant, mailedToken, smtp } from './support/api'
import { membershipEntries, membershipOf, billingSuite } from './support/billing'
import { book, dinner } from './support/dinners'

const suite = billingSuite()

const PREMIUM = { plan: 'premium', interval: 'month', rate: 'founder' } as const
const approve = (id: number) =>
  call(review.POST, { cookie: suite.admin, body: { action: 'approve', notes: '' }, params: { id: String(id) } })

/** An applicant approved by the team, with the token of their mailed « Activer mon adhésion ». */
async function approvedMember(applicant?: Awaited<ReturnType<typeof completedApplicant>>) {
  const done = applicant ?? (await completedApplicant())
  const approval = await approve(done.id)
  expect(approval.status).toBe(200)
  const token = await mailedToken(done.email, 'acceptée', '/activation')
  return { ...done, token }
}

/** The payer fills Stripe's hosted page (the stand-in's) and submits it; the webhooks are then delivered. */
async function pay(url: string, fields: Record<string, string> = GOOD_CARD) {
  const answer = await submit(url, { ...fields, email: 'payeur@example.com' })
  expect(answer.status).toBe(303)
  await suite.billing.standIn.admin.settled()
}

describe('from approval to the first dinner', () => {
  it('approval → mailed link → activation → Checkout → webhook → active → booking allowed, refused before paying', async () => {
    const applicant = await completedApplicant()
    // Timed from the team's approval to the membership active: mail, link, Checkout, payment, webhooks.
    const started = performance.now()
    const member = await approvedMember(applicant)
    const mail = await smtp().waitFor(member.email, 'acceptée')
    expect(mail.text).toContain('Activer mon adhésion')
    expect(await membershipOf(member.id)).toMatchObject({ status: 'to_activate', plan: 'test' })

    const { id: dinnerId } = await dinner()
    const refused = await book(member, dinnerId)
    expect(refused).toMatchObject({ status: 403, body: { message: BILLING_ERRORS.bookingNeedsMembership } })

    const opened = await call(activation.POST, { body: { token: member.token, ...PREMIUM } })
    expect(opened.status).toBe(200)
    expect(opened.body.url).toContain(suite.billing.standIn.url)
    await pay(opened.body.url)
    const elapsed = performance.now() - started
    console.info(`billing: approval → active on the stand-in in ${Math.round(elapsed)} ms`)

    const view = await call(mine.GET, { cookie: member.cookie })
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({
      billing: true,
      membership: { status: 'active', plan: 'premium', amountCents: 7900, rate: 'founder' },
    })
    expect(view.body.membership.nextChargeAt).toEqual(expect.any(String))
    expect((await call(payments.GET, { cookie: member.cookie })).body.payments).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: 7900, label: 'Première cotisation', pdfUrl: expect.any(String) }),
    ])
    expect((await book(member, dinnerId)).status).toBe(201)
    expect(await membershipEntries(member.id)).toEqual([
      expect.objectContaining({
        kind: 'membership.changed',
        actor_label: 'Stripe',
        changes: expect.objectContaining({ membershipStatus: ['to_activate', 'active'] }),
      }),
    ])

    const again = await call(checkout.POST, { cookie: member.cookie, body: PREMIUM })
    expect(again).toMatchObject({ status: 409, body: { message: BILLING_ERRORS.alreadyActive } })
    const portalOpened = await call(portal.POST, { cookie: member.cookie, body: {} })
    expect(portalOpened.status).toBe(200)
    expect(portalOpened.body.url).toContain(suite.billing.standIn.url)
  })
})

describe('each Stripe event applied once', () => {
  it('a replayed webhook changes nothing; a bad or missing signature gets 400 in French and changes nothing', async () => {
    const member = await approvedMember()
    const opened = await call(activation.POST, { body: { token: member.token, ...PREMIUM } })
    await pay(opened.body.url)
    const entries = await membershipEntries(member.id)
    const [completed] = suite.billing.standIn.admin
      .events('checkout.session.completed')
      .filter(
        (event) => (event.data.object as { url?: string; id: string }).id && JSON.stringify(event).includes(`"memberId":"${member.id}"`),
      )
    await suite.billing.standIn.admin.resend(completed.id)
    await suite.billing.standIn.admin.settled()
    expect(await membershipEntries(member.id)).toEqual(entries)

    const body = JSON.stringify(completed)
    const unsigned = await call(webhook.POST, { body })
    expect(unsigned).toMatchObject({ status: 400, body: { message: BILLING_ERRORS.badSignature } })
    const forged = await fetch(suite.billing.webhookUrl, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=abc' }, body })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toEqual({ message: BILLING_ERRORS.badSignature })
    expect(await membershipEntries(member.id)).toEqual(entries)
  })
})

describe('events out of order', () => {
  it('customer.subscription.updated before checkout.session.completed ends active', async () => {
    const member = await approvedMember()
    const opened = await call(activation.POST, { body: { token: member.token, ...PREMIUM } })
    suite.billing.standIn.admin.hold()
    await submit(opened.body.url, { ...GOOD_CARD, email: 'ordre@example.com' })
    const held = suite.billing.standIn.admin.heldEvents().map((event) => event.id)
    await suite.billing.standIn.admin.release([...held].reverse())
    await suite.billing.standIn.admin.settled()
    expect(await membershipOf(member.id)).toMatchObject({ status: 'active' })
  })
})

describe('a SEPA debit', () => {
  it('waits while processing (still to activate, booking refused), then stays to activate when it fails', async () => {
    const member = await approvedMember()
    const opened = await call(activation.POST, { body: { token: member.token, ...PREMIUM } })
    await pay(opened.body.url, { method: 'sepa_debit', iban: 'FR84 2004 1010 0505 0001 3M02 607', 'iban-name': 'Camille Martin' })
    expect(await membershipOf(member.id)).toMatchObject({ status: 'to_activate' })
    const { id: dinnerId } = await dinner()
    expect((await book(member, dinnerId)).status).toBe(403)
    suite.billing.standIn.admin.advance({ seconds: 200 })
    await suite.billing.standIn.admin.settled()
    expect(await membershipOf(member.id)).toMatchObject({ status: 'to_activate' })
    expect((await book(member, dinnerId)).status).toBe(403)
  })
})

describe('two admins approving at once', () => {
  it('make one membership; two checkouts at once make one customer and one open session', async () => {
    const applicant = await completedApplicant()
    const answers = await Promise.all([approve(applicant.id), approve(applicant.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const [a, b] = await Promise.all([
      call(checkout.POST, { cookie: applicant.cookie, body: PREMIUM }),
      call(checkout.POST, { cookie: applicant.cookie, body: PREMIUM }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.url).toBe(b.body.url)
    const customers = await suite.billing.stripe.customers.list({ email: applicant.email })
    expect(customers.data).toHaveLength(1)
    await pay(a.body.url)
    const subscriptions = await suite.billing.stripe.subscriptions.list({ customer: customers.data[0].id })
    expect(subscriptions.data).toHaveLength(1)
    expect(await membershipOf(applicant.id)).toMatchObject({ status: 'active', stripe_customer_id: customers.data[0].id })
  })
})

describe('the routes refuse', () => {
  it('401 without a session, 400 for a bad choice, 403 for a forged link or a non-member', async () => {
    const member = await approvedMember()
    expect(await call(mine.GET)).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
    expect(await call(checkout.POST, { body: PREMIUM })).toMatchObject({ status: 401 })
    expect(await call(portal.POST, { body: {} })).toMatchObject({ status: 401 })
    expect(await call(checkout.POST, { cookie: member.cookie, body: { plan: 'gold' } })).toMatchObject({
      status: 400,
      body: { message: BILLING_ERRORS.badChoice },
    })
    expect(await call(activation.POST, { body: { ...PREMIUM } })).toMatchObject({
      status: 400,
      body: { message: BILLING_ERRORS.tokenInvalid },
    })
    expect(await call(activation.POST, { body: { token: `${member.token.slice(0, -2)}xx`, ...PREMIUM } })).toMatchObject({
      status: 403,
      body: { message: BILLING_ERRORS.tokenInvalid },
    })
    const pending = await completedApplicant()
    expect(await call(checkout.POST, { cookie: pending.cookie, body: PREMIUM })).toMatchObject({
      status: 403,
      body: { message: BILLING_ERRORS.notMember },
    })
    expect(await call(portal.POST, { cookie: member.cookie, body: {} })).toMatchObject({
      status: 409,
      body: { message: BILLING_ERRORS.noCustomer },
    })
    expect(await call(checkout.POST, { cookie: member.cookie, body: { plan: 'premium', interval: 'year', rate: 'list' } })).toMatchObject({
      status: 400,
      body: { message: BILLING_ERRORS.offerUnavailable },
    })
  })
})
