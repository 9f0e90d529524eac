import { CONTROL_OUTSIDE_EXPERIMENT, isAbVariant, type VariantChoice, variantOfGroup } from '@/domain/abtest'
import type { AbGroup } from '@/domain/applicationStatus'
import { AB_FLAG, AB_POLL_ATTEMPTS, AB_POLL_INTERVAL_MS } from '@/domain/limits'

import { featureFlag, type FlagValue, track } from './analytics'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Reads flag `registration-ab-test`, at most 20 times 100 ms apart (SPEC §2/§9). The control,
 * outside the experiment, when the flag is missing, unknown, fails or never arrives.
 */
export async function experimentVariant(
  read: () => FlagValue = () => featureFlag(AB_FLAG),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<VariantChoice> {
  for (let attempt = 1; attempt <= AB_POLL_ATTEMPTS; attempt++) {
    let value: FlagValue
    try {
      value = read()
    } catch (error) {
      console.warn('Drapeau A/B illisible, formulaire complet :', error)
      return CONTROL_OUTSIDE_EXPERIMENT
    }
    if (value !== undefined) return isAbVariant(value) ? { variant: value, fromExperiment: true } : CONTROL_OUTSIDE_EXPERIMENT
    if (attempt < AB_POLL_ATTEMPTS) await wait(AB_POLL_INTERVAL_MS)
  }
  return CONTROL_OUTSIDE_EXPERIMENT
}

/** A finished application: the completion event, and the A/B conversion when the account is in a group. */
export function trackRegistrationCompleted(abTestGroup: AbGroup | null) {
  track('registration_completed', {})
  const variant = variantOfGroup(abTestGroup)
  if (variant) track('ab_test_conversion', { variant })
}
