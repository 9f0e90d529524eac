/**
 * What a hosted checkout page's "Payer" / "S'abonner" does, as Stripe Checkout does it: the
 * customer (created when the mode needs one), the payment method attached, then the subscription
 * and its first invoice, the payment or the saved method; the session complete, and the events in
 * Stripe's order, `checkout.session.completed` last. A SEPA debit completes the session unpaid;
 * `checkout.session.async_payment_succeeded` or `…_failed` follow when it settles. A declined card
 * changes nothing: the page shows the refusal.
 */
import { confirm, createIntent } from './charging'
import { createCustomer } from './customers'
import { newId } from './ids'
import { attach, createPaymentMethod } from './paymentMethods'
import type { CheckoutSession, Customer, PaymentIntent, SetupIntent } from './shapes'
import type { StandIn } from './state'
import { startSubscription } from './subscriptions'
import { IMPOSED_DECLINES, type Decline, type ReadCard, type ReadIban } from './testPaymentMethods'

export type PaymentChoice = { read: ReadCard | ReadIban; name: string; email: string }

/** The refusal a card meets at checkout, before anything is created. */
function declineAtCheckout(standIn: StandIn, session: CheckoutSession, choice: PaymentChoice): Decline | null {
  if (choice.read.behaviour.kind !== 'card') return null
  if (choice.read.behaviour.onAttach) return choice.read.behaviour.onAttach
  if (session.mode === 'setup') return null
  const forced = typeof session.customer === 'string' ? standIn.store.nextChargeOutcome.get(session.customer) : undefined
  if (forced && forced !== 'succeeded' && typeof session.customer === 'string') {
    standIn.store.nextChargeOutcome.delete(session.customer)
    return IMPOSED_DECLINES[forced]
  }
  return choice.read.behaviour.onCharge
}

function customerFor(standIn: StandIn, session: CheckoutSession, choice: PaymentChoice, now: number): Customer | null {
  if (typeof session.customer === 'string') return standIn.store.customers.get(session.customer) ?? null
  const request = standIn.store.checkoutRequests.get(session.id)
  const needed = session.mode !== 'payment' || session.customer_creation === 'always' || request?.paymentIntent.setupFutureUsage
  if (!needed) return null
  const locales = session.locale && session.locale !== 'auto' ? [session.locale] : []
  return createCustomer(
    standIn,
    { email: session.customer_email ?? choice.email, name: choice.name || null, locales, testClock: null },
    now,
  )
}

export function completeSession(standIn: StandIn, session: CheckoutSession, choice: PaymentChoice, now: number): Decline | null {
  const decline = declineAtCheckout(standIn, session, choice)
  if (decline) return decline
  const request = standIn.store.checkoutRequests.get(session.id)
  const customer = customerFor(standIn, session, choice, now)
  const method = createPaymentMethod(standIn, choice.read, { name: choice.name || null, email: choice.email || null }, now)
  if (customer) attach(standIn, method, customer.id, now)
  const changes: Partial<CheckoutSession> = {}
  if (session.mode === 'subscription' && customer && request) {
    const bought = request.lineItems.flatMap((line) => (line.price ? [{ price: line.price, quantity: line.quantity ?? 1 }] : []))
    const coupons = request.coupons.flatMap((id) => standIn.store.coupons.get(id) ?? [])
    const started = startSubscription(
      standIn,
      {
        customer,
        items: bought.filter((item) => item.price.recurring),
        oneTime: bought.filter((item) => !item.price.recurring),
        paymentMethod: method,
        metadata: request.subscriptionMetadata,
        description: null,
        coupons,
        checkoutSession: session.id,
      },
      now,
    )
    Object.assign(changes, {
      subscription: started.subscription.id,
      invoice: started.invoice.id,
      payment_status: started.invoice.amount_due === 0 ? 'no_payment_required' : started.collection === 'paid' ? 'paid' : 'unpaid',
    })
  } else if (session.mode === 'payment') {
    const intent = createIntent(
      standIn,
      {
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'eur',
        customer: customer?.id ?? null,
        paymentMethod: method,
        description: request?.paymentIntent.description ?? null,
        metadata: request?.paymentIntent.metadata ?? {},
        setupFutureUsage: request?.paymentIntent.setupFutureUsage ?? null,
      },
      now,
    )
    const confirmation = confirm(standIn, intent, method, now)
    Object.assign(changes, { payment_intent: intent.id, payment_status: confirmation.status === 'succeeded' ? 'paid' : 'unpaid' })
  } else {
    const setup: SetupIntent = {
      id: newId('seti'),
      object: 'setup_intent',
      client_secret: null,
      created: now,
      customer: customer?.id ?? null,
      description: null,
      livemode: false,
      metadata: {},
      payment_method: method.id,
      payment_method_types: [method.type],
      status: 'succeeded',
      usage: 'off_session',
    }
    standIn.store.setupIntents.set(setup.id, setup)
    standIn.events.emit('setup_intent.created', setup, now)
    standIn.events.emit('setup_intent.succeeded', setup, now)
    Object.assign(changes, { setup_intent: setup.id, payment_status: 'no_payment_required' })
  }
  Object.assign(session, changes, {
    status: 'complete',
    url: null,
    customer: customer?.id ?? null,
    customer_details: {
      address: null,
      business_name: null,
      email: customer?.email ?? choice.email,
      individual_name: null,
      name: choice.name || null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
  })
  standIn.events.emit('checkout.session.completed', session, now)
  return null
}

/** A SEPA debit settled: the session it paid for tells it (`checkout.session.async_payment_…`). */
export function onIntentSettled(standIn: StandIn, intent: PaymentIntent, now: number): void {
  const paidBy = (session: CheckoutSession) => {
    if (session.payment_intent === intent.id) return true
    const invoiceId = typeof session.invoice === 'string' ? session.invoice : null
    return [...standIn.store.invoicePayments.values()].some(
      (payment) => payment.invoice === invoiceId && payment.payment.payment_intent === intent.id,
    )
  }
  const session = [...standIn.store.checkoutSessions.values()].find(
    (candidate) => candidate.payment_status === 'unpaid' && candidate.status === 'complete' && paidBy(candidate),
  )
  if (!session) return
  if (intent.status === 'succeeded') {
    session.payment_status = 'paid'
    standIn.events.emit('checkout.session.async_payment_succeeded', session, now)
  } else standIn.events.emit('checkout.session.async_payment_failed', session, now)
}

export function expireSession(standIn: StandIn, session: CheckoutSession, now: number): void {
  Object.assign(session, { status: 'expired', url: null })
  standIn.events.emit('checkout.session.expired', session, now)
}
