import { RETRY_AFTER_SECONDS } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'

/** An error whose French message is safe to show to the client. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After (a 503 or a 429 that knows when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const unauthenticated = () => new ApiError(401, API_ERRORS.unauthenticated)
export const forbidden = () => new ApiError(403, API_ERRORS.forbidden)
export const notFound = () => new ApiError(404, API_ERRORS.notFound)
export const badRequest = (message: string) => new ApiError(400, message)
/** The database cannot be reached: come back shortly. */
export const unavailable = () => new ApiError(503, API_ERRORS.unavailable, RETRY_AFTER_SECONDS.unavailable)
/** Too much password hashing already waits: come back shortly. */
export const overloaded = () => new ApiError(503, API_ERRORS.overloaded, RETRY_AFTER_SECONDS.overloaded)

/** The headers an ApiError's answer carries. */
export function errorHeaders(error: ApiError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) }
}
