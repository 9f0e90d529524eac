/** The A/B test of the registration form (SPEC §2/§3, DESIGN §6): variants, groups, statistics. */
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
export function variantFromQuery(query: { fromAB?: string; variant?: string }): VariantChoice | null {
  if (query.fromAB === 'true') return CONTROL_OUTSIDE_EXPERIMENT
  if (isAbVariant(query.variant)) return { variant: query.variant, fromExperiment: false }
  return null
}

/** The variant an account's group was shown (null outside the experiment). */
export function variantOfGroup(group: AbGroup | null | undefined): AbVariant | null {
  return AB_VARIANTS.find((variant) => AB_GROUP_OF_VARIANT[variant] === group) ?? null
}

export type GroupStats = { count: number; converted: number; conversionRate: number }

export type AbComparison = {
  /** 'A' or 'B' when that path converts better with 95 % confidence, otherwise null ("équivalents"). */
  better: 'A' | 'B' | null
  /** Relative gain of the better path over the other, in percent (one decimal). */
  gainPercent: number
  significant: boolean
  pValue: number | null
}

export function groupStats(count: number, converted: number): GroupStats {
  const conversionRate = count === 0 ? 0 : Math.round((converted / count) * 1000) / 10
  return { count, converted, conversionRate }
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2))
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(z * z) / 2)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

export const SIGNIFICANCE_LEVEL = 0.05

export function compareGroups(a: GroupStats, b: GroupStats): AbComparison {
  const none: AbComparison = { better: null, gainPercent: 0, significant: false, pValue: null }
  if (a.count === 0 || b.count === 0) return none
  const pA = a.converted / a.count
  const pB = b.converted / b.count
  const pooled = (a.converted + b.converted) / (a.count + b.count)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.count + 1 / b.count))
  if (se === 0) return none
  const z = (pB - pA) / se
  const pValue = 2 * (1 - normalCdf(Math.abs(z)))
  const significant = pValue < SIGNIFICANCE_LEVEL
  const [winner, best, other] = pB > pA ? (['B', pB, pA] as const) : (['A', pA, pB] as const)
  const gainPercent = other === 0 ? 100 : Math.round(((best - other) / other) * 1000) / 10
  return { better: significant ? winner : null, gainPercent: significant ? gainPercent : 0, significant, pValue }
}
