/**
 * Serves Stripe's API (`/v1/…`) to the official SDK: authentication by secret key, form-encoded
 * parameters, idempotency keys, expansion, and Stripe's error shapes and statuses.
 */
import Stripe from 'stripe'

import { catchUp } from './dueWork'
import { invalidApiKey, invalidRequest, missingApiKey, StripeApiError, unknownUrl } from './errors'
import { expand, includables } from './expand'
import { parseForm } from './form'
import { fingerprint, type IdempotencyKeys } from './idempotency'
import { newId } from './ids'
import { toJson } from './json'
import { Params } from './params'
import { lineItemsOf, ROUTES } from './routes'
import type { StandIn } from './state'

export type ApiRequest = { method: string; path: string; query: string; body: string; headers: Record<string, string | undefined> }

export type Reply = { status: number; headers: Record<string, string>; body: string | Buffer }

/** The SDK's own keys, made when its caller gave none: they protect its network retries only. */
const SDK_GENERATED_KEY = /^stripe-node-retry-/

const INCLUDABLES = includables((standIn, id) => lineItemsOf(standIn, id))

function apiKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined
  const [scheme, value = ''] = authorization.split(' ')
  if (scheme.toLowerCase() === 'bearer') return value
  if (scheme.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0]
  return undefined
}

function strictRefusal(): StripeApiError {
  return invalidRequest(
    'Stand-in (strict): this POST has no Idempotency-Key of its own. Real Stripe accepts it, but a retried request could then act twice; pass `idempotencyKey` in the request options.',
    { param: 'Idempotency-Key' },
  )
}

export function serveApi(standIn: StandIn, secretKey: string, keys: IdempotencyKeys, request: ApiRequest): Reply {
  const requestId = newId('req')
  const method = request.method.toUpperCase()
  const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'request-id': requestId,
    'stripe-version': request.headers['stripe-version'] ?? Stripe.API_VERSION,
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  }
  const answer = (status: number, body: unknown): Reply & { body: string } => ({ status, headers, body: JSON.stringify(body, null, 2) })
  try {
    const key = apiKey(request.headers.authorization)
    if (!key) throw missingApiKey()
    if (key !== secretKey) throw invalidApiKey(key)
    catchUp(standIn)
    const found = ROUTES.flatMap((route) => {
      const match = route.method === method ? route.pattern.exec(request.path) : null
      return match ? [{ route, ids: match.slice(1) }] : []
    })[0]
    if (!found) throw unknownUrl(method, request.path)
    const form = parseForm(method === 'POST' ? request.body : request.query)
    if (method === 'POST' && standIn.settings.strict && (!idempotencyKey || SDK_GENERATED_KEY.test(idempotencyKey))) throw strictRefusal()
    const endpoint = `${method} ${request.path}`
    const print = fingerprint(form)
    if (idempotencyKey) {
      const replayed = keys.replay(idempotencyKey, endpoint, print, standIn.clock.now())
      if (replayed) return { status: replayed.status, headers: { ...headers, 'idempotent-replayed': 'true' }, body: replayed.body }
    }
    const params = new Params(form)
    const paths = params.optionalStringArray('expand') ?? []
    const run = found.route.prepare(standIn, params, found.ids)
    params.assertAllRead()
    let reply: Reply & { body: string }
    try {
      const result = standIn.events.during({ id: requestId, idempotency_key: idempotencyKey ?? null }, run)
      reply = answer(200, expand(standIn, toJson(result), paths, INCLUDABLES))
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error
      reply = answer(error.status, error.toJson())
    }
    if (idempotencyKey) keys.save(idempotencyKey, endpoint, print, { status: reply.status, body: reply.body }, standIn.clock.now())
    return reply
  } catch (error) {
    if (error instanceof StripeApiError) return answer(error.status, error.toJson())
    console.error('stripe stand-in:', error)
    return answer(500, { error: { type: 'api_error', message: 'An unknown error occurred in the Stripe stand-in.' } })
  }
}
