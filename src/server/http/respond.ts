import { AuthenticationError, Forbidden, LockedAuth, NotFound, UnauthorizedError, ValidationError } from 'payload'

import { API_ERRORS, VALIDATION } from '@/domain/messages'

import { ApiError } from './errors'

type Handler<C> = (req: Request, context: C) => Promise<Response>

function message(status: number, text: string): Response {
  return Response.json({ message: text }, { status, headers: { 'Cache-Control': 'no-store' } })
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof ValidationError) {
    return error.data.errors.some((e) => e.path === 'email')
  }
  const cause = (error as { cause?: { code?: string } })?.cause
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505'
}

/** Turns any thrown error into a JSON `{ message }` in French; never a stack trace or SQL text. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return message(error.status, error.message)
  if (error instanceof LockedAuth) return message(429, API_ERRORS.accountLocked)
  if (error instanceof AuthenticationError) return message(401, API_ERRORS.invalidCredentials)
  if (error instanceof UnauthorizedError) return message(401, API_ERRORS.unauthenticated)
  if (error instanceof Forbidden) return message(403, API_ERRORS.forbidden)
  if (error instanceof NotFound) return message(404, API_ERRORS.notFound)
  if (isUniqueViolation(error)) return message(409, API_ERRORS.emailTaken)
  if (error instanceof ValidationError) return message(400, VALIDATION.bodyInvalid)
  console.error('[api] unexpected error', error)
  return message(500, API_ERRORS.server)
}

/** Wraps a route handler so that every failure answers with `errorResponse`. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (req, context) => {
    try {
      return await handler(req, context)
    } catch (error) {
      return errorResponse(error)
    }
  }
}

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(data, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}
