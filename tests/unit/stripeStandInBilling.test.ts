import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeStandIn, type StripeStandIn } from '../../tooling/stripe'
import { GOOD_CARD, once, stripeFor, submit } from '../support/stripeStandIn'

const START = new Date('2026-01-31T12:00:00Z')
const at = (iso: string) => Date.parse(iso) / 1000

let standIn: StripeStandIn
let stripe: Stripe
let monthly: Stripe.Price
let yearly: Stripe.Price
let configuration: Stripe.BillingPortal.Configuration

beforeAll(async () => {
  standIn = await startStripeStandIn({ now: START })
  stripe = stripeFor(standIn)
  const product = await stripe.products.create({ name: 'Adhésion' }, once())
  monthly = await stripe.prices.create(
    { product: product.id, unit_amount: 1200, currency: 'eur', recurring: { interval: 'month' }, lookup_key: 'billing-monthly' },
    once(),
  )
  yearly = await stripe.prices.create(
    { product: product.id, unit_amount: 12000, currency: 'eur', recurring: { interval: 'year' }, lookup_key: 'billing-yearly' },
    once(),
  )
  configuration = await stripe.billingPortal.configurations.create(
    {
      business_profile: { headline: 'Le Cercle' },
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: 'at_period_end' },
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          products: [{ product: product.id, prices: [monthly.id, yearly.id] }],
          proration_behavior: 'none',
        },
      },
    },
    once(),
  )
})

afterAll(() => standIn.stop())

/** A member subscribed through the hosted checkout page with `card` (the good test card by default). */
async function member(email: string, price = monthly, card: Record<string, string> = GOOD_CARD) {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer_email: email,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:3000/merci',
    },
    once(),
  )
  expect((await submit(session.url ?? '', { ...card, email })).status).toBe(303)
  const done = await stripe.checkout.sessions.retrieve(session.id)
  return { customer: String(done.customer), subscription: String(done.subscription) }
}

const portal = async (customer: string) =>
  (await stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:3000/compte' }, once())).url
const succeeded = (customer: string) => standIn.admin.charges(customer).filter((charge) => charge.status === 'succeeded')

describe('billing as time passes', () => {
  it('renews a monthly subscription at each period’s end, at the price it holds, from the anchor day', async () => {
    const { customer, subscription } = await member('renouvellement@example.com')
    const { events } = standIn.admin.advance({ days: 29 })
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['customer.subscription.updated', 'invoice.created', 'invoice.paid', 'invoice.payment_succeeded']),
    )
    // Anchored on 31 January: renewed on 28 February (the month's last day), then on 31 March.
    const renewed = await stripe.subscriptions.retrieve(subscription)
    expect(renewed.items.data[0]).toMatchObject({
      current_period_start: at('2026-02-28T12:00:00Z'),
      current_period_end: at('2026-03-31T12:00:00Z'),
    })
    const invoices = await stripe.invoices.list({ subscription })
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
      ['subscription_cycle', 'paid', 1200],
      ['subscription_create', 'paid', 1200],
    ])
    expect(succeeded(customer)).toHaveLength(2)
  })

  it('fails a renewal on a card that can no longer be charged: invoice.payment_failed, past_due, retries, then canceled', async () => {
    const { customer, subscription } = await member('echec@example.com')
    const page = await portal(customer)
    const changed = await submit(`${page}/payment-method`, { ...GOOD_CARD, 'card-number': '4000000000000341' })
    expect(changed.status).toBe(303)
    const told = standIn.admin.events().filter((event) => event.type === 'payment_method.attached' || event.data.object.id === customer)
    expect(told.at(-2)).toMatchObject({ type: 'payment_method.attached', data: { object: { card: { last4: '0341' } } } })
    expect(told.at(-1)).toMatchObject({
      type: 'customer.updated',
      data: { previous_attributes: { invoice_settings: { default_payment_method: null } } },
    })
    const period = (await stripe.subscriptions.retrieve(subscription)).items.data[0]
    const first = standIn.admin.advance({ to: period.current_period_end + 60 })
    expect(first.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']),
    )
    const pastDue = await stripe.subscriptions.retrieve(subscription, { expand: ['latest_invoice'] })
    expect(pastDue).toMatchObject({
      status: 'past_due',
      latest_invoice: { status: 'open', attempt_count: 1, next_payment_attempt: period.current_period_end + 3 * 86_400 },
    })
    standIn.admin.advance({ days: 7 })
    const ended = await stripe.subscriptions.retrieve(subscription, { expand: ['latest_invoice'] })
    expect(ended).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
      latest_invoice: { attempt_count: 3, next_payment_attempt: null },
    })
    expect(standIn.admin.charges(customer).map((charge) => charge.status)).toEqual(['succeeded', 'failed', 'failed', 'failed'])
  })

  it('refuses an off-session charge of the failing card with a 402 card_error carrying the failed payment intent', async () => {
    const { customer } = await member('hors.session@example.com')
    await submit(`${await portal(customer)}/payment-method`, { ...GOOD_CARD, 'card-number': '4000000000000341' })
    const saved = (await stripe.customers.listPaymentMethods(customer)).data.find((candidate) => candidate.card?.last4 === '0341')
    expect(saved?.id).toMatch(/^pm_/)
    const charge = stripe.paymentIntents.create(
      { amount: 4500, currency: 'eur', customer, payment_method: saved?.id, off_session: true, confirm: true },
      once(),
    )
    await expect(charge).rejects.toBeInstanceOf(Stripe.errors.StripeCardError)
    await expect(charge).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment_intent: { status: 'requires_payment_method' },
    })
  })

  it('ends a subscription set to cancel at its period’s end, and never charges it again', async () => {
    const { customer, subscription } = await member('fin@example.com')
    const updated = await stripe.subscriptions.update(subscription, { cancel_at_period_end: true }, once())
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: updated.items.data[0].current_period_end })
    const { events } = standIn.admin.advance({ days: 70 })
    expect(events.filter((event) => event.data.object.id === subscription).map((event) => event.type)).toEqual([
      'customer.subscription.deleted',
    ])
    expect(await stripe.subscriptions.retrieve(subscription)).toMatchObject({
      status: 'canceled',
      ended_at: updated.items.data[0].current_period_end,
    })
    expect(succeeded(customer)).toHaveLength(1)
  })

  it('charges nothing while collection is paused (void), and renews a yearly price after a year', async () => {
    const paused = await member('pause@example.com')
    await stripe.subscriptions.update(paused.subscription, { pause_collection: { behavior: 'void' } }, once())
    const annual = await member('annuel@example.com', yearly)
    standIn.admin.advance({ days: 40 })
    expect(succeeded(paused.customer)).toHaveLength(1)
    expect((await stripe.invoices.list({ subscription: paused.subscription })).data[0]).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'void',
    })
    await stripe.subscriptions.update(paused.subscription, { pause_collection: '' }, once())
    expect(succeeded(annual.customer)).toHaveLength(1)
    standIn.admin.advance({ days: 330 })
    expect(succeeded(annual.customer).map((charge) => charge.amount)).toEqual([12000, 12000])
  })

  it('invoices an upgrade’s proration at once when asked, and refunds a charge', async () => {
    const { customer, subscription } = await member('proration@example.com')
    const current = await stripe.subscriptions.retrieve(subscription)
    const dearer = await stripe.prices.create(
      { product_data: { name: 'Adhésion bienfaiteur' }, unit_amount: 3600, currency: 'eur', recurring: { interval: 'month' } },
      once(),
    )
    standIn.admin.advance({ days: 10 })
    const upgraded = await stripe.subscriptions.update(
      subscription,
      { items: [{ id: current.items.data[0].id, price: dearer.id }], proration_behavior: 'always_invoice', expand: ['latest_invoice'] },
      once(),
    )
    const invoice = upgraded.latest_invoice as Stripe.Invoice
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' })
    expect(invoice.lines.data.map((line) => Math.sign(line.amount))).toEqual([-1, 1])
    expect(invoice.total).toBeGreaterThan(0)
    expect(invoice.total).toBeLessThan(2400)
    const charges = succeeded(customer)
    expect(charges.map((charge) => charge.amount)).toEqual([1200, invoice.total])
    const refund = await stripe.refunds.create(
      { payment_intent: charges[0].paymentIntent ?? '', amount: 500, metadata: { reason: 'geste' } },
      once(),
    )
    expect(refund).toMatchObject({ object: 'refund', amount: 500, status: 'succeeded' })
    expect(standIn.admin.events('charge.refunded').at(-1)?.data.object).toMatchObject({ amount_refunded: 500, refunded: false })
    expect(standIn.admin.events('refund.created').at(-1)?.data.object).toMatchObject({ id: refund.id })
    await expect(stripe.refunds.create({ payment_intent: charges[0].paymentIntent ?? '', amount: 5000 }, once())).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    })
  })

  it('keeps a balance transaction per payment and refund: Stripe’s EU card fee kept, none returned on a refund', async () => {
    const { customer } = await member('solde@example.com')
    const [charge] = (await stripe.charges.list({ customer })).data
    expect(charge).toMatchObject({ status: 'succeeded', amount: 1200 })
    const refund = await stripe.refunds.create({ charge: charge.id, amount: 200 }, once())
    const moved = await stripe.balanceTransactions.list({ created: { gte: charge.created }, expand: ['data.source'] })
    const mine = moved.data.filter((transaction) => [charge.id, refund.id].includes((transaction.source as { id: string }).id))
    // 1.5 % of 12 € is 0.18 €, plus 0.25 €.
    expect(mine.map((transaction) => [transaction.type, transaction.amount, transaction.fee, transaction.net])).toEqual([
      ['refund', -200, 0, -200],
      ['charge', 1200, 43, 1157],
    ])
    expect(await stripe.balanceTransactions.retrieve(String(charge.balance_transaction))).toMatchObject({ source: charge.id })
    expect((await stripe.balanceTransactions.list({ created: { lt: charge.created } })).data.map((t) => t.source)).not.toContain(charge.id)
  })

  it('lets a member switch plan and cancel in the portal, each with Stripe’s events', async () => {
    const { customer, subscription } = await member('portail@example.com')
    const url = await portal(customer)
    const html = await (await fetch(url)).text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Changer de formule')
    expect(html).toContain('Historique des factures')
    const switched = await submit(`${url}/plan`, { subscription, price: yearly.id })
    expect(switched.headers.get('location')).toBe(`${url}?done=plan`)
    expect(await (await fetch(switched.headers.get('location') ?? '')).text()).toContain('Votre formule a été changée.')
    const yearlyNow = await stripe.subscriptions.retrieve(subscription)
    expect(yearlyNow.items.data[0].price.id).toBe(yearly.id)
    const canceled = await submit(`${url}/cancel`, { subscription })
    expect(canceled.status).toBe(303)
    expect(await stripe.subscriptions.retrieve(subscription)).toMatchObject({ status: 'active', cancel_at_period_end: true })
    const updates = standIn.admin.events('customer.subscription.updated').filter((event) => event.data.object.id === subscription)
    expect(updates.at(-1)?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false })
    expect(updates.some((event) => JSON.stringify(event.data.previous_attributes).includes(monthly.id))).toBe(true)
    expect(configuration.is_default).toBe(true)
  })

  it('runs a customer on a Stripe test clock apart from the stand-in’s clock', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: at('2026-06-01T00:00:00Z') }, once())
    const customer = await stripe.customers.create({ email: 'horloge@example.com', test_clock: clock.id }, once())
    expect(customer.created).toBe(at('2026-06-01T00:00:00Z'))
    const advanced = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at('2026-06-02T00:00:00Z') }, once())
    expect(advanced.status).toBe('advancing')
    expect(await stripe.testHelpers.testClocks.retrieve(clock.id)).toMatchObject({
      status: 'ready',
      frozen_time: at('2026-06-02T00:00:00Z'),
    })
  })
})
