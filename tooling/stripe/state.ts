/** The stand-in's whole state, handed to every part of it, and the settings a test may change. */
import type { Clock } from './clock'
import type { EventLog } from './events'
import type { Store } from './store'

export type Settings = {
  /**
   * Refuse a POST without an Idempotency-Key of the caller's own. Real Stripe accepts one (and the
   * SDK adds `stripe-node-retry-…` keys by itself, which protect only its own network retries);
   * the stand-in refuses it so that a call of ours that could charge or subscribe twice when
   * retried by a job or a double click is caught in tests, not in production.
   */
  strict: boolean
  /** How long a SEPA debit stays `processing` before it settles or fails (Stripe's test IBANs: minutes). */
  sepaSettlementSeconds: number
  /**
   * Failed renewal charges are retried this many days after the first attempt: a simple, fixed
   * stand-in for Stripe's Smart Retries (which choose the moments themselves, up to 8 tries).
   */
  retryDays: number[]
  /** What a subscription becomes when its last retry fails (Stripe's setting in Billing → Revenue recovery). */
  afterLastRetry: 'canceled' | 'unpaid' | 'past_due'
  /** How long a checkout session stays open without `expires_at` (Stripe: 24 hours). */
  checkoutLifetimeSeconds: number
}

export const DEFAULT_SETTINGS: Settings = {
  strict: true,
  sepaSettlementSeconds: 180,
  retryDays: [3, 7],
  afterLastRetry: 'canceled',
  checkoutLifetimeSeconds: 86_400,
}

export type StandIn = {
  store: Store
  clock: Clock
  events: EventLog
  settings: Settings
  /** The stand-in's own address, for the hosted pages' URLs it hands out. */
  baseUrl: string
}

/** The test clock a customer lives on, or null for the stand-in's own clock. */
export function clockOf(standIn: StandIn, customerId: string | null): string | null {
  if (!customerId) return null
  const clock = standIn.store.customers.get(customerId)?.test_clock
  return typeof clock === 'string' ? clock : null
}

/** Now, for a customer: their test clock's frozen time, or the stand-in's clock. */
export function nowFor(standIn: StandIn, customerId: string | null): number {
  const clock = clockOf(standIn, customerId)
  return (clock && standIn.store.testClocks.get(clock)?.frozen_time) || standIn.clock.now()
}
