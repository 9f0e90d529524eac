'use client'

import { useEffect, useState } from 'react'

import { featureFlag, track } from '@/client/analytics'
import { experimentVariant } from '@/client/registrationVariant'
import { CONTROL_OUTSIDE_EXPERIMENT, type VariantChoice } from '@/domain/abtest'
import { AB_FLAG } from '@/domain/limits'

/**
 * The form of step 1 for a visitor (SPEC §2 "variant wrapper"): the URL's choice when it makes
 * one, otherwise the experiment's; null while it loads (the loading screen). The server, which
 * cannot know the visitor's consent, renders the full form; in the browser the experiment then
 * decides — at once when its flag is known or cannot load (no consent, no key), after the
 * loading screen otherwise. Decided once per screen, so a visitor's form never changes under
 * their hands. Exposure is sent only when the experiment chose.
 */
export function useRegistrationVariant(active: boolean, fromUrl: VariantChoice | null): VariantChoice | null {
  const [choice, setChoice] = useState<VariantChoice | null>(fromUrl ?? CONTROL_OUTSIDE_EXPERIMENT)
  const [decided, setDecided] = useState(fromUrl !== null)
  const asksExperiment = active && !decided
  useEffect(() => {
    if (!asksExperiment) return
    let cancelled = false
    const decide = (value: VariantChoice) => {
      setChoice(value)
      setDecided(true)
      if (value.fromExperiment) track('ab_test_exposure', { variant: value.variant })
    }
    let known = false
    try {
      known = featureFlag(AB_FLAG) !== undefined
    } catch {
      known = true // experimentVariant reads it again and falls back to the full form
    }
    // PostHog's flags exist only in the browser, after hydration: the loading screen replaces the
    // server's form here, once, before the visitor can type.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading an external client that render cannot read
    if (!known) setChoice(null)
    void experimentVariant().then((value) => !cancelled && decide(value))
    return () => {
      cancelled = true
    }
  }, [asksExperiment])
  return choice
}
