/**
 * A local stand-in for Stripe, for tests, benches and the demo: the machine cannot reach Stripe,
 * so this speaks Stripe's protocol to the official SDK (`new Stripe(key, { host, port, protocol })`),
 * serves the hosted checkout, portal and invoice pages, and delivers signed webhooks, refusing
 * what Stripe refuses. State is in memory: it stands for a service outside the club.
 *
 *   const stripeStandIn = await startStripeStandIn({ now: new Date('2026-01-15T10:00:00Z'), webhookUrls: [url] })
 *   const stripe = new Stripe(stripeStandIn.secretKey, { host: '127.0.0.1', port: stripeStandIn.port, protocol: 'http' })
 *   stripeStandIn.admin.advance({ days: 31 })   // renewals, retries… fall due
 *   await stripeStandIn.stop()
 */
import type { AddressInfo } from 'node:net'

import { Admin } from './admin'
import { Clock } from './clock'
import { catchUp } from './dueWork'
import { EventLog } from './events'
import { IdempotencyKeys } from './idempotency'
import { randomToken } from './ids'
import { createStandInServer } from './server'
import { DEFAULT_SETTINGS, type Settings, type StandIn } from './state'
import { Store } from './store'
import { WebhookDelivery } from './webhookDelivery'

export type StripeStandInOptions = {
  /** 0 (the default): any free port. */
  port?: number
  host?: string
  secretKey?: string
  webhookSecret?: string
  /** Endpoints that receive every event; more can be added through `admin.addWebhookEndpoint`. */
  webhookUrls?: string[]
  /** Starts the clock at this instant, standing still until `admin.advance`; without it, the clock follows the wall clock. */
  now?: Date
  settings?: Partial<Settings>
  /** Pauses before each webhook retry, in ms (default 200, 1 000 and 5 000: quicker than Stripe's hours). */
  webhookRetryDelaysMs?: number[]
}

export type StripeStandIn = {
  /** `http://host:port`: the hosted pages' origin. */
  url: string
  host: string
  port: number
  secretKey: string
  webhookSecret: string
  admin: Admin
  stop: () => Promise<void>
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1'
  const secretKey = options.secretKey ?? `sk_test_${randomToken(48)}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomToken(32)}`
  const store = new Store()
  const webhooks = new WebhookDelivery(options.webhookRetryDelaysMs ?? [200, 1_000, 5_000])
  const endpoints = (options.webhookUrls ?? []).map((url) => ({ url, secret: webhookSecret }))
  endpoints.forEach((endpoint) => webhooks.addEndpoint(endpoint))
  const standIn: StandIn = {
    store,
    clock: new Clock(options.now),
    events: new EventLog(
      store,
      (event) => webhooks.publish(event),
      () => webhooks.endpoints.length,
    ),
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    baseUrl: '',
  }
  const keys = new IdempotencyKeys()
  const admin = new Admin(standIn, webhooks, keys, endpoints, webhookSecret)
  const server = createStandInServer(standIn, secretKey, keys, admin)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  standIn.baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  // A clock that follows the wall clock has work falling due by itself (a SEPA debit settling).
  const tick = () => {
    try {
      catchUp(standIn)
    } catch (error) {
      console.error('stripe stand-in: work due on the clock failed:', error)
    }
  }
  const ticker = standIn.clock.frozen ? null : setInterval(tick, 1_000).unref()
  return {
    url: standIn.baseUrl,
    host,
    port,
    secretKey,
    webhookSecret,
    admin,
    stop: async () => {
      if (ticker) clearInterval(ticker)
      webhooks.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export { signedDelivery } from './webhookDelivery'
export type { StripeEvent } from './shapes'
