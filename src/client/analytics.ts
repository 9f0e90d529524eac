import type { AbVariant } from '@/domain/abtest'
import { posthogTarget } from '@/domain/analytics'

import { analyticsAllowed } from './consentStorage'

/**
 * The one analytics entry point (DESIGN §7): typed events and feature flags, and nothing leaves
 * the browser until the visitor has consented. No personal data (names, e-mails, free text)
 * in properties.
 */
export type AnalyticsEvents = {
  signup_started: { location: 'header' | 'drawer' | 'hero' | 'manifesto' | 'how-it-works' | 'themes' | 'footer' | 'plans' | 'dinner' }
  quick_signup_completed: Record<string, never>
  contact_opened: Record<string, never>
  contact_message_sent: { subject: string }
  registration_step_completed: { step: number }
  registration_completed: Record<string, never>
  ab_test_exposure: { variant: AbVariant }
  ab_test_conversion: { variant: AbVariant }
}
export type AnalyticsEvent = keyof AnalyticsEvents

/**
 * A flag's value as the provider knows it: a variant name or true/false once its flags are
 * loaded, `undefined` while they are still loading.
 */
export type FlagValue = string | boolean | undefined

/** What the analytics provider (loaded after consent) offers this module. */
export type AnalyticsProvider = {
  capture: <E extends AnalyticsEvent>(event: E, props: AnalyticsEvents[E]) => void
  getFeatureFlag: (key: string) => FlagValue
}

let provider: AnalyticsProvider | null = null

/** Connects the analytics provider once it is loaded (after consent); null disconnects it. */
export function setAnalyticsProvider(next: AnalyticsProvider | null) {
  provider = next
}

export function track<E extends AnalyticsEvent>(event: E, props: AnalyticsEvents[E]): void {
  if (!analyticsAllowed() || !provider) return
  provider.capture(event, props)
}

/**
 * A feature flag. Without consent, or without a configured provider (no key), none will ever
 * load, so the flag is known to be unavailable (`false`) at once; with both it is `undefined`
 * until the provider has its flags. A provider error is thrown to the caller.
 */
export function featureFlag(key: string): FlagValue {
  if (!analyticsAllowed()) return false
  if (provider) return provider.getFeatureFlag(key)
  return posthogTarget() ? undefined : false
}
