/**
 * The stand-in's objects, in memory: it stands in for a service outside the club, whose state is
 * none of the club's database's business, and a test starts it afresh. One map per kind keeps the
 * types exact; `find` serves expansion, which may name any object by id.
 */
import { invalidRequest, resourceMissing } from './errors'
import type { Params } from './params'
import type {
  ApiList,
  BalanceTransaction,
  Charge,
  CheckoutSession,
  Coupon,
  Customer,
  Discount,
  Invoice,
  InvoicePayment,
  LineItem,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  Refund,
  SetupIntent,
  StripeEvent,
  Subscription,
  TestClock,
} from './shapes'
import type { CardBehaviour, ChargeOutcome } from './testPaymentMethods'

/** What a checkout session was asked that its object does not show, used when it completes. */
export type CheckoutRequest = {
  lineItems: LineItem[]
  coupons: string[]
  subscriptionMetadata: Metadata
  paymentIntent: { setupFutureUsage: 'on_session' | 'off_session' | null; metadata: Metadata; description: string | null }
}

/** A line to put on an invoice; kept here while it waits for the next one (a proration: an invoice item, in Stripe's terms). */
export type LineDraft = {
  description: string
  amount: number
  quantity: number
  price: Price | null
  period: { start: number; end: number }
  proration: boolean
  subscriptionItem: string | null
  invoiceItem: string | null
}

/** A SEPA debit in flight: it settles, or fails, when the clock reaches `at`. */
export type Settlement = { chargeId: string; at: number; succeeds: boolean }

export class Store {
  readonly products = new Map<string, Product>()
  readonly prices = new Map<string, Price>()
  readonly customers = new Map<string, Customer>()
  readonly paymentMethods = new Map<string, PaymentMethod>()
  readonly checkoutSessions = new Map<string, CheckoutSession>()
  readonly subscriptions = new Map<string, Subscription>()
  readonly invoices = new Map<string, Invoice>()
  readonly invoicePayments = new Map<string, InvoicePayment>()
  readonly paymentIntents = new Map<string, PaymentIntent>()
  readonly charges = new Map<string, Charge>()
  readonly refunds = new Map<string, Refund>()
  readonly balanceTransactions = new Map<string, BalanceTransaction>()
  readonly coupons = new Map<string, Coupon>()
  readonly discounts = new Map<string, Discount>()
  readonly setupIntents = new Map<string, SetupIntent>()
  readonly portalConfigurations = new Map<string, PortalConfiguration>()
  readonly portalSessions = new Map<string, PortalSession>()
  readonly testClocks = new Map<string, TestClock>()
  readonly events = new Map<string, StripeEvent>()

  readonly checkoutRequests = new Map<string, CheckoutRequest>()
  /** How each payment method behaves when charged: the test card's or test IBAN's documented outcome. */
  readonly behaviours = new Map<string, CardBehaviour>()
  /** Prorations by subscription, for its next invoice. */
  readonly pendingLines = new Map<string, LineDraft[]>()
  readonly settlements: Settlement[] = []
  /** A test's choice for a customer's next charge, whatever the payment method (admin API). */
  readonly nextChargeOutcome = new Map<string, ChargeOutcome>()
  /** Each customer's invoice count, for Stripe's `PREFIX-0001` invoice numbers. */
  readonly invoiceSequence = new Map<string, number>()

  private all(): Map<string, object>[] {
    return [
      this.products,
      this.prices,
      this.customers,
      this.paymentMethods,
      this.checkoutSessions,
      this.subscriptions,
      this.invoices,
      this.invoicePayments,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.balanceTransactions,
      this.coupons,
      this.discounts,
      this.setupIntents,
      this.portalConfigurations,
      this.portalSessions,
      this.testClocks,
      this.events,
    ]
  }

  /** Any object by id, for expansion. */
  find(id: string): object | undefined {
    for (const map of this.all()) {
      const found = map.get(id)
      if (found) return found
    }
    return undefined
  }

  reset(): void {
    for (const map of this.all()) map.clear()
    this.checkoutRequests.clear()
    this.behaviours.clear()
    this.pendingLines.clear()
    this.settlements.length = 0
    this.nextChargeOutcome.clear()
    this.invoiceSequence.clear()
  }
}

/** An object of the store or Stripe's 404 for the path's id. */
export function mustFind<T>(map: Map<string, T>, kind: string, id: string, param = 'id', status: 400 | 404 = 404): T {
  const found = map.get(id)
  if (!found) throw resourceMissing(kind, id, param, status)
  return found
}

export type ListInput = { limit: number; startingAfter?: string; endingBefore?: string }

export function readListParams(params: Params): ListInput {
  const limit = params.optionalInteger('limit') ?? 10
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' })
  return { limit, startingAfter: params.optionalString('starting_after'), endingBefore: params.optionalString('ending_before') }
}

/** Stripe's list: newest first, `limit` at a time, paged with `starting_after` / `ending_before`. */
export function page<T extends { id: string; created: number }>(
  items: Iterable<T>,
  input: ListInput,
  url: string,
  kind: string,
): ApiList<T> {
  const sorted = [...items].reverse().sort((a, b) => b.created - a.created)
  let start = 0
  let end = sorted.length
  if (input.startingAfter) {
    const index = sorted.findIndex((item) => item.id === input.startingAfter)
    if (index < 0) throw resourceMissing(kind, input.startingAfter, 'starting_after', 400)
    start = index + 1
  }
  if (input.endingBefore) {
    const index = sorted.findIndex((item) => item.id === input.endingBefore)
    if (index < 0) throw resourceMissing(kind, input.endingBefore, 'ending_before', 400)
    end = index
    start = Math.max(0, end - input.limit)
  }
  const data = sorted.slice(start, Math.min(end, start + input.limit))
  const hasMore = input.endingBefore ? start > 0 : start + input.limit < end
  return { object: 'list', data, has_more: hasMore, url }
}
