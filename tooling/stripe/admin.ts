/**
 * The stand-in's own controls, for tests, benches and the demo: not Stripe's API. In process they
 * are the methods of `Admin` (`standIn.admin.advance({ days: 31 })`); over HTTP, JSON under
 * `/_stand-in/` (adminRoutes.ts lists them).
 */
import { advanceClock } from './dueWork'
import type { IdempotencyKeys } from './idempotency'
import type { StripeEvent } from './shapes'
import type { Settings, StandIn } from './state'
import type { ChargeOutcome } from './testPaymentMethods'
import type { DeliveryAttempt, WebhookDelivery, WebhookEndpoint } from './webhookDelivery'

export type ChargeRecord = {
  id: string
  customer: string | null
  amount: number
  currency: string
  status: string
  paymentIntent: string | null
  paymentMethod: string | null
  invoice: string | null
  amountRefunded: number
  created: number
  description: string | null
}

export class Admin {
  constructor(
    private readonly standIn: StandIn,
    private readonly webhooks: WebhookDelivery,
    private readonly keys: IdempotencyKeys,
    private readonly initialEndpoints: WebhookEndpoint[],
    private readonly webhookSecret: string,
  ) {}

  /** The stand-in's time, in Unix seconds. */
  now(): number {
    return this.standIn.clock.now()
  }

  /** Whether the clock stands still between moves (started with `now`) or follows the wall clock. */
  frozen(): boolean {
    return this.standIn.clock.frozen
  }

  /** Moves the stand-in's clock forward, running renewals, retries, settlements… on the way; answers the events that made. */
  advance(by: { seconds?: number; days?: number; to?: number | Date }): { now: number; events: StripeEvent[] } {
    const before = this.standIn.store.events.size
    const target =
      by.to !== undefined
        ? by.to instanceof Date
          ? Math.floor(by.to.getTime() / 1000)
          : by.to
        : this.now() + (by.seconds ?? 0) + (by.days ?? 0) * 86_400
    advanceClock(this.standIn, target)
    return { now: this.now(), events: [...this.standIn.store.events.values()].slice(before) }
  }

  /** Every event, oldest first (of `type` only, when given). */
  events(type?: string): StripeEvent[] {
    return [...this.standIn.store.events.values()].filter((event) => !type || event.type === type)
  }

  private event(id: string): StripeEvent {
    const event = this.standIn.store.events.get(id)
    if (!event) throw new Error(`no event ${id}`)
    return event
  }

  resend(eventId: string, url?: string): Promise<void> {
    return this.webhooks.deliver([this.event(eventId)], url)
  }

  hold(): void {
    this.webhooks.hold()
  }

  heldEvents(): StripeEvent[] {
    return this.webhooks.heldEvents()
  }

  release(order: string[] = []): Promise<StripeEvent[]> {
    return this.webhooks.release(order)
  }

  deliver(eventIds: string[], url?: string): Promise<void> {
    return this.webhooks.deliver(
      eventIds.map((id) => this.event(id)),
      url,
    )
  }

  settled(): Promise<void> {
    return this.webhooks.settled()
  }

  deliveries(): DeliveryAttempt[] {
    return [...this.webhooks.attempts]
  }

  webhookEndpoints(): WebhookEndpoint[] {
    return [...this.webhooks.endpoints]
  }

  /** Another app to tell: its endpoint gets every later event, signed with `secret` (the stand-in's by default). */
  addWebhookEndpoint(url: string, secret?: string): WebhookEndpoint {
    const endpoint = { url, secret: secret ?? this.webhookSecret }
    this.webhooks.addEndpoint(endpoint)
    return endpoint
  }

  removeWebhookEndpoint(url: string): void {
    this.webhooks.removeEndpoint(url)
  }

  /** The customer's next charge, whatever its payment method, ends so (once). */
  setNextChargeOutcome(customerId: string, outcome: ChargeOutcome): void {
    this.standIn.store.nextChargeOutcome.set(customerId, outcome)
  }

  /** Every charge attempt, oldest first (of one customer, when given). */
  charges(customerId?: string): ChargeRecord[] {
    const { store } = this.standIn
    return [...store.charges.values()]
      .filter((charge) => !customerId || charge.customer === customerId)
      .map((charge) => {
        const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : null
        const payment = [...store.invoicePayments.values()].find((candidate) => candidate.payment.payment_intent === intent)
        return {
          id: charge.id,
          customer: typeof charge.customer === 'string' ? charge.customer : null,
          amount: charge.amount,
          currency: charge.currency,
          status: charge.status,
          paymentIntent: intent,
          paymentMethod: charge.payment_method,
          invoice: payment ? String(payment.invoice) : null,
          amountRefunded: charge.amount_refunded,
          created: charge.created,
          description: charge.description,
        }
      })
  }

  settings(changes: Partial<Settings> = {}): Settings {
    Object.assign(this.standIn.settings, changes)
    return { ...this.standIn.settings }
  }

  reset(): void {
    this.standIn.store.reset()
    this.keys.reset()
    this.webhooks.reset()
    for (const endpoint of this.webhooks.endpoints.filter((known) => !this.initialEndpoints.some((initial) => initial.url === known.url))) {
      this.webhooks.removeEndpoint(endpoint.url)
    }
  }
}
