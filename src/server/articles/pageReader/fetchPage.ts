import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'

import { ARTICLE_PAGE_LIMITS } from '@/domain/articlePage'

import { assertWebAddress, publicOnlyLookup } from './addressGuard'
import { headReader, type HeadTags } from './headReader'
import { PageReadError } from './pageReadError'

export type PageFetchOptions = {
  timeoutMs: number
  maxBytes: number
  /**
   * Origins reached without the address check: only the tests give any (their pages are served on
   * 127.0.0.1); production passes none, and nothing reads it from the environment.
   */
  allowedOrigins: readonly string[]
}

export const PAGE_FETCH_DEFAULTS: PageFetchOptions = {
  timeoutMs: ARTICLE_PAGE_LIMITS.timeoutMs,
  maxBytes: ARTICLE_PAGE_LIMITS.maxBytes,
  allowedOrigins: [],
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])

/** One GET, connected only to checked public addresses (unless the origin is allowed by a test). */
function get(url: URL, signal: AbortSignal, allowedOrigins: readonly string[]): Promise<IncomingMessage> {
  const checked = !allowedOrigins.includes(url.origin)
  if (checked) assertWebAddress(url)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    client
      .get(
        url,
        {
          // A socket of its own: never one pooled by another request, connected without this lookup.
          agent: false,
          signal,
          lookup: checked ? publicOnlyLookup : undefined,
          headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'fr,en;q=0.5', 'user-agent': 'LeCercle/1.0' },
        },
        resolve,
      )
      .on('error', reject)
  })
}

/** Follows at most `ARTICLE_PAGE_LIMITS.maxRedirects` redirects, each checked as the first request. */
async function follow(
  start: URL,
  signal: AbortSignal,
  allowedOrigins: readonly string[],
): Promise<{ response: IncomingMessage; url: URL }> {
  let url = start
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageReadError('refused')
    const response = await get(url, signal, allowedOrigins)
    const location = response.headers.location
    if (!REDIRECTS.has(response.statusCode ?? 0)) return { response, url }
    response.destroy()
    if (!location) throw new PageReadError('unreadable')
    if (redirects === ARTICLE_PAGE_LIMITS.maxRedirects) throw new PageReadError('tooManyRedirects')
    url = new URL(location, url)
  }
}

/** The head of an HTML page, read until it ends and never past `maxBytes`. */
async function readHead(response: IncomingMessage, maxBytes: number): Promise<HeadTags> {
  const [type, ...parameters] = (response.headers['content-type'] ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (!HTML_TYPES.has(type)) throw new PageReadError('notHtml')
  const charset = parameters.find((part) => part.startsWith('charset='))?.slice('charset='.length) ?? 'utf-8'
  const reader = headReader(charset.replace(/"/g, ''))
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    if (size > maxBytes) throw new PageReadError('tooLarge')
    reader.write(chunk)
    if (reader.ended) break
  }
  return reader.end()
}

/**
 * What the head of the page at `address` says of it, read by the server for an editor: http or
 * https only, public addresses only (every redirect checked again), within `timeoutMs` for the
 * whole, HTML only, at most `maxBytes` read.
 */
export async function fetchPageHead(address: URL, options: PageFetchOptions): Promise<{ url: URL; tags: HeadTags }> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let response: IncomingMessage | undefined
  try {
    const reached = await follow(address, signal, options.allowedOrigins)
    response = reached.response
    const status = response.statusCode ?? 0
    if (status < 200 || status >= 300) throw new PageReadError('unreadable')
    const url = reached.url
    return { url, tags: await readHead(response, options.maxBytes) }
  } catch (error) {
    if (error instanceof PageReadError) throw error
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof PageReadError) throw cause
    throw new PageReadError(signal.aborted ? 'timeout' : 'unreadable')
  } finally {
    response?.destroy()
  }
}
