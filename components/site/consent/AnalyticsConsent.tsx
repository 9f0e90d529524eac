'use client'

import { useEffect } from 'react'

import { CONSENT_EVENT } from '@/client/consentStorage'
import { applyAnalyticsConsent } from '@/client/posthog/loader'

/** Starts or stops analytics with the visitor's choice, now and whenever it changes. */
export function AnalyticsConsent() {
  useEffect(() => {
    const apply = () => {
      applyAnalyticsConsent().catch((error: unknown) => console.warn('Mesure d’audience indisponible :', error))
    }
    apply()
    window.addEventListener(CONSENT_EVENT, apply)
    return () => window.removeEventListener(CONSENT_EVENT, apply)
  }, [])
  return null
}
