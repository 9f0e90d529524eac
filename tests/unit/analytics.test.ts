import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { featureFlag, setAnalyticsProvider, track } from '@/client/analytics'
import { saveBannerConsent, savePreferences } from '@/client/consentStorage'
import { trackRegistrationCompleted } from '@/client/registrationVariant'
import { ALL_ACCEPTED } from '@/domain/consent'
import { AB_FLAG } from '@/domain/limits'

/** The browser's localStorage and event target, which the consent module reads (outside our stack). */
function fakeBrowser() {
  const store = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage }))
}

const capture = vi.fn()
const getFeatureFlag = vi.fn((key: string) => (key === AB_FLAG ? 'test' : undefined))

beforeEach(() => {
  fakeBrowser()
  capture.mockClear()
  setAnalyticsProvider({ capture, getFeatureFlag })
})
afterEach(() => {
  setAnalyticsProvider(null)
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('analytics: nothing before consent (DESIGN §7)', () => {
  it('sends nothing and reads no flag while no choice is stored, or after a refusal', () => {
    track('registration_completed', {})
    expect(featureFlag(AB_FLAG)).toBe(false)
    saveBannerConsent('rejected')
    track('registration_completed', {})
    expect(featureFlag(AB_FLAG)).toBe(false)
    expect(capture).not.toHaveBeenCalled()
  })

  it('sends events and reads flags once accepted', () => {
    saveBannerConsent('accepted')
    track('signup_started', { location: 'header' })
    expect(capture).toHaveBeenCalledWith('signup_started', { location: 'header' })
    expect(featureFlag(AB_FLAG)).toBe('test')
  })

  it('follows the performance category of the cookies page', () => {
    savePreferences({ ...ALL_ACCEPTED, performance: false }, 'partial')
    track('registration_completed', {})
    expect(capture).not.toHaveBeenCalled()
  })

  it('with consent but no provider loaded yet, a flag is unknown (undefined), not missing', () => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', 'phc_cle')
    saveBannerConsent('accepted')
    setAnalyticsProvider(null)
    expect(featureFlag(AB_FLAG)).toBeUndefined()
  })

  it('with consent but no analytics configured (no key), a flag is missing at once: nobody waits', () => {
    vi.stubEnv('NEXT_PUBLIC_POSTHOG_KEY', '')
    saveBannerConsent('accepted')
    setAnalyticsProvider(null)
    expect(featureFlag(AB_FLAG)).toBe(false)
  })
})

describe('completion of an application', () => {
  beforeEach(() => saveBannerConsent('accepted'))

  it('counts as a conversion of the variant the account was shown', () => {
    trackRegistrationCompleted('B')
    expect(capture.mock.calls).toEqual([
      ['registration_completed', {}],
      ['ab_test_conversion', { variant: 'test' }],
    ])
  })

  it('outside the experiment there is no conversion event', () => {
    trackRegistrationCompleted(null)
    expect(capture.mock.calls).toEqual([['registration_completed', {}]])
  })
})
