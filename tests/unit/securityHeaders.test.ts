import { afterEach, describe, expect, it, vi } from 'vitest'

import { assertProductionSiteUrl, contentSecurityPolicy, staticSecurityHeaders } from '@/server/serving/securityHeaders'

afterEach(() => vi.unstubAllEnvs())

describe('security headers', () => {
  it('over https: HSTS, and the policy upgrades insecure requests', () => {
    vi.stubEnv('SITE_URL', 'https://lecercle.example')
    expect(staticSecurityHeaders()['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(contentSecurityPolicy('abc')).toContain('upgrade-insecure-requests')
  })

  it('over http (a local test): no HSTS', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    expect(staticSecurityHeaders()['Strict-Transport-Security']).toBeUndefined()
  })

  it('allows the analytics hosts once a key is configured, and no other', () => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', '')
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_HOST', 'https://eu.i.posthog.com/')
    expect(contentSecurityPolicy('abc')).not.toContain('posthog')
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', 'phc_cle')
    const policy = contentSecurityPolicy('abc')
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://eu.i.posthog.com https://eu-assets.i.posthog.com;")
    expect(policy).toContain("connect-src 'self' https://eu.i.posthog.com https://eu-assets.i.posthog.com;")
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_HOST', 'https://analytics.example')
    expect(contentSecurityPolicy('abc')).toContain("connect-src 'self' https://analytics.example;")
  })

  it('takes fonts and images only from the site itself (the faces are self-hosted, the images drawn by the app)', () => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', 'phc_cle')
    const policy = contentSecurityPolicy('abc')
    expect(policy).toContain("font-src 'self' data:;")
    expect(policy).toContain("img-src 'self' data: blob:;")
  })

  it('production refuses an http SITE_URL unless told it is a local test', () => {
    vi.stubEnv('SITE_URL', 'http://lecercle.example')
    vi.stubEnv('ALLOW_HTTP_SITE_URL', '')
    expect(() => assertProductionSiteUrl()).toThrow(/not https/)
    vi.stubEnv('ALLOW_HTTP_SITE_URL', '1')
    expect(() => assertProductionSiteUrl()).not.toThrow()
    vi.stubEnv('SITE_URL', 'https://lecercle.example')
    vi.stubEnv('ALLOW_HTTP_SITE_URL', '')
    expect(() => assertProductionSiteUrl()).not.toThrow()
  })
})

describe('framing', () => {
  it('lets only the admin frame the pages it previews, and only from the site itself', () => {
    for (const path of ['/manifeste', '/comment-ca-marche', '/apercu/selection-de-la-semaine']) {
      expect(contentSecurityPolicy('abc', path)).toMatch(/frame-ancestors 'self'(;|$)/)
      expect(staticSecurityHeaders(path)['X-Frame-Options']).toBe('SAMEORIGIN')
    }
    for (const path of ['/', '/login', '/status', '/admin', '/admin/articles']) {
      expect(contentSecurityPolicy('abc', path)).toMatch(/frame-ancestors 'none'(;|$)/)
      expect(staticSecurityHeaders(path)['X-Frame-Options']).toBe('DENY')
    }
    expect(contentSecurityPolicy('abc', '/admin/articles')).toContain("frame-src 'self';")
    expect(contentSecurityPolicy('abc', '/manifeste')).toContain("frame-src 'none';")
  })
})

describe('Stripe’s hosted pages', () => {
  it('with billing on, lets a form lead to Checkout and the portal, and to the stand-in only when STRIPE_API_URL names it', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    expect(contentSecurityPolicy('abc')).toMatch(/form-action 'self'(;|$)/)
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_cle')
    vi.stubEnv('STRIPE_API_URL', '')
    const policy = contentSecurityPolicy('abc', '/activation')
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com;")
    // Nothing of Stripe runs, loads or is framed in our pages: card details are typed on Stripe's own.
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(policy.split('; ').find((part) => part.startsWith(directive))).not.toContain('stripe')
    }
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:12111')
    expect(contentSecurityPolicy('abc')).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com http://127.0.0.1:12111;",
    )
  })
})
