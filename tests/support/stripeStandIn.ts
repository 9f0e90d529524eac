import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

import type { StripeStandIn } from '../../tooling/stripe'

/** The official SDK, pointed at the stand-in. */
export function stripeFor(standIn: StripeStandIn): Stripe {
  return new Stripe(standIn.secretKey, { host: standIn.host, port: standIn.port, protocol: 'http', maxNetworkRetries: 0 })
}

/** Request options with a key of our own, as the stand-in's strict mode asks of every POST. */
export const once = (key: string = randomUUID()) => ({ idempotencyKey: key })

export type WebhookSink = { url: string; events: Stripe.Event[]; refused: string[]; stop: () => Promise<void> }

/**
 * An app's webhook endpoint: verifies each delivery with the SDK's `constructEvent` and the
 * secret it knows, keeps the events it accepts (answering `status()`, 200 by default) and
 * answers 400 to those whose signature fails, as a route handler would.
 */
export async function startWebhookSink(secret: string, status: () => number = () => 200): Promise<WebhookSink> {
  const events: Stripe.Event[] = []
  const refused: string[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        const event = Stripe.webhooks.constructEvent(
          Buffer.concat(chunks).toString('utf8'),
          String(request.headers['stripe-signature']),
          secret,
        )
        const answer = status()
        if (answer < 300) events.push(event)
        response.writeHead(answer).end()
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error))
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/billing/stripe`,
    events,
    refused,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The payer's submission of a hosted page's form (no redirect followed). */
export function submit(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields) })
}

export const GOOD_CARD = {
  method: 'card',
  'card-number': '4242 4242 4242 4242',
  'card-expiry': '12 / 34',
  'card-cvc': '123',
  'card-name': 'Camille Martin',
}
