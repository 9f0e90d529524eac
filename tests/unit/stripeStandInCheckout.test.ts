import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeStandIn, type StripeStandIn } from '../../tooling/stripe'
import { GOOD_CARD, once, startWebhookSink, stripeFor, submit, type WebhookSink } from '../support/stripeStandIn'

let standIn: StripeStandIn
let stripe: Stripe
let app: WebhookSink
let monthly: Stripe.Price

beforeAll(async () => {
  standIn = await startStripeStandIn({ now: new Date('2026-03-10T09:00:00Z'), webhookRetryDelaysMs: [10, 20] })
  stripe = stripeFor(standIn)
  app = await startWebhookSink(standIn.webhookSecret)
  standIn.admin.addWebhookEndpoint(app.url)
  monthly = await stripe.prices.create(
    {
      product_data: { name: 'Adhésion mensuelle' },
      unit_amount: 1200,
      currency: 'eur',
      recurring: { interval: 'month' },
      lookup_key: 'checkout-monthly',
    },
    once(),
  )
})

afterAll(async () => {
  await standIn.stop()
  await app.stop()
})

async function subscriptionSession(email: string, metadata: Record<string, string> = {}): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer_email: email,
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: 'http://localhost:3000/adhesion/merci?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/adhesion',
      client_reference_id: 'member-7',
      subscription_data: { metadata },
    },
    once(),
  )
}

const received = (sessionOrSubscription: string) =>
  app.events.filter((event) => JSON.stringify(event.data.object).includes(sessionOrSubscription)).map((event) => event.type)

describe('the hosted checkout page', () => {
  it('shows the purchase in French, accessibly, with a card and a SEPA debit to choose from', async () => {
    const session = await subscriptionSession('page@example.com')
    const page = await fetch(session.url ?? '')
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Adhésion mensuelle')
    expect(html).toMatch(/12,00\s€ par mois/)
    expect(html).toContain('<label for="method-card">Carte</label>')
    expect(html).toContain('<label for="method-sepa_debit">Prélèvement SEPA</label>')
    expect(html).toContain('<label for="card-number">')
    expect(html).toContain("S'abonner")
    expect(html).not.toContain('<script')
  })

  it('completes a subscription with a good card, redirects to success_url, and tells the app through signed webhooks', async () => {
    const session = await subscriptionSession('carte@example.com', { member: '7' })
    const answer = await submit(session.url ?? '', { ...GOOD_CARD, email: 'carte@example.com' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`http://localhost:3000/adhesion/merci?session=${session.id}`)
    await standIn.admin.settled()
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'invoice'] })
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'member-7' })
    const subscription = done.subscription as Stripe.Subscription
    expect(subscription).toMatchObject({ status: 'active', metadata: { member: '7' }, customer: done.customer })
    expect(subscription.items.data[0]).toMatchObject({
      price: { id: monthly.id },
      current_period_start: Date.parse('2026-03-10T09:00:00Z') / 1000,
      current_period_end: Date.parse('2026-04-10T09:00:00Z') / 1000,
    })
    expect(done.invoice).toMatchObject({ status: 'paid', amount_paid: 1200, billing_reason: 'subscription_create' })
    const invoice = done.invoice as Stripe.Invoice
    expect((await fetch(invoice.hosted_invoice_url ?? '')).status).toBe(200)
    const pdf = Buffer.from(await (await fetch(invoice.invoice_pdf ?? '')).arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const types = app.events.filter((event) =>
      [
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
        'invoice.payment_succeeded',
        'payment_intent.succeeded',
      ].includes(event.type),
    )
    expect(types.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
        'invoice.payment_succeeded',
        'payment_intent.succeeded',
      ]),
    )
    const completed = app.events.find((event) => event.type === 'checkout.session.completed' && event.data.object.id === session.id)
    expect(completed?.data.object).toMatchObject({ payment_status: 'paid', subscription: subscription.id })
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: expect.any(String), request: { id: null } })
    expect(standIn.admin.charges(String(done.customer))).toEqual([
      expect.objectContaining({ amount: 1200, status: 'succeeded', invoice: invoice.id }),
    ])
  })

  it('signs with the endpoint’s secret: an app holding another secret refuses every delivery', async () => {
    const impostor = await startWebhookSink('whsec_not_the_right_one')
    standIn.admin.addWebhookEndpoint(impostor.url)
    await stripe.customers.create({ email: 'signature@example.com' }, once())
    await standIn.admin.settled()
    standIn.admin.removeWebhookEndpoint(impostor.url)
    await impostor.stop()
    expect(impostor.events).toHaveLength(0)
    expect(impostor.refused[0]).toMatch(/signature/i)
  })

  it('shows a declined card’s refusal on the page and completes nothing', async () => {
    const session = await subscriptionSession('refus@example.com')
    const before = standIn.admin.events().length
    const answer = await submit(session.url ?? '', { ...GOOD_CARD, 'card-number': '4000 0000 0000 9995', email: 'refus@example.com' })
    expect(answer.status).toBe(402)
    expect(await answer.text()).toContain('Votre carte ne dispose pas de fonds suffisants.')
    expect(standIn.admin.events().length).toBe(before)
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
  })

  it('completes a SEPA subscription unpaid, then activates it when the debit settles', async () => {
    const session = await subscriptionSession('sepa@example.com')
    const answer = await submit(session.url ?? '', {
      method: 'sepa_debit',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      'iban-name': 'Camille Martin',
      email: 'sepa@example.com',
    })
    expect(answer.status).toBe(303)
    const pending = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid', subscription: { status: 'incomplete' } })
    const { events } = standIn.admin.advance({ seconds: 300 })
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
        'checkout.session.async_payment_succeeded',
      ]),
    )
    const settled = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
    expect(settled).toMatchObject({
      payment_status: 'paid',
      subscription: { status: 'active', default_payment_method: expect.stringMatching(/^pm_/) },
    })
    await standIn.admin.settled()
    expect(received(session.id)).toEqual(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])
  })

  it('tells a failed SEPA debit: async_payment_failed, invoice.payment_failed, the subscription left incomplete', async () => {
    const session = await subscriptionSession('sepa.refus@example.com')
    await submit(session.url ?? '', {
      method: 'sepa_debit',
      iban: 'FR8420041010050500013M02607',
      'iban-name': 'Camille Martin',
      email: 'sepa.refus@example.com',
    })
    const { events } = standIn.admin.advance({ seconds: 300 })
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['payment_intent.payment_failed', 'invoice.payment_failed', 'checkout.session.async_payment_failed']),
    )
    expect(await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })).toMatchObject({
      payment_status: 'unpaid',
      subscription: { status: 'incomplete' },
    })
  })

  it('takes a one-off payment with its intent’s metadata, saving the card on a new customer for later', async () => {
    const dinner = await stripe.prices.create({ product_data: { name: 'Dîner du 12 avril' }, unit_amount: 4500, currency: 'eur' }, once())
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: 'once', name: 'Parrainage' }, once())
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: 'diner@example.com',
        line_items: [{ price: dinner.id, quantity: 2 }],
        discounts: [{ coupon: coupon.id }],
        payment_intent_data: { setup_future_usage: 'off_session', metadata: { dinner: '12-avril' } },
        success_url: 'http://localhost:3000/diners/merci',
      },
      once(),
    )
    expect(session).toMatchObject({ amount_subtotal: 9000, amount_total: 8100, total_details: { amount_discount: 900 } })
    expect(await (await fetch(session.url ?? '')).text()).toMatch(/Réduction : −9,00\s€/)
    expect((await submit(session.url ?? '', { ...GOOD_CARD, email: 'diner@example.com' })).status).toBe(303)
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] })
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer: expect.stringMatching(/^cus_/) })
    expect(paid.payment_intent).toMatchObject({
      status: 'succeeded',
      amount: 8100,
      amount_received: 8100,
      metadata: { dinner: '12-avril' },
      setup_future_usage: 'off_session',
      payment_method: { type: 'card', card: { last4: '4242', brand: 'visa' }, customer: paid.customer },
    })
  })

  it('puts a one-time price bought with a subscription on its first invoice only, and refuses mixed intervals', async () => {
    const welcome = await stripe.prices.create({ product_data: { name: 'Droit d’entrée' }, unit_amount: 3000, currency: 'eur' }, once())
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer_email: 'entree@example.com',
        line_items: [
          { price: monthly.id, quantity: 1 },
          { price: welcome.id, quantity: 1 },
        ],
        success_url: 'http://localhost:3000/merci',
      },
      once(),
    )
    expect(session.amount_total).toBe(4200)
    await submit(session.url ?? '', { ...GOOD_CARD, email: 'entree@example.com' })
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'invoice'] })
    expect((done.subscription as Stripe.Subscription).items.data.map((item) => item.price.id)).toEqual([monthly.id])
    expect(done.invoice).toMatchObject({ amount_paid: 4200, lines: { data: [{ amount: 1200 }, { amount: 3000 }] } })
    const yearly = await stripe.prices.create(
      { product_data: { name: 'Annuel' }, unit_amount: 10000, currency: 'eur', recurring: { interval: 'year' } },
      once(),
    )
    const mixed = stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [
          { price: monthly.id, quantity: 1 },
          { price: yearly.id, quantity: 1 },
        ],
        success_url: 'http://localhost:3000/merci',
      },
      once(),
    )
    await expect(mixed).rejects.toMatchObject({ statusCode: 400, param: 'line_items' })
  })

  it('retries a delivery the app refused, and can deliver held events in a chosen order or twice', async () => {
    let failures = 1
    const flaky = await startWebhookSink(standIn.webhookSecret, () => (failures-- > 0 ? 503 : 200))
    standIn.admin.addWebhookEndpoint(flaky.url)
    standIn.admin.hold()
    const customer = await stripe.customers.create({ email: 'ordre@example.com' }, once())
    await stripe.customers.update(customer.id, { name: 'Camille' }, once())
    const [created, updated] = standIn.admin.heldEvents()
    expect([created.type, updated.type]).toEqual(['customer.created', 'customer.updated'])
    await standIn.admin.release([updated.id, created.id])
    await standIn.admin.resend(updated.id, flaky.url)
    await standIn.admin.settled()
    standIn.admin.removeWebhookEndpoint(flaky.url)
    await flaky.stop()
    expect(flaky.events.map((event) => event.id)).toEqual([updated.id, created.id, updated.id])
    const attempts = standIn.admin.deliveries().filter((attempt) => attempt.url === flaky.url)
    expect(attempts.map((attempt) => attempt.status)).toEqual([503, 200, 200, 200])
  })
})
