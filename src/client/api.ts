import { TOASTS } from '@/domain/messages'

/**
 * The request helper of SPEC §7/§8: JSON body, credentials included, and any non-success
 * answer fails with "status: body" (or the status text). `serverMessage` is the French
 * `{ message }` of our API, for toasts.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${body}`)
  }
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) {
    let message: string | null = null
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? null
    } catch {
      message = null
    }
    throw new ApiRequestError(response.status, text || response.statusText, message)
  }
  return (text ? JSON.parse(text) : null) as T
}

/** The French text to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string = TOASTS.genericError): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback
}
