import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeStandIn, type StripeStandIn } from '../../tooling/stripe'
import { once, stripeFor } from '../support/stripeStandIn'

let standIn: StripeStandIn
let stripe: Stripe

beforeAll(async () => {
  standIn = await startStripeStandIn({ now: new Date('2026-01-15T10:00:00Z') })
  stripe = stripeFor(standIn)
})

afterAll(() => standIn.stop())

describe('the Stripe stand-in, through the official SDK', () => {
  it('keeps products and prices, found by their lookup keys, with Stripe’s shapes and ids', async () => {
    const product = await stripe.products.create({ name: 'Adhésion', metadata: { kind: 'membership' } }, once())
    const monthly = await stripe.prices.create(
      {
        product: product.id,
        unit_amount: 1500,
        currency: 'eur',
        recurring: { interval: 'month' },
        lookup_key: 'api-monthly',
        tax_behavior: 'inclusive',
      },
      once(),
    )
    const yearly = await stripe.prices.create(
      {
        product_data: { name: 'Adhésion annuelle' },
        unit_amount: 15000,
        currency: 'eur',
        recurring: { interval: 'year' },
        lookup_key: 'api-yearly',
      },
      once(),
    )
    expect(product).toMatchObject({ object: 'product', livemode: false, name: 'Adhésion', metadata: { kind: 'membership' } })
    expect(product.id).toMatch(/^prod_/)
    expect(monthly).toMatchObject({
      object: 'price',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      lookup_key: 'api-monthly',
      active: true,
    })
    expect(monthly.created).toBe(Date.parse('2026-01-15T10:00:00Z') / 1000)
    const found = await stripe.prices.list({ lookup_keys: ['api-monthly', 'api-yearly'], expand: ['data.product'] })
    expect(found).toMatchObject({ object: 'list', has_more: false, url: '/v1/prices' })
    expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort())
    expect(found.data.find((price) => price.id === yearly.id)?.product).toMatchObject({ object: 'product', name: 'Adhésion annuelle' })
    await expect(
      stripe.prices.create({ product: product.id, unit_amount: 1, currency: 'eur', lookup_key: 'api-monthly' }, once()),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'lookup_key',
    })
    const moved = await stripe.prices.create(
      {
        product: product.id,
        unit_amount: 1800,
        currency: 'eur',
        recurring: { interval: 'month' },
        lookup_key: 'api-monthly',
        transfer_lookup_key: true,
      },
      once(),
    )
    expect((await stripe.prices.retrieve(monthly.id)).lookup_key).toBeNull()
    expect((await stripe.prices.list({ lookup_keys: ['api-monthly'] })).data.map((price) => price.id)).toEqual([moved.id])
  })

  it('replays a request sent twice with the same idempotency key: one customer, the same answer, marked replayed', async () => {
    const before = (await stripe.customers.list({ email: 'deux.fois@example.com' })).data.length
    const first = await stripe.customers.create({ email: 'deux.fois@example.com', name: 'Camille' }, once('customer-twice'))
    const second = await stripe.customers.create({ email: 'deux.fois@example.com', name: 'Camille' }, once('customer-twice'))
    expect(second.id).toBe(first.id)
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect((await stripe.customers.list({ email: 'deux.fois@example.com' })).data).toHaveLength(before + 1)
    expect(standIn.admin.events('customer.created').filter((event) => event.data.object.id === first.id)).toHaveLength(1)
  })

  it('speaks the wire protocol itself: brackets in form bodies and queries, Basic auth, replay header, unknown URLs', async () => {
    const headers = {
      authorization: `Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'raw-customer',
    }
    const body = 'email=brut%40example.com&metadata[source]=curl&preferred_locales[]=fr&preferred_locales[]=en'
    const first = await fetch(`${standIn.url}/v1/customers`, { method: 'POST', headers, body })
    const again = await fetch(`${standIn.url}/v1/customers`, { method: 'POST', headers, body })
    const [firstText, againText] = [await first.text(), await again.text()]
    expect(first.status).toBe(200)
    expect(againText).toBe(firstText)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('request-id')).toMatch(/^req_/)
    expect(JSON.parse(firstText)).toMatchObject({
      object: 'customer',
      email: 'brut@example.com',
      metadata: { source: 'curl' },
      preferred_locales: ['fr', 'en'],
    })
    const listed = await fetch(`${standIn.url}/v1/customers?email=brut%40example.com&limit=1&expand[]=data.test_clock`, { headers })
    expect(await listed.json()).toMatchObject({ object: 'list', data: [{ email: 'brut@example.com', test_clock: null }] })
    const unknown = await fetch(`${standIn.url}/v1/charges_everything`, { headers })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('Unrecognized request URL') },
    })
  })

  it('refuses a reused idempotency key with other parameters', async () => {
    await stripe.customers.create({ email: 'cle@example.com' }, once('reused-key'))
    const refusal = stripe.customers.create({ email: 'autre@example.com' }, once('reused-key'))
    await expect(refusal).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    await expect(refusal).rejects.toMatchObject({ statusCode: 400, rawType: 'idempotency_error' })
  })

  it('refuses a bad API key, an unknown object, an unknown parameter, and (strict) a POST without a key of ours', async () => {
    const stranger = new Stripe('sk_test_not_the_right_one', {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    await expect(stranger.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 })
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    })
    await expect(stripe.rawRequest('POST', '/v1/customers', { email: 'x@example.com', colour: 'blue' }, once())).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'colour',
    })
    // The SDK adds a key of its own (stripe-node-retry-…) to every POST: strict mode wants ours.
    await expect(stripe.customers.create({ email: 'sans.cle@example.com' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'Idempotency-Key',
    })
  })

  it('refuses an unknown or inactive price in a checkout session, naming the line item', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://localhost:3000/merci' }
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_missing', quantity: 1 }] }, once()),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    })
    const archived = await stripe.prices.create(
      { product_data: { name: 'Ancienne formule' }, unit_amount: 900, currency: 'eur', recurring: { interval: 'month' }, active: false },
      once(),
    )
    await expect(
      stripe.checkout.sessions.create({ ...base, line_items: [{ price: archived.id, quantity: 1 }] }, once()),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price]',
      message: expect.stringContaining('inactive'),
    })
  })

  it('makes a checkout session whose url is its hosted page, with the session id in success_url', async () => {
    const price = await stripe.prices.create({ product_data: { name: 'Dîner' }, unit_amount: 4500, currency: 'eur' }, once())
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price: price.id, quantity: 2 }],
        success_url: 'http://localhost:3000/merci?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/diners',
        client_reference_id: 'dinner-42',
        metadata: { dinner: '42' },
        payment_intent_data: { metadata: { dinner: '42' }, setup_future_usage: 'off_session' },
        locale: 'fr',
      },
      once(),
    )
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 9000,
      currency: 'eur',
      payment_method_types: ['card', 'sepa_debit'],
    })
    expect(session.id).toMatch(/^cs_test_/)
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`)
    expect(session.success_url).toBe(`http://localhost:3000/merci?session=${session.id}`)
    const withItems = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })
    expect(withItems.line_items?.data[0]).toMatchObject({ object: 'item', quantity: 2, amount_total: 9000, price: { id: price.id } })
    const expired = await stripe.checkout.sessions.expire(session.id, undefined, once())
    expect(expired).toMatchObject({ status: 'expired', url: null })
    await expect(stripe.checkout.sessions.expire(session.id, undefined, once())).rejects.toMatchObject({ statusCode: 400 })
  })

  it('moves its clock and reports its charges through its own admin API over HTTP', async () => {
    const before = standIn.admin.now()
    const moved = await fetch(`${standIn.url}/_stand-in/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 90 }),
    })
    expect(await moved.json()).toMatchObject({ now: before + 90, events: [] })
    expect(await (await fetch(`${standIn.url}/_stand-in/clock`)).json()).toEqual({ now: before + 90, frozen: true })
    expect(await (await fetch(`${standIn.url}/_stand-in/charges`)).json()).toEqual({ data: [] })
    expect((await fetch(`${standIn.url}/_stand-in/nothing`)).status).toBe(404)
  })
})
