/**
 * Collecting an invoice: the payment attempt on its default payment method, then what Stripe does
 * with the result. Paid: the subscription is (again) active. Failed: `invoice.payment_failed`, the
 * subscription past_due, retries `settings.retryDays` after the first attempt, and once they are
 * spent the subscription canceled, unpaid or left past_due (`settings.afterLastRetry`). A SEPA
 * debit leaves the invoice open until it settles.
 */
import { confirm, createIntent } from './charging'
import { DAY } from './clock'
import { newId } from './ids'
import { invoicePayments, markPaid, subscriptionOf } from './invoices'
import type { Invoice, InvoicePayment, PaymentIntent, PaymentMethod, Subscription } from './shapes'
import type { StandIn } from './state'

export type Collection = 'paid' | 'processing' | 'failed'

const INTENT_DESCRIPTIONS: Partial<Record<NonNullable<Invoice['billing_reason']>, string>> = {
  subscription_create: 'Subscription creation',
  subscription_cycle: 'Subscription update',
  subscription_update: 'Subscription update',
}

/** The payment method an invoice is charged to: its own, its subscription's, else its customer's default. */
function methodFor(standIn: StandIn, invoice: Invoice, subscription: Subscription | undefined): PaymentMethod | undefined {
  const customer = standIn.store.customers.get(String(invoice.customer))
  const id =
    invoice.default_payment_method ?? subscription?.default_payment_method ?? customer?.invoice_settings.default_payment_method ?? null
  return typeof id === 'string' ? standIn.store.paymentMethods.get(id) : undefined
}

/** The invoice's payment intent: the one of its earlier attempt (Stripe retries the same), or a new one. */
function intentFor(standIn: StandIn, invoice: Invoice, method: PaymentMethod, now: number): PaymentIntent {
  const earlier = invoicePayments(standIn, invoice.id).find((payment) => payment.is_default && payment.status === 'open')
  const earlierIntent = earlier?.payment.payment_intent
  const reused = typeof earlierIntent === 'string' ? standIn.store.paymentIntents.get(earlierIntent) : undefined
  if (reused && reused.status === 'requires_payment_method') {
    reused.amount = invoice.amount_remaining
    return reused
  }
  const intent = createIntent(
    standIn,
    {
      amount: invoice.amount_remaining,
      currency: invoice.currency,
      customer: String(invoice.customer),
      paymentMethod: method,
      description: INTENT_DESCRIPTIONS[invoice.billing_reason ?? 'manual'] ?? null,
      metadata: {},
      setupFutureUsage: 'off_session',
    },
    now,
  )
  const payment: InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_remaining,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  }
  standIn.store.invoicePayments.set(payment.id, payment)
  return intent
}

/** Tries to collect an open invoice now. */
export function collect(standIn: StandIn, invoice: Invoice, now: number): Collection {
  const subscription = subscriptionOf(standIn, invoice)
  if (invoice.amount_remaining === 0) {
    paid(standIn, invoice, now)
    return 'paid'
  }
  const method = methodFor(standIn, invoice, subscription)
  if (!method) {
    failed(standIn, invoice, now)
    return 'failed'
  }
  const confirmation = confirm(standIn, intentFor(standIn, invoice, method, now), method, now)
  if (confirmation.status === 'processing') {
    invoice.next_payment_attempt = null
    return 'processing'
  }
  if (confirmation.status === 'succeeded') paid(standIn, invoice, now)
  else failed(standIn, invoice, now)
  return confirmation.status === 'succeeded' ? 'paid' : 'failed'
}

/** A SEPA debit settled: the invoice it was paying is paid, or its attempt failed. */
export function onIntentSettled(standIn: StandIn, intent: PaymentIntent, now: number): void {
  const payment = [...standIn.store.invoicePayments.values()].find((candidate) => candidate.payment.payment_intent === intent.id)
  const invoice = payment ? standIn.store.invoices.get(String(payment.invoice)) : undefined
  if (!invoice || invoice.status !== 'open') return
  if (intent.status === 'succeeded') paid(standIn, invoice, now)
  else failed(standIn, invoice, now)
}

function paid(standIn: StandIn, invoice: Invoice, now: number): void {
  markPaid(standIn, invoice, now)
  const subscription = subscriptionOf(standIn, invoice)
  if (subscription && ['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) {
    standIn.events.update('customer.subscription.updated', subscription, now, (changed) => {
      changed.status = 'active'
    })
  }
}

function failed(standIn: StandIn, invoice: Invoice, now: number): void {
  const subscription = subscriptionOf(standIn, invoice)
  const attempts = invoice.attempt_count + 1
  const firstAttempt = invoice.status_transitions.finalized_at ?? now
  // The first invoice of a subscription is not retried: the subscription stays incomplete, then expires.
  const retryDay = invoice.billing_reason === 'subscription_create' ? undefined : standIn.settings.retryDays[attempts - 1]
  Object.assign(invoice, {
    attempt_count: attempts,
    attempted: true,
    next_payment_attempt: retryDay === undefined ? null : firstAttempt + retryDay * DAY,
  })
  standIn.events.emit('invoice.payment_failed', invoice, now)
  if (!subscription || subscription.status === 'incomplete' || subscription.status === 'canceled') return
  if (retryDay !== undefined) {
    if (subscription.status === 'active')
      standIn.events.update('customer.subscription.updated', subscription, now, (changed) => void (changed.status = 'past_due'))
    return
  }
  const last = standIn.settings.afterLastRetry
  if (last === 'canceled') endSubscription(standIn, subscription, now, 'payment_failed')
  else standIn.events.update('customer.subscription.updated', subscription, now, (changed) => void (changed.status = last))
}

/** Ends a subscription now (`customer.subscription.deleted`): it is never charged again. */
export function endSubscription(
  standIn: StandIn,
  subscription: Subscription,
  now: number,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? now,
    ended_at: now,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, ...subscription.cancellation_details, reason },
  })
  standIn.store.pendingLines.delete(subscription.id)
  standIn.events.emit('customer.subscription.deleted', subscription, now)
}
