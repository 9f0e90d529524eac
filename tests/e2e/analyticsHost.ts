import { gunzipSync } from 'node:zlib'

import type { Page, Request, Route } from '@playwright/test'

import { E2E_ANALYTICS_HOST } from './fixtures'
import { AB_FLAG } from '../../src/domain/limits'

/** One event as PostHog receives it. */
export type SentEvent = { event: string; properties: Record<string, unknown> }

/**
 * PostHog's servers, played by the test (the only part of the outside world we stand in for):
 * every request to the analytics host is answered here, its events decoded and kept.
 * `flag`: the variant the flags endpoint answers; 'never' leaves the request unanswered.
 */
/**
 * A desktop Chrome's user agent: posthog-js drops the events of a "HeadlessChrome", or of a
 * browser that says it is automated (navigator.webdriver), as a bot's — as it should in
 * production — so the specs browse as a person’s browser would.
 */
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

export async function interceptAnalytics(page: Page, flag: 'test' | 'control' | 'never' | null = null) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'webdriver', { get: () => false })
    Object.defineProperty(navigator, 'userAgentData', { get: () => undefined })
  })
  const requests: string[] = []
  const events: SentEvent[] = []
  const bodies: string[] = []
  await page.route(`${E2E_ANALYTICS_HOST}/**`, async (route: Route, request: Request) => {
    const url = new URL(request.url())
    requests.push(url.pathname)
    if (/\/(flags|decide)\/?$/.test(url.pathname)) {
      if (flag === 'never') return // the visitor's flag never arrives
      const flags = flag ? { [AB_FLAG]: flag } : {}
      return route.fulfill({
        json: {
          featureFlags: flags,
          featureFlagPayloads: {},
          flags: Object.fromEntries(Object.entries(flags).map(([key, variant]) => [key, { key, enabled: true, variant }])),
          errorsWhileComputingFlags: false,
        },
      })
    }
    // Extensions and remote config: nothing more than the build's own settings.
    if (url.pathname.startsWith('/static/') || url.pathname.endsWith('.js'))
      return route.fulfill({ contentType: 'application/javascript', body: '' })
    if (url.pathname.startsWith('/array/')) return route.fulfill({ json: {} })
    const text = decode(request, url)
    bodies.push(text)
    for (const event of parseEvents(text)) events.push(event)
    return route.fulfill({ json: { status: 1 } })
  })
  return { requests, events, bodies }
}

function decode(request: Request, url: URL): string {
  const raw = request.postDataBuffer()
  if (!raw) return ''
  const compression = url.searchParams.get('compression')
  // Batches are gzipped (said in the query, or only by the gzip magic bytes).
  if (compression === 'gzip-js' || compression === 'gzip' || (raw[0] === 0x1f && raw[1] === 0x8b)) return gunzipSync(raw).toString('utf8')
  const text = raw.toString('utf8')
  if (compression === 'base64' || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data') ?? ''
    return Buffer.from(data, 'base64').toString('utf8')
  }
  return text
}

function parseEvents(text: string): SentEvent[] {
  try {
    const parsed = JSON.parse(text) as SentEvent | SentEvent[] | { batch?: SentEvent[] }
    if (Array.isArray(parsed)) return parsed
    if ('batch' in parsed && Array.isArray(parsed.batch)) return parsed.batch
    return 'event' in parsed ? [parsed as SentEvent] : []
  } catch {
    return []
  }
}
