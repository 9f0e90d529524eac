'use client'

import { useEffect } from 'react'

import { subscribeConsent } from '@/client/consentStorage'
import { applyAnalyticsConsent } from '@/client/posthog/loader'

/** Starts or stops analytics with the visitor's choice, now and whenever it changes (here or in another tab). */
export function AnalyticsConsent() {
  useEffect(() => {
    const apply = () => {
      applyAnalyticsConsent().catch((error: unknown) => console.warn('Mesure d’audience indisponible :', error))
    }
    apply()
    return subscribeConsent(apply)
  }, [])
  return null
}
