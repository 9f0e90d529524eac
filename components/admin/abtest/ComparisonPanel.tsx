import { type AbComparison, MIN_CONVERSIONS_PER_ARM, MIN_EXPOSURES_PER_ARM } from '@/domain/abtestStats'
import { AB_TEXTS } from '@/domain/adminTexts'
import { fill } from '@/domain/fill'

const number = (value: number, digits = 1) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits })

/** p and the confidence as the team reads them: "p = 0,081" and "91,9 %", or "p < 0,001" and "> 99,9 %". */
function formatSignificance(p: number): { p: string; confidence: string } {
  return p < 0.001 ? { p: 'p < 0,001', confidence: '> 99,9 %' } : { p: `p = ${number(p, 3)}`, confidence: `${number((1 - p) * 100)} %` }
}

/**
 * The comparative analysis of SPEC §2, A against B only (DESIGN §6): which path converts better
 * and by how much, or that they are equivalent, with the confidence and the samples; and below
 * the minimum sample, that there is not enough data yet.
 */
export function ComparisonPanel({ comparison }: { comparison: AbComparison }) {
  const { samples } = comparison
  const verdict = !comparison.enoughData
    ? fill(AB_TEXTS.notEnough, { exposures: MIN_EXPOSURES_PER_ARM, conversions: MIN_CONVERSIONS_PER_ARM })
    : comparison.better
      ? fill(AB_TEXTS.better, { group: comparison.better, gain: number(comparison.gainPercent) })
      : AB_TEXTS.equivalent
  return (
    <section className="club-panel" aria-labelledby="ab-analysis">
      <h2 id="ab-analysis" className="club-panel__title">
        {AB_TEXTS.analysis}
      </h2>
      <p className={`club-verdict${comparison.better ? ' club-verdict--winner' : ''}`}>{verdict}</p>
      {comparison.enoughData && comparison.pValue !== null ? (
        <p>{fill(AB_TEXTS.confidence, formatSignificance(comparison.pValue))}</p>
      ) : null}
      <p className="club-muted">{fill(AB_TEXTS.samples, { a: samples.A.toLocaleString('fr-FR'), b: samples.B.toLocaleString('fr-FR') })}</p>
    </section>
  )
}
