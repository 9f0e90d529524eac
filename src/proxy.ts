import { type NextRequest, NextResponse } from 'next/server'

import { hasCookie, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/domain/sessionHint'
import { addressFromForwarded, CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from '@/server/serving/securityHeaders'
import { secureCookies } from '@/server/siteOrigin'

/**
 * Next's proxy (Next 16's middleware, on Node), before every request: the client's address for
 * the rate limits and the login throttle, a fresh CSP nonce (Next writes it on the scripts it
 * renders, read from the request's policy), and the security headers on every response
 * (DESIGN §4). `next start` behind any server is thus as safe as `npm start`.
 */
export function proxy(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname
  const policy = contentSecurityPolicy(newNonce(), path)
  const headers = new Headers(request.headers)
  headers.set(CLIENT_ADDRESS_HEADER, addressFromForwarded(request.headers.get('x-forwarded-for')))
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  for (const [name, value] of Object.entries(staticSecurityHeaders(path))) response.headers.set(name, value)
  keepSessionHint(request, response)
  return response
}

/**
 * The session's readable hint (src/domain/sessionHint.ts) follows the session cookie the request
 * carries: set for a session opened where our routes did not set it (Payload's admin login), or
 * that outlived its hint; cleared once the session cookie is gone. Not on /api/: the routes that
 * open or close a session set or clear the hint in their own answer, which this must not contradict.
 */
function keepSessionHint(request: NextRequest, response: NextResponse): void {
  if (request.nextUrl.pathname.startsWith('/api/')) return
  const cookies = request.headers.get('cookie') ?? ''
  const session = hasCookie(cookies, SESSION_COOKIE)
  const hint = hasCookie(cookies, SESSION_HINT_COOKIE)
  if (session && !hint) {
    response.cookies.set(SESSION_HINT_COOKIE, '1', {
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: secureCookies(),
    })
  } else if (!session && hint) {
    response.cookies.delete(SESSION_HINT_COOKIE)
  }
}
