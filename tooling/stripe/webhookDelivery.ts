/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to every registered endpoint with a
 * `Stripe-Signature` header made by the official SDK's own helper (`t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${payload}` with the endpoint's secret), retried with backoff while the endpoint answers
 * anything but 2xx, each delivery on its own, so that order is not guaranteed. The signature's time
 * is the wall clock's, not the stand-in's: the receiving app checks it against its own clock.
 *
 * For tests: `hold()` keeps new events back until `release(order)` delivers them one after the
 * other in the order asked; `deliver(events)` sends chosen events again, in order (Stripe may send
 * an event twice); `settled()` waits for every delivery in flight.
 */
import Stripe from 'stripe'

import type { StripeEvent } from './shapes'

export type WebhookEndpoint = { url: string; secret: string }

/**
 * An event as Stripe POSTs it to an endpoint: its JSON body and the headers, the `Stripe-Signature`
 * made now by the official SDK's own helper with the endpoint's secret (a bench sending events
 * itself signs them here, so that the receiving app checks a real signature).
 */
export function signedDelivery(event: StripeEvent, secret: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event, null, 2)
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  }
}

export type DeliveryAttempt = { eventId: string; type: string; url: string; status: number | null; at: string; error?: string }

export class WebhookDelivery {
  readonly endpoints: WebhookEndpoint[] = []
  readonly attempts: DeliveryAttempt[] = []
  private held: StripeEvent[] | null = null
  private readonly inFlight = new Set<Promise<void>>()
  private closed = false

  /** `retryDelays`: the pauses before each retry, in milliseconds; their count is the number of retries. */
  constructor(private readonly retryDelays: number[]) {}

  addEndpoint(endpoint: WebhookEndpoint): void {
    if (!this.endpoints.some((known) => known.url === endpoint.url)) this.endpoints.push(endpoint)
  }

  removeEndpoint(url: string): void {
    const index = this.endpoints.findIndex((endpoint) => endpoint.url === url)
    if (index >= 0) this.endpoints.splice(index, 1)
  }

  /** A new event: delivered now, or kept while held. */
  publish(event: StripeEvent): void {
    if (this.held) this.held.push(event)
    else for (const endpoint of this.endpoints) this.track(this.send(endpoint, event))
  }

  hold(): void {
    this.held ??= []
  }

  /** The held events, delivered one after the other: those named in `order` first, in that order. */
  async release(order: string[] = []): Promise<StripeEvent[]> {
    const held = this.held ?? []
    this.held = null
    const rank = (event: StripeEvent) => (order.includes(event.id) ? order.indexOf(event.id) : order.length + held.indexOf(event))
    const sorted = [...held].sort((a, b) => rank(a) - rank(b))
    await this.deliver(sorted)
    return sorted
  }

  heldEvents(): StripeEvent[] {
    return [...(this.held ?? [])]
  }

  /** Delivers `events` in this order, each to every endpoint (or to `url` only) before the next. */
  async deliver(events: StripeEvent[], url?: string): Promise<void> {
    for (const event of events) {
      const endpoints = this.endpoints.filter((endpoint) => !url || endpoint.url === url)
      const sends = endpoints.map((endpoint) => this.send(endpoint, event))
      sends.forEach((send) => this.track(send))
      await Promise.all(sends)
    }
  }

  /** Resolves once no delivery is in flight (retries included). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery)
    void delivery.finally(() => this.inFlight.delete(delivery))
  }

  private async send(endpoint: WebhookEndpoint, event: StripeEvent): Promise<void> {
    for (let attempt = 0; attempt <= this.retryDelays.length && !this.closed; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelays[attempt - 1]).unref())
      if (this.closed) return
      const { body, headers } = signedDelivery(event, endpoint.secret)
      const record: DeliveryAttempt = { eventId: event.id, type: event.type, url: endpoint.url, status: null, at: new Date().toISOString() }
      this.attempts.push(record)
      try {
        const response = await fetch(endpoint.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
        record.status = response.status
        await response.arrayBuffer()
        if (response.ok) {
          event.pending_webhooks = Math.max(0, event.pending_webhooks - 1)
          return
        }
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error)
      }
    }
  }

  reset(): void {
    this.attempts.length = 0
    this.held = null
  }

  /** Stops retrying: the stand-in is going away. */
  close(): void {
    this.closed = true
  }
}
