import { describe, expect, it, vi } from 'vitest'

import { watchInpHandlers } from '@/client/posthog/inpHandler'
import { posthogSettings } from '@/client/posthog/settings'
import { analyticsOrigins, DEFAULT_POSTHOG_HOST, posthogTarget } from '@/domain/analytics'

describe('PostHog settings (SPEC §4 and §9)', () => {
  it('no key, no analytics; the EU host by default', () => {
    expect(posthogTarget({ key: '', host: 'https://x.example' })).toBeNull()
    expect(posthogTarget({ key: 'phc_cle' })).toEqual({ key: 'phc_cle', host: 'https://eu.i.posthog.com' })
    expect(posthogTarget({ key: 'phc_cle', host: 'https://analytics.example/' })).toEqual({
      key: 'phc_cle',
      host: 'https://analytics.example',
    })
    expect(DEFAULT_POSTHOG_HOST).toBe('https://eu.i.posthog.com')
  })

  it('the pages may reach the host, and PostHog cloud’s assets host, nothing else', () => {
    expect(analyticsOrigins(null)).toEqual([])
    expect(analyticsOrigins({ host: 'https://eu.i.posthog.com' })).toEqual(['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'])
    expect(analyticsOrigins({ host: 'https://analytics.example/ingest' })).toEqual(['https://analytics.example'])
  })

  it('sets every setting the spec names', () => {
    expect(posthogSettings('https://eu.i.posthog.com')).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      capture_pageview: 'history_change',
      capture_pageleave: true,
      enable_heatmaps: true,
      disable_session_recording: false,
      session_recording: { maskAllInputs: true },
      respect_dnt: true,
      persistence: 'localStorage+cookie',
      secure_cookie: true,
      cross_subdomain_cookie: false,
      // 30 minutes idle (SPEC §9).
      session_idle_timeout_seconds: 1800,
      autocapture: false,
    })
  })

  it('lets an event leave only while consent holds', () => {
    let consented = true
    const gate = posthogSettings('https://eu.i.posthog.com', () => consented).before_send as (event: unknown) => unknown
    const event = { event: '$pageview', properties: {} }
    expect(gate(event)).toBe(event)
    consented = false
    expect(gate(event)).toBeNull()
  })

  it('cookies last no longer than 13 months', () => {
    const days = posthogSettings('https://eu.i.posthog.com').cookie_expiration as number
    expect(days).toBeGreaterThan(390)
    expect(days).toBeLessThanOrEqual(Math.floor((13 * 365) / 12))
  })

  it('an INP leaves with the handler that held it, which PostHog’s own attribution leaves out', () => {
    type Report = (metric: unknown) => void
    let report: Report = () => {}
    vi.stubGlobal('window', {
      __PosthogExtensions__: {
        postHogWebVitalsCallbacksByFlavor: { 'web-vitals-with-attribution': { onINP: (callback: Report) => void (report = callback) } },
      },
    })
    watchInpHandlers()
    report({
      id: 'v5-its-own-id',
      value: 184,
      attribution: {
        longestScript: {
          subpart: 'processing-duration',
          entry: { invoker: 'BUTTON.onclick', invokerType: 'event-listener', sourceURL: '/_next/static/chunks/a.js', duration: 182.4 },
        },
      },
    })
    const gate = posthogSettings('https://eu.i.posthog.com').before_send as (event: unknown) => { properties: Record<string, unknown> }
    const sent = gate({
      event: '$web_vitals',
      properties: { $web_vitals_INP_event: { id: 'v5-posthogs-id', value: 184, attribution: { interactionTarget: 'button' } } },
    })
    expect(sent.properties.$web_vitals_INP_event).toEqual({
      id: 'v5-posthogs-id',
      value: 184,
      attribution: {
        interactionTarget: 'button',
        handler: {
          invoker: 'BUTTON.onclick',
          invokerType: 'event-listener',
          sourceURL: '/_next/static/chunks/a.js',
          subpart: 'processing-duration',
          duration: 182,
        },
      },
    })
  })
})
