import { randomBytes } from 'node:crypto'

import { analyticsOrigins, posthogTarget } from '@/domain/analytics'
import { WEEKLY_PREVIEW_PATH } from '@/domain/articles'
import { CONTENT_PAGES } from '@/domain/contentTexts'

import { siteUrl } from '../siteOrigin'
import { stripeSettings } from '../stripeSettings'

/**
 * The headers every response carries (DESIGN §4), set by Next's proxy (src/proxy.ts). Scripts run
 * only from our origin and with the nonce Next writes on the scripts it renders, so no inline
 * script can run that the server did not write. Every response carries a nonce of its own: a
 * render gets one here, and each answer the micro-cache sends from a rendered copy gets one made
 * for it, written wherever the render wrote its own (nonceCopy.ts). A nonce seen in one page is
 * thus worth nothing in any other. The analytics host is allowed once configured.
 */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The analytics origins (PostHog), once a key is configured: the only others the pages talk to. */
function analyticsSources(): string {
  return analyticsOrigins(posthogTarget()).join(' ')
}

function isHttpsSite(): boolean {
  return siteUrl().startsWith('https://')
}

/**
 * The pages the admin shows in a frame: the editable pages (Payload's live preview) and the
 * editors' preview of the week's selection. Our own origin alone may frame them, no one may frame
 * any other page, and only the admin's pages frame anything (and only ours).
 */
const FRAMED_BY_THE_ADMIN = new Set<string>([...Object.values(CONTENT_PAGES).map((page) => page.path), WEEKLY_PREVIEW_PATH])
const framedByTheAdmin = (path: string) => FRAMED_BY_THE_ADMIN.has(path)
const framesOurPages = (path: string) => path === '/admin' || path.startsWith('/admin/')

/**
 * Where a form may send the browser: our own routes and, with billing on, Stripe's hosted Checkout
 * and customer portal, which a member reaches from a form posted to us and answered with a
 * redirect (Chromium checks `form-action` against that redirect). Nothing of Stripe runs, loads or
 * is framed in our pages: card and bank details are typed on Stripe's own. `STRIPE_API_URL` names
 * the local stand-in that serves those pages in development and tests; it is allowed only when set.
 */
const STRIPE_HOSTED_PAGES = ['https://checkout.stripe.com', 'https://billing.stripe.com']

function formTargets(): string {
  const stripe = stripeSettings()
  if (!stripe) return "'self'"
  return ["'self'", ...STRIPE_HOSTED_PAGES, ...(stripe.apiUrl ? [stripe.apiUrl.origin] : [])].join(' ')
}

/** The policy of the response to `path` (its framing depends on it). */
export function contentSecurityPolicy(nonce: string, path = ''): string {
  const analytics = analyticsSources()
  const plus = (sources: string) => (analytics ? `${sources} ${analytics}` : sources)
  return [
    "default-src 'self'",
    plus(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`),
    // Radix and Payload's admin set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    plus("connect-src 'self'"),
    "worker-src 'self' blob:",
    framesOurPages(path) ? "frame-src 'self'" : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets()}`,
    framedByTheAdmin(path) ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    ...(isHttpsSite() ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The nonce of a policy made by contentSecurityPolicy (a page reads it from its request's header). */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
}

/** The same on every response to `path`; the CSP is added per response (its nonce). */
export function staticSecurityHeaders(path = ''): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': framedByTheAdmin(path) ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(isHttpsSite() ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * Production serves the site over https (Secure cookies, HSTS). An http SITE_URL is refused
 * unless ALLOW_HTTP_SITE_URL=1 says it is meant (a test on this machine).
 */
export function assertProductionSiteUrl(): void {
  if (isHttpsSite() || process.env.ALLOW_HTTP_SITE_URL === '1') return
  throw new Error(
    `SITE_URL (${siteUrl()}) is not https. Production refuses plain http: set the https origin, or ALLOW_HTTP_SITE_URL=1 for a local test only.`,
  )
}
