import { AuthenticationError, Forbidden, NotFound, UnauthorizedError, ValidationError } from 'payload'

import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import { ApiError, errorHeaders, unavailable } from './errors'
import { isDatabaseOutage } from './outage'
import { assertNotFromAnotherSite, assertSameOriginJson } from './sameOrigin'

type Handler<C> = (req: Request, context: C) => Promise<Response>

function message(status: number, text: string, headers: Record<string, string> = {}): Response {
  return Response.json({ message: text }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function apiErrorResponse(error: ApiError): Response {
  return message(error.status, error.message, errorHeaders(error))
}

/** An e-mail already registered: Payload's unique check on users, or Postgres' on users.email. */
function isEmailTaken(error: unknown): boolean {
  if (error instanceof ValidationError) {
    return error.data.collection === 'users' && error.data.errors.some((e) => e.path === 'email')
  }
  const pgError = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string }
  return pgError?.code === '23505' && Boolean(pgError.constraint?.includes('email'))
}

const OUR_MESSAGES = new Set<string>(Object.values(VALIDATION))

/** A collection-level validation error speaks French when its message is one of ours (e.g. password length). */
function validationMessage(error: ValidationError): string {
  const message = error.data.errors[0]?.message
  return message && OUR_MESSAGES.has(message) ? message : VALIDATION.bodyInvalid
}

/** Turns any thrown error into a JSON `{ message }` in French; never a stack trace or SQL text. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return apiErrorResponse(error)
  if (isDatabaseOutage(error)) return apiErrorResponse(unavailable())
  if (error instanceof AuthenticationError) return message(401, API_ERRORS.invalidCredentials)
  if (error instanceof UnauthorizedError) return message(401, API_ERRORS.unauthenticated)
  if (error instanceof Forbidden) return message(403, API_ERRORS.forbidden)
  if (error instanceof NotFound) return message(404, API_ERRORS.notFound)
  if (isEmailTaken(error)) return message(409, API_ERRORS.emailTaken)
  if (error instanceof ValidationError) return message(400, validationMessage(error))
  console.error('[api] unexpected error', error)
  return message(500, API_ERRORS.server)
}

/**
 * Wraps a route that other sites call by design (a mail provider's one-click unsubscribe, RFC 8058):
 * no same-origin check, so it must act on a signed token it is given, never on a session cookie.
 */
export function crossSiteRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    try {
      return await handler(req, context)
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/**
 * Wraps a route handler: state-changing requests must come from the site, as JSON (403, 415),
 * and every failure answers with `errorResponse`.
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return crossSiteRoute((req, context) => {
    assertSameOriginJson(req)
    return handler(req, context)
  })
}

/** Wraps a GET that leaves a trace (an export in the Journal): as `route`, and never run from another site. */
export function recordingGetRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return route((req, context) => {
    assertNotFromAnotherSite(req)
    return handler(req, context)
  })
}

/** A JSON answer, never stored (unless `headers` says otherwise); `headers` may repeat a name (two Set-Cookie). */
export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers)
  if (!all.has('Cache-Control')) all.set('Cache-Control', 'no-store')
  return Response.json(data, { status, headers: all })
}

/** An iCalendar file (RFC 5545 §8.1): downloaded under `filename`, never stored by a shared cache. */
export function calendarResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
