/**
 * The money that moves: a payment intent confirmed against a payment method
 * makes a charge that succeeds (cards), is declined (the failing test cards, or the outcome a test
 * imposed on the customer's next charge) or stays pending (SEPA debits, settled later by the
 * clock). Every charge is kept: the admin API reads them to count charges and catch double ones.
 */
import { chargeTransaction } from './balance'
import { newId, randomToken } from './ids'
import type { Charge, Metadata, PaymentError, PaymentIntent, PaymentMethod } from './shapes'
import type { StandIn } from './state'
import { IMPOSED_DECLINES, SEPA_FAILURE, type CardBehaviour, type Decline } from './testPaymentMethods'

type IntentInput = {
  amount: number
  currency: string
  customer: string | null
  paymentMethod: PaymentMethod | null
  description: string | null
  metadata: Metadata
  setupFutureUsage: 'on_session' | 'off_session' | null
  receiptEmail?: string | null
}

/** A new payment intent, waiting for its confirmation (`payment_intent.created`). */
export function createIntent(standIn: StandIn, input: IntentInput, now: number): PaymentIntent {
  const id = newId('pi')
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomToken(24)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    payment_method: input.paymentMethod?.id ?? null,
    payment_method_types: input.paymentMethod ? [input.paymentMethod.type] : ['card'],
    processing: null,
    receipt_email: input.receiptEmail ?? null,
    setup_future_usage: input.setupFutureUsage,
    statement_descriptor: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
  }
  standIn.store.paymentIntents.set(id, intent)
  standIn.events.emit('payment_intent.created', intent, now)
  return intent
}

/** What charging `method` for `customer` does now: a test's imposed outcome first (used once). */
function outcomeOf(standIn: StandIn, method: PaymentMethod, customer: string | null): CardBehaviour {
  const forced = customer ? standIn.store.nextChargeOutcome.get(customer) : undefined
  if (customer && forced) {
    standIn.store.nextChargeOutcome.delete(customer)
    if (forced === 'succeeded')
      return method.type === 'sepa_debit' ? { kind: 'sepa_debit', settles: true } : { kind: 'card', onAttach: null, onCharge: null }
    return method.type === 'sepa_debit'
      ? { kind: 'sepa_debit', settles: false }
      : { kind: 'card', onAttach: null, onCharge: IMPOSED_DECLINES[forced] }
  }
  return standIn.store.behaviours.get(method.id) ?? { kind: 'card', onAttach: null, onCharge: null }
}

function paymentError(decline: Decline, method: PaymentMethod): PaymentError {
  return {
    code: decline.code,
    decline_code: decline.declineCode ?? undefined,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    message: decline.message,
    type: 'card_error',
    payment_method: method,
  }
}

function newCharge(
  standIn: StandIn,
  intent: PaymentIntent,
  method: PaymentMethod,
  status: Charge['status'],
  decline: Decline | null,
  now: number,
): Charge {
  const charge: Charge = {
    id: newId(method.type === 'sepa_debit' ? 'py' : 'ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: status === 'succeeded' ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: method.billing_details,
    captured: status === 'succeeded',
    created: now,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: intent.metadata,
    outcome: {
      network_status: decline ? 'declined_by_network' : 'approved_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: decline ? 'The bank did not return any further details with this decline.' : 'Payment complete.',
      type: decline ? 'issuer_declined' : 'authorized',
    },
    paid: status === 'succeeded',
    payment_intent: intent.id,
    payment_method: method.id,
    receipt_url: null,
    refunded: false,
    status,
  }
  standIn.store.charges.set(charge.id, charge)
  intent.latest_charge = charge.id
  return charge
}

function succeed(standIn: StandIn, intent: PaymentIntent, charge: Charge, now: number): void {
  Object.assign(charge, { status: 'succeeded', paid: true, captured: true, amount_captured: charge.amount })
  charge.balance_transaction ??= chargeTransaction(standIn, charge, now)
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, processing: null, last_payment_error: null })
  standIn.events.emit('charge.succeeded', charge, now)
  standIn.events.emit('payment_intent.succeeded', intent, now)
}

function fail(standIn: StandIn, intent: PaymentIntent, charge: Charge, method: PaymentMethod, decline: Decline, now: number): void {
  Object.assign(charge, { status: 'failed', failure_code: decline.code, failure_message: decline.message })
  Object.assign(intent, { status: 'requires_payment_method', processing: null, last_payment_error: paymentError(decline, method) })
  standIn.events.emit('charge.failed', charge, now)
  standIn.events.emit('payment_intent.payment_failed', intent, now)
}

export type Confirmation = { status: 'succeeded' } | { status: 'processing' } | { status: 'failed'; decline: Decline }

/** Confirms `intent` with `method`: a card is charged at once, a SEPA debit settles when the clock says. */
export function confirm(standIn: StandIn, intent: PaymentIntent, method: PaymentMethod, now: number): Confirmation {
  intent.payment_method = method.id
  intent.payment_method_types = [method.type]
  const outcome = outcomeOf(standIn, method, typeof intent.customer === 'string' ? intent.customer : null)
  if (outcome.kind === 'sepa_debit') {
    const charge = newCharge(standIn, intent, method, 'pending', null, now)
    intent.status = 'processing'
    standIn.events.emit('payment_intent.processing', intent, now)
    standIn.events.emit('charge.pending', charge, now)
    standIn.store.settlements.push({ chargeId: charge.id, at: now + standIn.settings.sepaSettlementSeconds, succeeds: outcome.settles })
    return { status: 'processing' }
  }
  const charge = newCharge(standIn, intent, method, 'pending', null, now)
  if (outcome.onCharge) {
    fail(standIn, intent, charge, method, outcome.onCharge, now)
    return { status: 'failed', decline: outcome.onCharge }
  }
  succeed(standIn, intent, charge, now)
  return { status: 'succeeded' }
}

/** A SEPA debit's end: the intent it belongs to, succeeded or back to requires_payment_method. */
export function settle(standIn: StandIn, settlement: { chargeId: string; succeeds: boolean }, now: number): PaymentIntent | null {
  const charge = standIn.store.charges.get(settlement.chargeId)
  const intent = charge && typeof charge.payment_intent === 'string' ? standIn.store.paymentIntents.get(charge.payment_intent) : undefined
  const method = charge?.payment_method ? standIn.store.paymentMethods.get(charge.payment_method) : undefined
  if (!charge || !intent || !method || intent.status !== 'processing') return null
  if (settlement.succeeds) succeed(standIn, intent, charge, now)
  else fail(standIn, intent, charge, method, SEPA_FAILURE, now)
  return intent
}
