'use client'

import { useEffect, useState } from 'react'

import { track } from '@/client/analytics'
import { experimentVariant } from '@/client/registrationVariant'
import type { VariantChoice } from '@/domain/abtest'

/**
 * The form of step 1 for a visitor (SPEC §2 "variant wrapper"): the URL's choice when it makes
 * one, otherwise the experiment's; null while it loads. Decided once per screen, so a visitor's
 * form never changes under their hands. Exposure is sent only when the experiment chose.
 */
export function useRegistrationVariant(active: boolean, fromUrl: VariantChoice | null): VariantChoice | null {
  const [choice, setChoice] = useState<VariantChoice | null>(fromUrl)
  const asksExperiment = active && choice === null
  useEffect(() => {
    if (!asksExperiment) return
    let cancelled = false
    void experimentVariant().then((decided) => {
      if (cancelled) return
      setChoice(decided)
      if (decided.fromExperiment) track('ab_test_exposure', { variant: decided.variant })
    })
    return () => {
      cancelled = true
    }
  }, [asksExperiment])
  return choice
}
