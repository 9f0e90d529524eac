import { API_ERRORS } from '@/domain/messages'

/** An error whose French message is safe to show to the client. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const unauthenticated = () => new ApiError(401, API_ERRORS.unauthenticated)
export const forbidden = () => new ApiError(403, API_ERRORS.forbidden)
export const notFound = () => new ApiError(404, API_ERRORS.notFound)
export const badRequest = (message: string) => new ApiError(400, message)
