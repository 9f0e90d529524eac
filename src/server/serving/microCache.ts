import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { DINNER_PAGE_PATTERN } from '@/domain/dinnerPage'
import { PUBLIC_PAGES, SESSION_SHELL_PAGES } from '@/domain/pages'

import { processWide } from '../processWide'
import { negotiatedEncoding } from './contentEncoding'
import { NonceCopy } from './nonceCopy'
import { staticSecurityHeaders } from './securityHeaders'

/**
 * A copy of the public pages (and of the weekly articles' JSON) in memory, in front of Next (what
 * a reverse-proxy micro-cache does): a page view is then served like a static file. Only plain
 * navigations are cached — never RSC or prefetch requests, server actions, query strings or
 * responses that set cookies — and the cache is emptied whenever a cache tag is expired, on every
 * instance (cacheExpiryListener.ts). A page is rendered for the cache without the visitor's
 * cookies, so a copy is the same for every visitor, and kept with the headers Next's proxy gave it.
 * Its CSP nonce is not: each answer from the copy carries a nonce of its own, in its policy and
 * wherever the page wrote it (nonceCopy.ts), as a render per request would.
 *
 * A copy is fresh for a second. Past that and for a few minutes, it is still sent at once, and the
 * page is rendered again a moment later for the next visitor (stale-while-revalidate, nginx's
 * `proxy_cache_use_stale updating`): a view after a quiet second no longer waits for a render,
 * 40–70 ms of server time before the first byte. What an editor or a booking changes expires the
 * tags, which empties the cache; what changes with time alone (the next dinner begins and leaves
 * the list) ends the copies then (notBeyond).
 */
export const MICRO_CACHE_TTL_MS = 1000
export const MICRO_CACHE_STALE_MS = 5 * 60_000
/** How long after a stale copy was sent its page is rendered again (src/start/serve.ts). */
export const MICRO_CACHE_REFRESH_DELAY_MS = 2000

/** The paths kept, each with the type its answer must have: the pages the same for everyone, and the one public list. */
const CACHEABLE = new Map<string, string>([
  ...PUBLIC_PAGES.map((page) => [page.path, 'text/html'] as const),
  ...SESSION_SHELL_PAGES.map((path) => [path, 'text/html'] as const),
  ['/api/articles/active', 'application/json'],
])

/**
 * The type a path's answer must have to be kept, when it is kept at all: the paths above, and the
 * upcoming dinners' pages (only their 200s are kept: a past or unknown dinner's 404 is not).
 */
function cachedType(path: string): string | undefined {
  return CACHEABLE.get(path) ?? (DINNER_PAGE_PATTERN.test(path) ? 'text/html' : undefined)
}
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']
/** Headers of the stored response that are sent again (hop-by-hop and per-response ones are not). */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'content-security-policy',
  'x-nextjs-stale-time',
  'link',
  'accept-ch',
  'critical-ch',
]
/** The security headers Next's proxy set on the rendered page (src/proxy.ts), replayed with it. */
const keptHeaders = () => [...KEPT_HEADERS, ...Object.keys(staticSecurityHeaders()).map((name) => name.toLowerCase())]

type Entry = {
  status: number
  copy: NonceCopy
  /** Until when the copy is fresh, then until when it may still be sent while the page is rendered again. */
  freshUntil: number
  staleUntil: number
}
/** How serve() answered: from a fresh copy, or from a stale one, after which the page should be rendered again. */
export type Served = 'fresh' | 'stale'

/** The stored Vary, naming Accept-Encoding: the answer depends on it. */
function varyOnEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding'
  return /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`
}

export function isCacheableRequest(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!url || url.includes('?') || !cachedType(url)) return false
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false
  return !/__prerender_bypass|__next_preview_data/.test(headers.cookie ?? '')
}

export class MicroCache {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts the times the cache was emptied: a copy whose render began before the last time may show what was expired. */
  private generation = 0

  clear(): void {
    this.entries.clear()
    this.generation++
  }

  /** To pass to store() with a copy whose render starts now. */
  currentGeneration(): number {
    return this.generation
  }

  /** When what the pages show next changes with time alone (pagesChangeAt in ../cache.ts), if that is still to come. */
  private changesAt = Number.POSITIVE_INFINITY

  /** Copies stored from now on are not sent beyond `time`, when what they show changes with time alone. */
  notBeyond(time: number): void {
    if (this.changesAt <= this.now() || time < this.changesAt) this.changesAt = time
  }

  /** The copy of `path` that may still be sent, fresh or stale. */
  get(path: string): Entry | undefined {
    const entry = this.entries.get(path)
    if (entry && entry.staleUntil > this.now()) return entry
    this.entries.delete(path)
    return undefined
  }

  /**
   * Keeps a response only when it is a success of the path's type (a page, the list) that sets no
   * cookie, and the cache was not emptied since its render began (`renderedIn`, from currentGeneration()).
   */
  store(path: string, status: number, headers: IncomingHttpHeaders, body: Buffer, renderedIn: number): boolean {
    const type = cachedType(path)
    if (
      renderedIn !== this.generation ||
      status !== 200 ||
      headers['set-cookie'] ||
      !type ||
      !String(headers['content-type'] ?? '').startsWith(type)
    )
      return false
    const kept: Record<string, string> = {}
    for (const name of keptHeaders()) {
      const value = headers[name]
      if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value
    }
    kept.vary = varyOnEncoding(kept.vary)
    const now = this.now()
    const until = this.changesAt > now ? this.changesAt : Number.POSITIVE_INFINITY
    this.entries.set(path, {
      status,
      copy: new NonceCopy(kept, body, this.now),
      freshUntil: Math.min(now + MICRO_CACHE_TTL_MS, until),
      staleUntil: Math.min(now + MICRO_CACHE_STALE_MS, until),
    })
    return true
  }

  /** Settles once the copy of `path` can be sent in brotli (or at once when there is none). */
  brotliReady(path: string): Promise<void> {
    return this.entries.get(path)?.copy.brotliReady() ?? Promise.resolve()
  }

  /** Answers from the cache, saying whether the copy was fresh; undefined when the request must go to Next. */
  serve(req: IncomingMessage, res: ServerResponse): Served | undefined {
    if (!isCacheableRequest(req.method, req.url, req.headers)) return undefined
    const entry = this.get(req.url as string)
    if (!entry) return undefined
    const served: Served = entry.freshUntil > this.now() ? 'fresh' : 'stale'
    const encoding = negotiatedEncoding(req, entry.copy.encodings())
    const answer = entry.copy.answer(encoding)
    res.writeHead(entry.status, {
      ...entry.copy.headersWith(answer.nonce),
      'content-length': answer.body.length,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      // As nginx's $upstream_cache_status says it: a fresh copy, or a stale one rendered again behind it.
      'x-micro-cache': served === 'fresh' ? 'HIT' : 'STALE',
    })
    res.end(req.method === 'HEAD' ? undefined : answer.body)
    return served
  }
}

/** The process-wide instance, emptied whenever a cache tag is expired (expireHere in src/server/cache.ts). */
export function processMicroCache(): MicroCache {
  return processWide('microCache', () => new MicroCache())
}
