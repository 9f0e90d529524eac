/**
 * Invoices: drafted from lines (a subscription's items, prorations), discounted by the
 * subscription's coupons and the customer's credit balance, finalized with a number and the
 * addresses of their hosted page and PDF (served by the stand-in), then paid or voided.
 */
import { newId } from './ids'
import { formatAmount, formatDate, intervalWord } from './money'
import type { Customer, Discount, Invoice, InvoiceLineItem, InvoicePayment, Metadata, Price, Subscription } from './shapes'
import type { StandIn } from './state'
import type { LineDraft } from './store'

const ACCOUNT_NAME = 'Compte Stripe de test'

const french = (customer: Customer) => (customer.preferred_locales ?? []).some((locale) => locale.startsWith('fr'))

/** The id of a price's product (prices hold it as an id until a request expands it). */
const productId = (price: Price): string => (typeof price.product === 'string' ? price.product : price.product.id)

export const productName = (standIn: StandIn, price: Price): string =>
  standIn.store.products.get(productId(price))?.name ?? productId(price)

/** Stripe's description of a subscription line: `1 × Adhésion (at €120.00 / year)`. */
export function itemDescription(standIn: StandIn, customer: Customer, price: Price, quantity: number): string {
  const fr = french(customer)
  const amount = formatAmount(price.unit_amount ?? 0, price.currency, fr ? 'fr-FR' : 'en-GB')
  const every = price.recurring ? ` / ${intervalWord(price.recurring.interval, price.recurring.interval_count, fr)}` : ''
  return `${quantity} × ${productName(standIn, price)} (${fr ? 'à' : 'at'} ${amount}${every})`
}

/** Stripe's proration descriptions: `Unused time on Adhésion after 12 Mar 2026`. */
export function prorationDescription(standIn: StandIn, customer: Customer, price: Price, credit: boolean, after: number): string {
  const fr = french(customer)
  const date = formatDate(after, fr ? 'fr-FR' : 'en-GB')
  const product = productName(standIn, price)
  if (fr) return `${credit ? 'Temps non utilisé' : 'Temps restant'} sur ${product} après le ${date}`
  return `${credit ? 'Unused time' : 'Remaining time'} on ${product} after ${date}`
}

/** The subscription's discounts in force at `now`. */
function discountsInForce(standIn: StandIn, subscription: Subscription | null, now: number): Discount[] {
  return (subscription?.discounts ?? [])
    .map((id) => (typeof id === 'string' ? standIn.store.discounts.get(id) : id))
    .filter((discount): discount is Discount => !!discount && discount.start <= now && (discount.end === null || discount.end > now))
}

function discountAmounts(standIn: StandIn, lines: LineDraft[], discounts: Discount[]): number[][] {
  let amountLeft = new Map<string, number>()
  return lines.map((line) =>
    discounts.map((discount) => {
      const coupon = typeof discount.source.coupon === 'string' ? standIn.store.coupons.get(discount.source.coupon) : null
      if (!coupon || line.amount <= 0) return 0
      if (coupon.percent_off) return Math.round((line.amount * coupon.percent_off) / 100)
      const left = amountLeft.get(discount.id) ?? coupon.amount_off ?? 0
      const taken = Math.min(left, line.amount)
      amountLeft = new Map(amountLeft).set(discount.id, left - taken)
      return taken
    }),
  )
}

type DraftInput = {
  customer: Customer
  subscription: Subscription | null
  billingReason: NonNullable<Invoice['billing_reason']>
  lines: LineDraft[]
  period: { start: number; end: number }
  metadata?: Metadata
}

/** A draft invoice, kept but not yet announced (its caller emits `invoice.created` in Stripe's order). */
export function draftInvoice(standIn: StandIn, input: DraftInput, now: number): Invoice {
  const id = newId('in')
  const discounts = discountsInForce(standIn, input.subscription, now)
  const amounts = discountAmounts(standIn, input.lines, discounts)
  const lines: InvoiceLineItem[] = input.lines.map((line, index) => ({
    id: newId('il'),
    object: 'line_item',
    amount: line.amount,
    currency: input.subscription?.currency ?? 'eur',
    description: line.description,
    discount_amounts: discounts.map((discount, which) => ({ amount: amounts[index][which], discount: discount.id })),
    discountable: !line.proration,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: line.invoiceItem
      ? {
          type: 'invoice_item_details',
          invoice_item_details: {
            invoice_item: line.invoiceItem,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: input.subscription?.id ?? null,
          },
          subscription_item_details: null,
        }
      : {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: input.subscription?.id ?? null,
            subscription_item: line.subscriptionItem ?? '',
          },
        },
    period: line.period,
    pricing: line.price
      ? { type: 'price_details', price_details: { price: line.price.id, product: productId(line.price) }, unit_amount_decimal: null }
      : null,
    quantity: line.quantity,
    subscription: input.subscription?.id ?? null,
    subtotal: line.amount,
  }))
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
  const discountTotals = discounts.map((discount, which) => ({
    amount: amounts.reduce((sum, line) => sum + line[which], 0),
    discount: discount.id,
  }))
  const total = subtotal - discountTotals.reduce((sum, entry) => sum + entry.amount, 0)
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'FR',
    account_name: ACCOUNT_NAME,
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: input.subscription?.currency ?? 'eur',
    customer: input.customer.id,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    default_payment_method: null,
    description: null,
    discounts: discounts.map((discount) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: input.metadata ?? {},
    next_payment_attempt: null,
    number: null,
    parent: input.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
        }
      : null,
    period_end: input.period.end,
    period_start: input.period.start,
    starting_balance: input.customer.balance,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    test_clock: input.customer.test_clock ?? null,
    total,
    total_discount_amounts: discountTotals,
  }
  standIn.store.invoices.set(id, invoice)
  return invoice
}

/**
 * Finalizes a draft: its number (`PREFIX-0001`), hosted page and PDF, and the customer's credit
 * balance applied (a negative total, a downgrade's credit, goes to that balance).
 */
export function finalize(standIn: StandIn, invoice: Invoice, now: number): void {
  const customer = standIn.store.customers.get(String(invoice.customer))
  if (!customer) return
  const sequence = (standIn.store.invoiceSequence.get(customer.id) ?? 0) + 1
  standIn.store.invoiceSequence.set(customer.id, sequence)
  customer.next_invoice_sequence = sequence + 1
  // A negative balance is credit, spent on what is due; a positive one is owed, added to it.
  const starting = customer.balance
  const due = Math.max(0, invoice.total + starting)
  customer.balance = invoice.total + starting - due
  Object.assign(invoice, {
    status: 'open',
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    hosted_invoice_url: `${standIn.baseUrl}/i/${invoice.id}`,
    invoice_pdf: `${standIn.baseUrl}/i/${invoice.id}/pdf`,
    effective_at: now,
    starting_balance: starting,
    ending_balance: customer.balance,
    amount_due: due,
    amount_remaining: due,
    status_transitions: { ...invoice.status_transitions, finalized_at: now },
  })
  standIn.events.emit('invoice.finalized', invoice, now)
}

/** The invoice's payments, for `expand[]=payments`. */
export function invoicePayments(standIn: StandIn, invoiceId: string): InvoicePayment[] {
  return [...standIn.store.invoicePayments.values()].filter((payment) => payment.invoice === invoiceId)
}

export function markPaid(standIn: StandIn, invoice: Invoice, now: number): void {
  const amount = invoice.amount_remaining
  Object.assign(invoice, {
    status: 'paid',
    amount_paid: invoice.amount_paid + amount,
    amount_remaining: 0,
    attempted: true,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: now },
  })
  standIn.events.emit('invoice.paid', invoice, now)
  standIn.events.emit('invoice.payment_succeeded', invoice, now)
  for (const payment of invoicePayments(standIn, invoice.id).filter((candidate) => candidate.status === 'open')) {
    Object.assign(payment, {
      status: 'paid',
      amount_paid: payment.amount_requested,
      status_transitions: { ...payment.status_transitions, paid_at: now },
    })
    standIn.events.emit('invoice_payment.paid', payment, now)
  }
}

export function voidInvoice(standIn: StandIn, invoice: Invoice, now: number): void {
  Object.assign(invoice, {
    status: 'void',
    amount_remaining: 0,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, voided_at: now },
  })
  standIn.events.emit('invoice.voided', invoice, now)
}

/** The invoice's subscription, from its parent. */
export function subscriptionOf(standIn: StandIn, invoice: Invoice): Subscription | undefined {
  const id = invoice.parent?.subscription_details?.subscription
  return typeof id === 'string' ? standIn.store.subscriptions.get(id) : undefined
}

/** A subscription's prorations waiting for its next invoice, as lines (and forgotten there). */
export function takePendingLines(standIn: StandIn, subscriptionId: string): LineDraft[] {
  const pending = standIn.store.pendingLines.get(subscriptionId) ?? []
  standIn.store.pendingLines.delete(subscriptionId)
  return pending
}
