import { REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ApplicationCounts } from '@/domain/api/applications'

import { StatCard } from '../common/StatCard'

/** The four counters of SPEC §2 (completed applications): total, pending, approved, rejected. */
export function ReviewCounters({ counts }: { counts: ApplicationCounts }) {
  const C = REVIEW_TEXTS.counters
  return (
    <section className="club-stats" aria-label={REVIEW_TEXTS.countersLabel}>
      <StatCard label={C.total} value={counts.total} />
      <StatCard label={C.pending} value={counts.pending} tone="warning" />
      <StatCard label={C.approved} value={counts.approved} tone="success" />
      <StatCard label={C.rejected} value={counts.rejected} tone="error" />
    </section>
  )
}
