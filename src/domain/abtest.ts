/**
 * The A/B test of the registration form (SPEC §2/§3, DESIGN §6): variants and groups. The team's
 * statistics are in abtestStats.ts, apart: the registration page needs none of them.
 */
import type { AbGroup } from './applicationStatus'

/** Flag values: 'control' shows the full wizard, 'test' the simplified form. */
export const AB_VARIANTS = ['control', 'test'] as const
export type AbVariant = (typeof AB_VARIANTS)[number]

export function isAbVariant(value: unknown): value is AbVariant {
  return AB_VARIANTS.includes(value as AbVariant)
}

/** The group an account records when the experiment chose its form (null: not in the experiment). */
export const AB_GROUP_OF_VARIANT = { control: 'A', test: 'B' } as const satisfies Record<AbVariant, AbGroup>

/** The form a visitor sees at step 1, and whether the experiment chose it (DESIGN §6). */
export type VariantChoice = { variant: AbVariant; fromExperiment: boolean }

export const CONTROL_OUTSIDE_EXPERIMENT: VariantChoice = { variant: 'control', fromExperiment: false }

/**
 * SPEC §2: fromAB=true forces the full form and a `variant` parameter overrides, both outside
 * the experiment; otherwise (null) the experiment decides.
 */
export function variantFromQuery(query: { fromAB?: string; variant?: string; parrainage?: string }): VariantChoice | null {
  // An invitation's visitor gets the full form, their address filled in, outside the experiment.
  if (query.fromAB === 'true' || query.parrainage) return CONTROL_OUTSIDE_EXPERIMENT
  if (isAbVariant(query.variant)) return { variant: query.variant, fromExperiment: false }
  return null
}

/** The variant an account's group was shown (null outside the experiment). */
export function variantOfGroup(group: AbGroup | null | undefined): AbVariant | null {
  return AB_VARIANTS.find((variant) => AB_GROUP_OF_VARIANT[variant] === group) ?? null
}
