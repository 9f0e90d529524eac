import { describe, expect, it } from 'vitest'

import { compareGroups, groupStats, twoProportionPValue } from '@/domain/abtestStats'

import { AB_HISTORY } from '../../tooling/seed/demoAbHistory'

/**
 * Reference p-values of the two-sided, pooled two-proportion z-test, computed independently with
 * Python's math.erfc (double precision): p = erfc(|z| / √2).
 */
const REFERENCES: Array<[[number, number], [number, number], number]> = [
  [[1000, 100], [1000, 160], 6.624739218326121e-5],
  [[200, 40], [220, 60], 0.08051151994050242],
  [[500, 50], [480, 58], 0.29781261438798023],
  [[60, 6], [60, 7], 0.7689752098257272],
  [[100, 10], [100, 10], 1],
]

describe('the A/B comparison (simple-statistics)', () => {
  for (const [[nA, xA], [nB, xB], expected] of REFERENCES) {
    it(`p-value for ${xA}/${nA} against ${xB}/${nB} matches the reference`, () => {
      const p = twoProportionPValue(groupStats(nA, xA), groupStats(nB, xB))
      expect(p).not.toBeNull()
      expect(Math.abs((p as number) - expected)).toBeLessThan(Math.max(1e-7, expected * 1e-5))
    })
  }

  it('names the better path and its gain only when the difference is significant', () => {
    expect(compareGroups(groupStats(1000, 100), groupStats(1000, 160))).toMatchObject({
      enoughData: true,
      better: 'B',
      significant: true,
      gainPercent: 60,
    })
    expect(compareGroups(groupStats(1000, 160), groupStats(1000, 100))).toMatchObject({ better: 'A', gainPercent: 60 })
    expect(compareGroups(groupStats(200, 40), groupStats(220, 60))).toMatchObject({
      enoughData: true,
      better: null,
      significant: false,
      gainPercent: 0,
    })
  })

  it('computes conversion rates in percent, one decimal', () => {
    expect(groupStats(0, 0).conversionRate).toBe(0)
    expect(groupStats(3, 1).conversionRate).toBe(33.3)
  })

  it('says there is not enough data below 50 exposures or 5 conversions per arm', () => {
    expect(compareGroups(groupStats(49, 40), groupStats(1000, 100))).toMatchObject({ enoughData: false, better: null })
    expect(compareGroups(groupStats(1000, 4), groupStats(1000, 100))).toMatchObject({ enoughData: false, better: null })
    expect(compareGroups(groupStats(50, 5), groupStats(50, 5)).enoughData).toBe(true)
    expect(compareGroups(groupStats(0, 0), groupStats(0, 0))).toMatchObject({ enoughData: false, pValue: null, samples: { A: 0, B: 0 } })
  })
})

describe('the demo’s A/B history (tooling/seed/demoAbHistory.ts)', () => {
  it('is large enough for the statistics view to conclude: the simplified form converts better', () => {
    const { A, B } = AB_HISTORY
    const verdict = compareGroups(groupStats(A.visitors, A.completed), groupStats(B.visitors, B.completed))
    expect(verdict).toMatchObject({ enoughData: true, significant: true, better: 'B', gainPercent: 100 })
  })
})
