import { GENERIC_ERROR } from '@/domain/messages/genericError'
import { KEYSET_HEADERS, type KeysetPage, PAGE_HEADERS, type Page } from '@/domain/paging'

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
  if (!response.ok) throw failure(response, text)
  return (text ? JSON.parse(text) : null) as T
}

function failure(response: Response, text: string): ApiRequestError {
  let message: string | null = null
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? null
  } catch {
    message = null
  }
  return new ApiRequestError(response.status, text || response.statusText, message)
}

/** The French text to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback
}

/** A page of one of the admin lists: the list is the body, the paging travels in headers. */
export async function apiPage<T>(url: string, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetch(url, { credentials: 'include', signal })
  const text = await response.text()
  if (!response.ok) throw failure(response, text)
  const header = (name: string) => Number(response.headers.get(name) ?? 0)
  return {
    docs: JSON.parse(text) as T[],
    totalDocs: header(PAGE_HEADERS.total),
    page: header(PAGE_HEADERS.page),
    totalPages: header(PAGE_HEADERS.totalPages),
    limit: header(PAGE_HEADERS.limit),
  }
}

/** A page of a list read by position (« Journal »): the list is the body, the cursors and the capped count travel in headers. */
export async function apiKeysetPage<T>(url: string, signal?: AbortSignal): Promise<KeysetPage<T>> {
  const response = await fetch(url, { credentials: 'include', signal })
  const text = await response.text()
  if (!response.ok) throw failure(response, text)
  const header = (name: string) => response.headers.get(name)
  return {
    docs: JSON.parse(text) as T[],
    limit: Number(header(KEYSET_HEADERS.limit) ?? 0),
    total: Number(header(KEYSET_HEADERS.total) ?? 0),
    totalCapped: header(KEYSET_HEADERS.totalCapped) === 'true',
    older: header(KEYSET_HEADERS.older),
    newer: header(KEYSET_HEADERS.newer),
  }
}
