/**
 * A subscription's life: started (from a checkout session), renewed at each period's end at the
 * price its items hold (a member keeps their price), changed with or without prorations, paused,
 * canceled at once or at the period's end, after which it is never charged again.
 */
import { periodBoundary, type Interval } from './clock'
import { collect, endSubscription, type Collection } from './collection'
import { newId } from './ids'
import { draftInvoice, finalize, itemDescription, prorationDescription, takePendingLines, voidInvoice } from './invoices'
import type { Coupon, Customer, Discount, Invoice, Metadata, PaymentMethod, Price, Subscription, SubscriptionItem } from './shapes'
import type { StandIn } from './state'
import type { LineDraft } from './store'

type ItemRequest = { price: Price; quantity: number }

const INTERVALS: readonly Interval[] = ['day', 'week', 'month', 'year']

const recurringOf = (price: Price): { interval: Interval; count: number } => ({
  interval: INTERVALS.find((interval) => interval === price.recurring?.interval) ?? 'month',
  count: price.recurring?.interval_count ?? 1,
})

export const periodOf = (subscription: Subscription) => ({
  start: subscription.items.data[0]?.current_period_start ?? subscription.start_date,
  end: subscription.items.data[0]?.current_period_end ?? subscription.start_date,
})

/** The end of the period that starts at `start`, counted from the subscription's anchor. */
function nextBoundary(subscription: Subscription, start: number): number {
  const { interval, count } = recurringOf(subscription.items.data[0].price)
  for (let n = 1; ; n += 1) {
    const boundary = periodBoundary(subscription.billing_cycle_anchor, interval, count, n)
    if (boundary > start) return boundary
  }
}

function itemLines(standIn: StandIn, customer: Customer, subscription: Subscription): LineDraft[] {
  return subscription.items.data.map((item) => ({
    description: itemDescription(standIn, customer, item.price, item.quantity ?? 1),
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    quantity: item.quantity ?? 1,
    price: item.price,
    period: { start: item.current_period_start, end: item.current_period_end },
    proration: false,
    subscriptionItem: item.id,
    invoiceItem: null,
  }))
}

/** A coupon redeemed on a subscription: a discount, ending when the coupon's duration says. */
export function redeem(
  standIn: StandIn,
  coupon: Coupon,
  subscription: Subscription,
  checkoutSession: string | null,
  now: number,
): Discount {
  const end =
    coupon.duration === 'repeating' && coupon.duration_in_months ? periodBoundary(now, 'month', coupon.duration_in_months, 1) : null
  const discount: Discount = {
    id: newId('di'),
    object: 'discount',
    checkout_session: checkoutSession,
    customer: subscription.customer,
    end,
    invoice: null,
    invoice_item: null,
    promotion_code: null,
    source: { coupon: coupon.id, type: 'coupon' },
    start: now,
    subscription: subscription.id,
    subscription_item: null,
  }
  standIn.store.discounts.set(discount.id, discount)
  coupon.times_redeemed += 1
  return discount
}

/** A `once` coupon is spent by the first invoice it discounts. */
function spendOnceDiscounts(standIn: StandIn, subscription: Subscription, invoice: Invoice): void {
  const spent = new Set(
    (invoice.total_discount_amounts ?? [])
      .map((entry) => (typeof entry.discount === 'string' ? standIn.store.discounts.get(entry.discount) : undefined))
      .filter(
        (discount) =>
          discount && typeof discount.source.coupon === 'string' && standIn.store.coupons.get(discount.source.coupon)?.duration === 'once',
      )
      .map((discount) => discount?.id),
  )
  if (spent.size > 0) subscription.discounts = subscription.discounts.filter((id) => typeof id !== 'string' || !spent.has(id))
}

type StartInput = {
  customer: Customer
  /** Recurring prices: the subscription's items. */
  items: ItemRequest[]
  /** One-time prices bought with it: on its first invoice only, as Checkout does. */
  oneTime: ItemRequest[]
  paymentMethod: PaymentMethod | null
  metadata: Metadata
  description: string | null
  coupons: Coupon[]
  checkoutSession: string | null
}

/**
 * Starts a subscription and collects its first invoice. As through Stripe Checkout, it is created
 * `incomplete` and becomes `active` once that invoice is paid (`customer.subscription.updated`);
 * one with nothing to pay (a 100 % coupon) is created `active`.
 */
export function startSubscription(
  standIn: StandIn,
  input: StartInput,
  now: number,
): { subscription: Subscription; invoice: Invoice; collection: Collection } {
  const id = newId('sub')
  const first = input.items[0].price
  const { interval, count } = recurringOf(first)
  const end = periodBoundary(now, interval, count, 1)
  const items: SubscriptionItem[] = input.items.map((item) => ({
    id: newId('si'),
    object: 'subscription_item',
    created: now,
    current_period_end: end,
    current_period_start: now,
    discounts: [],
    metadata: {},
    price: item.price,
    quantity: item.quantity,
    subscription: id,
  }))
  const subscription: Subscription = {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: first.currency,
    customer: input.customer.id,
    days_until_due: null,
    default_payment_method: input.paymentMethod?.id ?? null,
    description: input.description,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    start_date: now,
    status: 'incomplete',
    test_clock: input.customer.test_clock ?? null,
    trial_end: null,
    trial_start: null,
  }
  subscription.discounts = input.coupons.map((coupon) => redeem(standIn, coupon, subscription, input.checkoutSession, now).id)
  const invoice = draftInvoice(
    standIn,
    {
      customer: input.customer,
      subscription,
      billingReason: 'subscription_create',
      lines: [
        ...itemLines(standIn, input.customer, subscription),
        ...input.oneTime.map(({ price, quantity }) => ({
          description: itemDescription(standIn, input.customer, price, quantity),
          amount: (price.unit_amount ?? 0) * quantity,
          quantity,
          price,
          period: { start: now, end: now },
          proration: false,
          subscriptionItem: null,
          invoiceItem: newId('ii'),
        })),
      ],
      period: { start: now, end: now },
    },
    now,
  )
  subscription.latest_invoice = invoice.id
  if (invoice.total <= 0) subscription.status = 'active'
  standIn.store.subscriptions.set(id, subscription)
  spendOnceDiscounts(standIn, subscription, invoice)
  standIn.events.emit('customer.subscription.created', subscription, now)
  standIn.events.emit('invoice.created', invoice, now)
  finalize(standIn, invoice, now)
  return { subscription, invoice, collection: collect(standIn, invoice, now) }
}

/**
 * The end of a period: a subscription set to cancel then ends; any other moves to its next period
 * (`customer.subscription.updated`) and is invoiced at its items' prices with the prorations
 * waiting for it: charged at once (Stripe drafts for an hour first), voided while collection is
 * paused, left as a draft while the subscription is unpaid.
 */
export function renew(standIn: StandIn, subscription: Subscription, at: number): void {
  const customer = standIn.store.customers.get(String(subscription.customer))
  const period = periodOf(subscription)
  if (!customer) return
  if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= period.end)) {
    endSubscription(standIn, subscription, at, 'cancellation_requested')
    return
  }
  const nextEnd = nextBoundary(subscription, period.end)
  const invoice = standIn.events.update('customer.subscription.updated', subscription, at, (changed) => {
    for (const item of changed.items.data) Object.assign(item, { current_period_start: period.end, current_period_end: nextEnd })
    const drafted = draftInvoice(
      standIn,
      {
        customer,
        subscription: changed,
        billingReason: 'subscription_cycle',
        lines: [...itemLines(standIn, customer, changed), ...takePendingLines(standIn, changed.id)],
        period,
      },
      at,
    )
    changed.latest_invoice = drafted.id
    spendOnceDiscounts(standIn, changed, drafted)
    return drafted
  })
  standIn.events.emit('invoice.created', invoice, at)
  collectRenewal(standIn, subscription, invoice, at)
}

function collectRenewal(standIn: StandIn, subscription: Subscription, invoice: Invoice, at: number): void {
  const pause = subscription.pause_collection
  if (pause?.behavior === 'void') return voidInvoice(standIn, invoice, at)
  if (pause?.behavior === 'keep_as_draft' || subscription.status === 'unpaid') return
  finalize(standIn, invoice, at)
  if (pause?.behavior === 'mark_uncollectible') {
    Object.assign(invoice, { status: 'uncollectible', status_transitions: { ...invoice.status_transitions, marked_uncollectible_at: at } })
    standIn.events.emit('invoice.marked_uncollectible', invoice, at)
    return
  }
  collect(standIn, invoice, at)
}

export type ProrationBehavior = 'create_prorations' | 'none' | 'always_invoice'

export type ItemChange = { item: SubscriptionItem; price: Price; quantity: number }

/**
 * New prices (or quantities) for some items; call it inside the `customer.subscription.updated`
 * the change belongs to, then `invoiceNow` what it answers. Same interval: with prorations, a
 * credit for the unused time at the old price and a charge for the remaining time at the new one,
 * computed to the second as Stripe does, either waiting for the next invoice (`create_prorations`)
 * or invoiced now (`always_invoice`). A new interval (monthly to yearly) restarts the billing
 * cycle today and is invoiced at once, as at Stripe.
 */
export function changeItems(
  standIn: StandIn,
  subscription: Subscription,
  changes: ItemChange[],
  behavior: ProrationBehavior,
  now: number,
): Invoice | null {
  const customer = standIn.store.customers.get(String(subscription.customer))
  if (!customer || changes.length === 0) return null
  const period = periodOf(subscription)
  const newInterval = changes.some(({ item, price }) => {
    const [before, after] = [recurringOf(item.price), recurringOf(price)]
    return before.interval !== after.interval || before.count !== after.count
  })
  const fraction = period.end > period.start ? Math.max(0, period.end - now) / (period.end - period.start) : 0
  const prorations: LineDraft[] = []
  if (behavior !== 'none') {
    for (const { item, price, quantity } of changes) {
      const unused = Math.round((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * fraction)
      const remaining = newInterval ? 0 : Math.round((price.unit_amount ?? 0) * quantity * fraction)
      const base = {
        quantity: 1,
        period: { start: now, end: period.end },
        proration: true,
        subscriptionItem: item.id,
        invoiceItem: newId('ii'),
      }
      if (unused)
        prorations.push({
          ...base,
          description: prorationDescription(standIn, customer, item.price, true, now),
          amount: -unused,
          price: item.price,
        })
      if (remaining)
        prorations.push({ ...base, description: prorationDescription(standIn, customer, price, false, now), amount: remaining, price })
    }
  }
  for (const { item, price, quantity } of changes) Object.assign(item, { price, quantity })
  if (newInterval) {
    subscription.billing_cycle_anchor = now
    const end = nextBoundary(subscription, now)
    for (const item of subscription.items.data) Object.assign(item, { current_period_start: now, current_period_end: end })
  }
  const pending = [...(standIn.store.pendingLines.get(subscription.id) ?? []), ...prorations]
  if (!newInterval && behavior !== 'always_invoice') {
    if (pending.length > 0) standIn.store.pendingLines.set(subscription.id, pending)
    return null
  }
  standIn.store.pendingLines.delete(subscription.id)
  const lines = newInterval ? [...pending, ...itemLines(standIn, customer, subscription)] : pending
  const invoice = draftInvoice(
    standIn,
    { customer, subscription, billingReason: 'subscription_update', lines, period: { start: now, end: now } },
    now,
  )
  subscription.latest_invoice = invoice.id
  return invoice
}

/** Announces, finalizes and collects an invoice made by a change (`invoice.created` and what follows). */
export function invoiceNow(standIn: StandIn, invoice: Invoice | null, now: number): void {
  if (!invoice) return
  standIn.events.emit('invoice.created', invoice, now)
  finalize(standIn, invoice, now)
  collect(standIn, invoice, now)
}
