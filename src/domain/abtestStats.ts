/** The A/B test's statistics for the team's view (DESIGN §6). */
import { errorFunction } from 'simple-statistics'

export type GroupStats = { count: number; converted: number; conversionRate: number }

/** Below these, per arm, the view says there is not enough data yet (DESIGN §6). */
export const MIN_EXPOSURES_PER_ARM = 50
export const MIN_CONVERSIONS_PER_ARM = 5
const SIGNIFICANCE_LEVEL = 0.05

export type AbComparison = {
  /** Both arms have the minimum sample: only then is anything concluded. */
  enoughData: boolean
  /** 'A' or 'B' when that path converts better with 95 % confidence, otherwise null ("équivalents"). */
  better: 'A' | 'B' | null
  /** Relative gain of the better path over the other, in percent (one decimal); 0 when none is better. */
  gainPercent: number
  significant: boolean
  /** Two-sided p-value of the two-proportion z-test; null when it cannot be computed. */
  pValue: number | null
  /** Exposures compared in each arm. */
  samples: { A: number; B: number }
}

export function groupStats(count: number, converted: number): GroupStats {
  const conversionRate = count === 0 ? 0 : Math.round((converted / count) * 1000) / 10
  return { count, converted, conversionRate }
}

/**
 * Two-proportion z-test (pooled), two-sided: the p-value is erfc(|z|/√2), from simple-statistics'
 * error function. Only A and B are compared: they are the randomised arms (DESIGN §6).
 */
export function twoProportionPValue(a: GroupStats, b: GroupStats): number | null {
  if (a.count === 0 || b.count === 0) return null
  const pooled = (a.converted + b.converted) / (a.count + b.count)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.count + 1 / b.count))
  if (se === 0) return null
  const z = (b.converted / b.count - a.converted / a.count) / se
  return 1 - errorFunction(Math.abs(z) / Math.SQRT2)
}

function hasEnoughData(stats: GroupStats): boolean {
  return stats.count >= MIN_EXPOSURES_PER_ARM && stats.converted >= MIN_CONVERSIONS_PER_ARM
}

export function compareGroups(a: GroupStats, b: GroupStats): AbComparison {
  const enoughData = hasEnoughData(a) && hasEnoughData(b)
  const pValue = twoProportionPValue(a, b)
  const significant = enoughData && pValue !== null && pValue < SIGNIFICANCE_LEVEL
  const pA = a.count ? a.converted / a.count : 0
  const pB = b.count ? b.converted / b.count : 0
  const [winner, best, other] = pB > pA ? (['B', pB, pA] as const) : (['A', pA, pB] as const)
  const gainPercent = !significant ? 0 : other === 0 ? 100 : Math.round(((best - other) / other) * 1000) / 10
  return { enoughData, better: significant ? winner : null, gainPercent, significant, pValue, samples: { A: a.count, B: b.count } }
}
