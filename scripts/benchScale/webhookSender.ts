import { signedDelivery, type StripeEvent } from '../../tooling/stripe'

/** One webhook sent: its event, the answer's status, whether the app says it applied it, and the time to the answer. */
export type Delivery = { eventId: string; status: number; applied: boolean | null; ms: number }

/**
 * Sends `events` to `url` as Stripe delivers them, evenly spread over `overMs`: each signed with
 * the endpoint's secret as it leaves (the stand-in's own signing), none waiting for the previous
 * answer. Answers every delivery, in the order sent.
 */
export function sendPaced(url: string, secret: string, events: StripeEvent[], overMs: number): Promise<Delivery[]> {
  const gap = overMs / events.length
  const start = performance.now()
  return Promise.all(
    events.map(async (event, index): Promise<Delivery> => {
      const wait = start + index * gap - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const { body, headers } = signedDelivery(event, secret)
      const sent = performance.now()
      try {
        const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) })
        const answer = (await response.json().catch(() => null)) as { applied?: boolean } | null
        return { eventId: event.id, status: response.status, applied: answer?.applied ?? null, ms: performance.now() - sent }
      } catch {
        return { eventId: event.id, status: 0, applied: null, ms: performance.now() - sent }
      }
    }),
  )
}

/** The `q`-quantile of the deliveries' times (0.95: the p95). */
export function quantile(deliveries: readonly Delivery[], q: number): number {
  const times = deliveries.map((delivery) => delivery.ms).sort((a, b) => a - b)
  return times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
}
