/**
 * Payment methods and the money that moves: a payment intent confirmed against a payment method
 * makes a charge that succeeds (cards), is declined (the failing test cards, or the outcome a test
 * imposed on the customer's next charge) or stays pending (SEPA debits, settled later by the
 * clock). Every charge is kept: the admin API reads them to count charges and catch double ones.
 */
import { invalidRequest } from './errors'
import { newId, randomToken } from './ids'
import type { Charge, Metadata, PaymentError, PaymentIntent, PaymentMethod, Refund } from './shapes'
import type { StandIn } from './state'
import type { ChargeOutcome } from './store'
import { SEPA_FAILURE, type CardBehaviour, type Decline, type ReadCard, type ReadIban } from './testPaymentMethods'

const BILLING_NONE = { address: null, email: null, name: null, phone: null, tax_id: null }

/** A payment method from a hosted page's card or IBAN, kept with its test behaviour. */
export function createPaymentMethod(
  standIn: StandIn,
  read: ReadCard | ReadIban,
  holder: { name: string | null; email: string | null },
  now: number,
): PaymentMethod {
  const common = {
    id: newId('pm'),
    object: 'payment_method' as const,
    allow_redisplay: 'unspecified' as const,
    billing_details: { ...BILLING_NONE, name: holder.name, email: holder.email },
    created: now,
    customer: null,
    livemode: false,
    metadata: {},
  }
  const method: PaymentMethod =
    read.behaviour.kind === 'card' && 'expMonth' in read.details
      ? {
          ...common,
          type: 'card',
          card: {
            brand: read.details.brand,
            checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
            country: read.details.country,
            display_brand: read.details.brand,
            exp_month: read.details.expMonth,
            exp_year: read.details.expYear,
            fingerprint: read.details.fingerprint,
            funding: read.details.funding,
            generated_from: null,
            last4: read.details.last4,
            networks: { available: [read.details.brand], preferred: null },
            regulated_status: 'unregulated',
            three_d_secure_usage: { supported: true },
            wallet: null,
          },
        }
      : {
          ...common,
          type: 'sepa_debit',
          sepa_debit: {
            bank_code: 'bankCode' in read.details ? read.details.bankCode : null,
            branch_code: 'branchCode' in read.details ? read.details.branchCode : null,
            country: read.details.country,
            fingerprint: read.details.fingerprint,
            generated_from: null,
            last4: read.details.last4,
          },
        }
  standIn.store.paymentMethods.set(method.id, method)
  standIn.store.behaviours.set(method.id, read.behaviour)
  return method
}

/** Attaching refuses the cards Stripe's setup refuses; `payment_method.attached` otherwise. */
export function attach(standIn: StandIn, method: PaymentMethod, customerId: string, now: number): Decline | null {
  const behaviour = standIn.store.behaviours.get(method.id)
  if (behaviour?.kind === 'card' && behaviour.onAttach) return behaviour.onAttach
  method.customer = customerId
  standIn.events.emit('payment_method.attached', method, now)
  return null
}

export function describe(method: PaymentMethod): string {
  if (method.card)
    return `${method.card.brand === 'visa' ? 'Visa' : method.card.brand === 'mastercard' ? 'Mastercard' : method.card.brand} •••• ${method.card.last4}`
  return `IBAN •••• ${method.sepa_debit?.last4 ?? ''}`
}

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

const FORCED: Record<Exclude<ChargeOutcome, 'succeeded'>, Decline> = {
  card_declined: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
    french: 'Votre carte a été refusée.',
  },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    french: 'Votre carte ne dispose pas de fonds suffisants.',
  },
}

/** What charging `method` for `customer` does now: a test's imposed outcome first (used once). */
function outcomeOf(
  standIn: StandIn,
  method: PaymentMethod,
  customer: string | null,
): (CardBehaviour & { kind: 'card' }) | (CardBehaviour & { kind: 'sepa_debit' }) {
  const forced = customer ? standIn.store.nextChargeOutcome.get(customer) : undefined
  if (customer && forced) {
    standIn.store.nextChargeOutcome.delete(customer)
    if (forced === 'succeeded')
      return method.type === 'sepa_debit' ? { kind: 'sepa_debit', settles: true } : { kind: 'card', onAttach: null, onCharge: null }
    return method.type === 'sepa_debit'
      ? { kind: 'sepa_debit', settles: false }
      : { kind: 'card', onAttach: null, onCharge: FORCED[forced] }
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
    balance_transaction: status === 'succeeded' ? newId('txn') : null,
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
  Object.assign(charge, {
    status: 'succeeded',
    paid: true,
    captured: true,
    amount_captured: charge.amount,
    balance_transaction: charge.balance_transaction ?? newId('txn'),
  })
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

/** Refunds part or all of a succeeded intent's charge (`refund.created`, `charge.refunded`). */
export function refund(
  standIn: StandIn,
  intent: PaymentIntent,
  amount: number | undefined,
  metadata: Metadata,
  reason: Refund['reason'],
  now: number,
): Refund {
  const charge = typeof intent.latest_charge === 'string' ? standIn.store.charges.get(intent.latest_charge) : undefined
  if (!charge || charge.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: 'payment_intent' })
  }
  if (charge.refunded) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })
  const remaining = charge.amount - charge.amount_refunded
  const refunded = amount ?? remaining
  if (refunded <= 0) throw invalidRequest('Invalid positive integer', { param: 'amount', code: 'parameter_invalid_integer' })
  if (refunded > remaining) {
    throw invalidRequest(`Refund amount (${refunded / 100} €) is greater than unrefunded amount on charge (${remaining / 100} €)`, {
      param: 'amount',
      code: 'amount_too_large',
    })
  }
  const created: Refund = {
    id: newId('re'),
    object: 'refund',
    amount: refunded,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: now,
    currency: charge.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    receipt_number: null,
    status: 'succeeded',
  }
  standIn.store.refunds.set(created.id, created)
  charge.amount_refunded += refunded
  charge.refunded = charge.amount_refunded === charge.amount
  standIn.events.emit('refund.created', created, now)
  standIn.events.emit('charge.refunded', charge, now)
  return created
}
