import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { proxy } from '@/proxy'
import { CLIENT_ADDRESS_HEADER, SANITISED_FORWARDING } from '@/server/http/clientAddress'

/** What Next hands the route handlers: the request headers the proxy set. */
const forwardedToHandler = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`)

afterEach(() => vi.unstubAllEnvs())

describe('Next’s proxy (src/proxy.ts)', () => {
  it('replaces a client’s own client-address header, behind one trusted proxy counts the entry it wrote', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    vi.stubEnv('SITE_URL', 'https://www.example.fr')
    const response = proxy(
      new NextRequest('https://www.example.fr/api/auth/login', {
        headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      }),
    )
    expect(forwardedToHandler(response, CLIENT_ADDRESS_HEADER)).toBe('203.0.113.7')
  })

  it('under a bare next start with no proxy, a forged X-Forwarded-For buys no bucket of its own', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
    vi.stubEnv(SANITISED_FORWARDING, '')
    const addresses = ['198.51.100.1', '198.51.100.2'].map((forged) =>
      forwardedToHandler(
        proxy(new NextRequest('http://localhost/api/auth/login', { headers: { 'x-forwarded-for': forged } })),
        CLIENT_ADDRESS_HEADER,
      ),
    )
    expect(addresses).toEqual(['unknown', 'unknown'])
  })

  it('gives every response a fresh nonce policy and the security headers, and the page the same policy', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.fr')
    const [first, second] = [1, 2].map(() => proxy(new NextRequest('https://www.example.fr/')))
    const policy = first.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
    expect(second.headers.get('content-security-policy')).not.toBe(policy)
    expect(forwardedToHandler(first, 'content-security-policy')).toBe(policy)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('strict-transport-security')).toContain('max-age=')
  })
})
