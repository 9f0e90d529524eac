import type Stripe from 'stripe'

import type { MembershipPlan, MembershipStatus } from '@/domain/billing/membershipStates'

import type { MembershipChange, MembershipRow } from '../memberships'
import { idOf } from '../stripe/ids'

/**
 * What Stripe's current objects say a membership is: always read back from Stripe (never from an
 * event's payload or order), so events applied late, twice or crosswise end in the same state.
 */

const date = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null)

/** Our status for a subscription; its first invoice unpaid (a SEPA debit processing) leaves it to activate. */
function statusOf(subscription: Stripe.Subscription): MembershipStatus {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      // A cancellation asked for shows, paused or not (the booking gate still reads the pause's date).
      if (subscription.cancel_at_period_end || subscription.cancel_at) return 'cancelling'
      // Collection paused (a member's pause): Stripe keeps the subscription active and voids its invoices.
      return subscription.pause_collection ? 'paused' : 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'paused':
      return 'paused'
    case 'canceled':
    case 'incomplete_expired':
      return 'ended'
    default:
      return 'to_activate'
  }
}

function lastPayment(subscription: Stripe.Subscription): Pick<MembershipChange, 'last_payment_at' | 'last_payment_cents'> {
  const invoice = subscription.latest_invoice
  if (!invoice || typeof invoice === 'string' || invoice.status !== 'paid' || invoice.amount_paid === 0) return {}
  return { last_payment_at: date(invoice.status_transitions?.paid_at ?? invoice.created), last_payment_cents: invoice.amount_paid }
}

/**
 * A failed renewal: the open invoice and when it was first attempted (Stripe's time, so a replay
 * or a late event dates it the same); kept while the same invoice fails, cleared once it is over.
 */
function failure(subscription: Stripe.Subscription, row: MembershipRow): Pick<MembershipChange, 'payment_failed_at' | 'failed_invoice_id'> {
  if (statusOf(subscription) !== 'past_due') return { payment_failed_at: null, failed_invoice_id: null }
  const invoice = subscription.latest_invoice
  const invoiceId = idOf(invoice)
  if (invoiceId !== null && invoiceId === row.failed_invoice_id && row.payment_failed_at) return {}
  const attempted = invoice && typeof invoice !== 'string' ? (invoice.status_transitions?.finalized_at ?? invoice.created) : null
  return { payment_failed_at: date(attempted) ?? new Date(), failed_invoice_id: invoiceId }
}

const PLANS: readonly string[] = ['essential', 'premium', 'test']
const plan = (value: string | undefined): MembershipPlan | undefined =>
  value && PLANS.includes(value) ? (value as MembershipPlan) : undefined

/** The plan, price and rate a subscription's current item is paid at. */
function paidPlan(subscription: Stripe.Subscription): MembershipChange {
  const item = subscription.items.data[0]
  const { metadata } = subscription
  return {
    stripe_price_id: item?.price.id ?? null,
    plan: plan(metadata.plan),
    billing_interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
    rate: metadata.rate === 'founder' || metadata.rate === 'list' || metadata.rate === 'under27' ? metadata.rate : undefined,
    amount_cents: item?.price.unit_amount ?? undefined,
  }
}

const NO_NEXT_PLAN = { next_plan: null, next_amount_cents: null, next_plan_at: null } as const

/** The cheaper plan the next renewal charges: the subscription's item already holds its price, `changeAt` says from when. */
function nextPlan(subscription: Stripe.Subscription): MembershipChange {
  const item = subscription.items.data[0]
  return {
    next_plan: plan(subscription.metadata.plan) ?? null,
    next_amount_cents: item?.price.unit_amount ?? null,
    next_plan_at: date(Number(subscription.metadata.changeAt)),
  }
}

/**
 * The row's new values for a subscription (retrieved with `latest_invoice` expanded). A dead
 * subscription that is not the row's own (an abandoned first try) changes nothing.
 */
export function subscriptionChange(subscription: Stripe.Subscription, row: MembershipRow): MembershipChange | null {
  const status = statusOf(subscription)
  const ours = row.stripe_subscription_id === null || row.stripe_subscription_id === subscription.id
  if (!ours && (status === 'ended' || status === 'to_activate')) return null
  const item = subscription.items.data[0]
  const { metadata } = subscription
  // A cheaper plan chosen for the next renewal: the period already paid keeps the plan, price and rate it was paid at.
  const paidBefore = Number(metadata.changeAt) > 0 && (item?.current_period_start ?? 0) < Number(metadata.changeAt)
  return {
    status,
    stripe_subscription_id: subscription.id,
    stripe_customer_id: idOf(subscription.customer),
    ...(paidBefore ? { plan: plan(metadata.previousPlan), ...nextPlan(subscription) } : { ...paidPlan(subscription), ...NO_NEXT_PLAN }),
    current_period_end: date(item?.current_period_end),
    cancel_at: date(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? date(item?.current_period_end) : null),
    paused_until: date(subscription.pause_collection?.resumes_at),
    ...lastPayment(subscription),
    ...failure(subscription, row),
  }
}

/** The test ticket (Checkout in payment mode): active once paid; a SEPA debit still processing changes nothing yet. */
export function ticketChange(session: Stripe.Checkout.Session, row: MembershipRow): MembershipChange | null {
  if (session.payment_status !== 'paid' || row.stripe_subscription_id !== null) return null
  return {
    status: 'active',
    plan: 'test',
    billing_interval: 'once',
    rate: 'list',
    amount_cents: session.amount_total ?? row.amount_cents,
    stripe_customer_id: idOf(session.customer),
    last_payment_at: date(session.created),
    last_payment_cents: session.amount_total,
    current_period_end: null,
  }
}

/** The subscription an invoice belongs to. */
export function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}
