import { type NextRequest, NextResponse } from 'next/server'

import { addressFromForwarded, CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from '@/server/serving/securityHeaders'

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
  return response
}
