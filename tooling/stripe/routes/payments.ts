/** Payments outside checkout: `/v1/payment_intents` (off-session charges), `/v1/charges`, `/v1/refunds`. */
import { confirm, createIntent } from '../charging'
import { cardDeclined, invalidRequest } from '../errors'
import { toJsonObject } from '../events'
import type { Params } from '../params'
import { refund } from '../refunds'
import { nowFor, type StandIn } from '../state'
import { mustFind } from '../store'
import { list, readRange, retrieve, route } from './route'

function readIntent(params: Params) {
  const metadata = params.metadata()
  return {
    amount: params.integer('amount'),
    currency: params.string('currency').toLowerCase(),
    customer: params.optionalString('customer') ?? null,
    paymentMethod: params.optionalString('payment_method') ?? null,
    offSession: params.optionalBoolean('off_session') ?? false,
    confirm: params.optionalBoolean('confirm') ?? false,
    metadata: metadata || {},
    description: params.optionalString('description') ?? null,
    receiptEmail: params.optionalString('receipt_email') ?? null,
    setupFutureUsage: params.optionalEnum('setup_future_usage', ['on_session', 'off_session'] as const) ?? null,
  }
}

/**
 * Charges a saved payment method, as a club's "pay the dinner with my saved card" would: a card
 * succeeds or is declined (402 card_error, with the failed payment intent, as Stripe answers), a
 * SEPA debit answers `processing` and settles when the clock says.
 */
function createPaymentIntent(standIn: StandIn, input: ReturnType<typeof readIntent>) {
  if (input.amount < 50) throw invalidRequest('Amount must be at least €0.50 eur', { param: 'amount', code: 'amount_too_small' })
  const customer = input.customer ? mustFind(standIn.store.customers, 'customer', input.customer, 'customer', 400) : null
  const method = input.paymentMethod
    ? mustFind(standIn.store.paymentMethods, 'PaymentMethod', input.paymentMethod, 'payment_method', 400)
    : null
  if (method && customer && method.customer !== customer.id) {
    throw invalidRequest(`The provided PaymentMethod ${method.id} does not belong to the Customer ${customer.id}.`, {
      param: 'payment_method',
    })
  }
  if (input.offSession && !input.confirm)
    throw invalidRequest('`off_session` can only be used when `confirm` is set to true.', { param: 'off_session' })
  if (input.confirm && !method) {
    throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
      code: 'payment_intent_unexpected_state',
    })
  }
  const now = nowFor(standIn, customer?.id ?? null)
  const intent = createIntent(
    standIn,
    {
      amount: input.amount,
      currency: input.currency,
      customer: customer?.id ?? null,
      paymentMethod: method,
      description: input.description,
      metadata: input.metadata,
      setupFutureUsage: input.setupFutureUsage,
      receiptEmail: input.receiptEmail,
    },
    now,
  )
  if (!input.confirm || !method) return intent
  const confirmation = confirm(standIn, intent, method, now)
  if (confirmation.status === 'failed') {
    throw cardDeclined(confirmation.decline, {
      charge: typeof intent.latest_charge === 'string' ? intent.latest_charge : null,
      payment_intent: toJsonObject(intent),
      payment_method: toJsonObject(method),
    })
  }
  return intent
}

function readRefund(params: Params) {
  const metadata = params.metadata()
  return {
    paymentIntent: params.optionalString('payment_intent'),
    charge: params.optionalString('charge'),
    amount: params.optionalInteger('amount'),
    metadata: metadata || {},
    reason: params.optionalEnum('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
  }
}

function createRefund(standIn: StandIn, input: ReturnType<typeof readRefund>) {
  const charge = input.charge ? mustFind(standIn.store.charges, 'charge', input.charge, 'charge', 400) : null
  const intentId = input.paymentIntent ?? (typeof charge?.payment_intent === 'string' ? charge.payment_intent : null)
  if (!intentId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.')
  const intent = mustFind(standIn.store.paymentIntents, 'payment_intent', intentId, 'payment_intent', 400)
  return refund(
    standIn,
    intent,
    input.amount,
    input.metadata,
    input.reason,
    nowFor(standIn, typeof intent.customer === 'string' ? intent.customer : null),
  )
}

export const paymentRoutes = [
  route('POST', '/v1/payment_intents', readIntent, createPaymentIntent),
  retrieve('/v1/payment_intents/:id', 'payment_intent', (store) => store.paymentIntents),
  list(
    '/v1/payment_intents',
    'payment_intent',
    (params) => ({ customer: params.optionalString('customer') }),
    (standIn, input) =>
      [...standIn.store.paymentIntents.values()].filter((intent) => !input.customer || intent.customer === input.customer),
  ),
  retrieve('/v1/charges/:id', 'charge', (store) => store.charges),
  list(
    '/v1/charges',
    'charge',
    (params) => ({
      customer: params.optionalString('customer'),
      paymentIntent: params.optionalString('payment_intent'),
      created: readRange(params, 'created'),
    }),
    (standIn, input) =>
      [...standIn.store.charges.values()].filter(
        (charge) =>
          (!input.customer || charge.customer === input.customer) &&
          (!input.paymentIntent || charge.payment_intent === input.paymentIntent) &&
          (!input.created || input.created(charge.created)),
      ),
  ),
  route('POST', '/v1/refunds', readRefund, createRefund),
  retrieve('/v1/refunds/:id', 'refund', (store) => store.refunds),
  list(
    '/v1/refunds',
    'refund',
    (params) => ({ paymentIntent: params.optionalString('payment_intent'), charge: params.optionalString('charge') }),
    (standIn, input) =>
      [...standIn.store.refunds.values()].filter(
        (candidate) =>
          (!input.paymentIntent || candidate.payment_intent === input.paymentIntent) &&
          (!input.charge || candidate.charge === input.charge),
      ),
  ),
]
