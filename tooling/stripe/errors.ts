/**
 * Stripe's refusals, in its shape: `{ error: { type, code, message, param, … } }` with the HTTP
 * status the official SDK turns into its error classes (Error.js, generateV1Error): 400 and 404
 * StripeInvalidRequestError (StripeIdempotencyError when `type` is idempotency_error), 401
 * StripeAuthenticationError, 402 StripeCardError.
 */
import type { JsonObject } from './json'

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error'

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: JsonObject & { type: ErrorType; message: string },
  ) {
    super(body.message)
  }

  toJson(): JsonObject {
    return { error: this.body }
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`

/** A malformed or impossible request (400). */
export function invalidRequest(message: string, details: { param?: string; code?: string } = {}): StripeApiError {
  const body: JsonObject & { type: ErrorType; message: string } = { type: 'invalid_request_error', message }
  if (details.code) Object.assign(body, { code: details.code, doc_url: docUrl(details.code) })
  if (details.param) body.param = details.param
  return new StripeApiError(400, body)
}

/** `No such customer: 'cus_…'` (404 on a path's id, 400 on a parameter naming an object). */
export function resourceMissing(kind: string, id: string, param: string, status: 400 | 404 = 404): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    message: `No such ${kind}: '${id}'`,
    param,
  })
}

export function unknownUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  })
}

export function missingApiKey(): StripeApiError {
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message:
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  })
}

export function invalidApiKey(key: string): StripeApiError {
  const shown = key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    code: 'api_key_invalid',
    message: `Invalid API Key provided: ${shown}`,
  })
}

export function idempotencyOtherEndpoint(key: string, first: string, now: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first}' vs '${now}'). Try using a key other than '${key}' if you meant to execute a different request.`,
  })
}

export function idempotencyMismatch(key: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  })
}

/** A decline: 402 with the failed payment intent and payment method, as Stripe answers. */
export function cardDeclined(decline: { code: string; declineCode: string | null; message: string }, related: JsonObject): StripeApiError {
  const body: JsonObject & { type: ErrorType; message: string } = {
    type: 'card_error',
    code: decline.code,
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...related,
  }
  if (decline.declineCode) body.decline_code = decline.declineCode
  return new StripeApiError(402, body)
}
