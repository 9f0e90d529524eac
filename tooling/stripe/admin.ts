/**
 * The stand-in's own controls, for tests, benches and the demo: not Stripe's API. In process they
 * are the methods of `Admin` (`standIn.admin.advance(…)`); over HTTP, JSON under `/_stand-in/`:
 *
 *   GET  /_stand-in                          this list
 *   GET  /_stand-in/clock                    { now, frozen }
 *   POST /_stand-in/clock/advance            { seconds? , days?, to? }: moves time, runs what falls due → { now, events }
 *   GET  /_stand-in/events?type=…            every event, oldest first, with its deliveries
 *   POST /_stand-in/events/:id/resend        { url? }: delivers an event again (Stripe may send one twice)
 *   POST /_stand-in/webhooks/hold            keeps new events back…
 *   POST /_stand-in/webhooks/release         { order?: [evt_…] }: …then delivers them one by one, in this order first
 *   POST /_stand-in/webhooks/deliver         { events: [evt_…], url? }: delivers chosen events, in this order
 *   POST /_stand-in/webhooks/settled         waits until no delivery is in flight
 *   GET  /_stand-in/webhooks/deliveries      every delivery attempt and its HTTP status
 *   GET|POST|DELETE /_stand-in/webhook-endpoints   list, add { url, secret? }, remove ?url=
 *   POST /_stand-in/customers/:id/next-charge      { outcome: succeeded | card_declined | insufficient_funds }
 *   GET  /_stand-in/charges?customer=…       every charge attempt: count charges, catch double ones
 *   GET|POST /_stand-in/settings             read or change settings (strict, retryDays, afterLastRetry, sepaSettlementSeconds)
 *   POST /_stand-in/reset                    forgets every object, event and key (endpoints go back to those given at start)
 */
import type { Reply } from './api'
import { advanceClock } from './dueWork'
import type { IdempotencyKeys } from './idempotency'
import type { StripeEvent } from './shapes'
import type { Settings, StandIn } from './state'
import { CHARGE_OUTCOMES, type ChargeOutcome } from './store'
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

const json = (status: number, body: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body, null, 2),
})

function readJson(body: string): Record<string, unknown> {
  if (!body.trim()) return {}
  const parsed: unknown = JSON.parse(body)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {}
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined)
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [])

/** The HTTP face of `Admin`. */
export async function serveAdmin(admin: Admin, method: string, path: string, query: URLSearchParams, rawBody: string): Promise<Reply> {
  const body = readJson(rawBody)
  const route = `${method} ${path.replace(/^\/_stand-in/, '') || '/'}`
  const match = (pattern: RegExp) => pattern.exec(route)
  try {
    if (route === 'GET /') return json(200, { routes: ADMIN_INDEX })
    if (route === 'GET /clock') return json(200, { now: admin.now(), frozen: admin.frozen() })
    if (route === 'POST /clock/advance') {
      const moved = admin.advance({ seconds: numberOf(body.seconds), days: numberOf(body.days), to: numberOf(body.to) })
      return json(200, {
        now: moved.now,
        events: moved.events.map((event) => ({ id: event.id, type: event.type, created: event.created })),
      })
    }
    if (route === 'GET /events') return json(200, { data: admin.events(query.get('type') ?? undefined) })
    const resend = match(/^POST \/events\/([^/]+)\/resend$/)
    if (resend) {
      await admin.resend(resend[1], typeof body.url === 'string' ? body.url : undefined)
      return json(200, { resent: resend[1] })
    }
    if (route === 'POST /webhooks/hold') {
      admin.hold()
      return json(200, { held: true })
    }
    if (route === 'GET /webhooks/held') return json(200, { data: admin.heldEvents().map((event) => event.id) })
    if (route === 'POST /webhooks/release')
      return json(200, { delivered: (await admin.release(strings(body.order))).map((event) => event.id) })
    if (route === 'POST /webhooks/deliver') {
      await admin.deliver(strings(body.events), typeof body.url === 'string' ? body.url : undefined)
      return json(200, { delivered: strings(body.events) })
    }
    if (route === 'POST /webhooks/settled') {
      await admin.settled()
      return json(200, { settled: true })
    }
    if (route === 'GET /webhooks/deliveries') return json(200, { data: admin.deliveries() })
    if (route === 'GET /webhook-endpoints') return json(200, { data: admin.webhookEndpoints().map((endpoint) => endpoint.url) })
    if (route === 'POST /webhook-endpoints' && typeof body.url === 'string') {
      return json(200, { url: admin.addWebhookEndpoint(body.url, typeof body.secret === 'string' ? body.secret : undefined).url })
    }
    if (route === 'DELETE /webhook-endpoints') {
      admin.removeWebhookEndpoint(query.get('url') ?? '')
      return json(200, { removed: query.get('url') })
    }
    const nextCharge = match(/^POST \/customers\/([^/]+)\/next-charge$/)
    const outcome = CHARGE_OUTCOMES.find((known) => known === body.outcome)
    if (nextCharge && outcome) {
      admin.setNextChargeOutcome(nextCharge[1], outcome)
      return json(200, { customer: nextCharge[1], outcome })
    }
    if (route === 'GET /charges') return json(200, { data: admin.charges(query.get('customer') ?? undefined) })
    if (route === 'GET /settings') return json(200, admin.settings())
    if (route === 'POST /settings') return json(200, admin.settings(settingsFrom(body)))
    if (route === 'POST /reset') {
      admin.reset()
      return json(200, { reset: true })
    }
    return json(404, { error: `unknown admin route ${route}; GET /_stand-in lists them` })
  } catch (error) {
    return json(400, { error: error instanceof Error ? error.message : String(error) })
  }
}

function settingsFrom(body: Record<string, unknown>): Partial<Settings> {
  const changes: Partial<Settings> = {}
  if (typeof body.strict === 'boolean') changes.strict = body.strict
  if (typeof body.sepaSettlementSeconds === 'number') changes.sepaSettlementSeconds = body.sepaSettlementSeconds
  if (Array.isArray(body.retryDays)) changes.retryDays = body.retryDays.filter((day): day is number => typeof day === 'number')
  if (body.afterLastRetry === 'canceled' || body.afterLastRetry === 'unpaid' || body.afterLastRetry === 'past_due')
    changes.afterLastRetry = body.afterLastRetry
  return changes
}

const ADMIN_INDEX = [
  'GET /_stand-in/clock',
  'POST /_stand-in/clock/advance { seconds?, days?, to? }',
  'GET /_stand-in/events?type=',
  'POST /_stand-in/events/:id/resend { url? }',
  'POST /_stand-in/webhooks/hold',
  'GET /_stand-in/webhooks/held',
  'POST /_stand-in/webhooks/release { order?: [evt_…] }',
  'POST /_stand-in/webhooks/deliver { events: [evt_…], url? }',
  'POST /_stand-in/webhooks/settled',
  'GET /_stand-in/webhooks/deliveries',
  'GET|POST|DELETE /_stand-in/webhook-endpoints',
  'POST /_stand-in/customers/:id/next-charge { outcome }',
  'GET /_stand-in/charges?customer=',
  'GET|POST /_stand-in/settings',
  'POST /_stand-in/reset',
]
