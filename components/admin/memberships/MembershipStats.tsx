import type { MembershipTotals } from '@/domain/api/membership'
import { amountTtc } from '@/domain/billing/money'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'
import { fillCount } from '@/domain/plural'

import { StatCard } from '../common/StatCard'

const figure = (count: number) => count.toLocaleString('fr-FR')

/** The revenue and the counts the team watches: active, to activate, failed, cancelled. */
export function MembershipStats({ totals }: { totals: MembershipTotals }) {
  const { counts } = totals
  return (
    <section className="club-stats" aria-label={TEXTS.statsLabel}>
      <StatCard label={TEXTS.mrr} value={amountTtc(totals.mrrCents)} tone="success">
        {TEXTS.mrrHint}
      </StatCard>
      <StatCard label={TEXTS.active} value={figure(counts.active)}>
        {fillCount(TEXTS.offeredBesides, counts.offered)}
      </StatCard>
      <StatCard label={TEXTS.toActivate} value={figure(counts.to_activate)} tone="warning" />
      <StatCard label={TEXTS.failed} value={figure(counts.past_due)} tone={counts.past_due > 0 ? 'error' : undefined}>
        {counts.past_due > 0 ? fillCount(TEXTS.suspendedAmong, totals.suspended) : null}
      </StatCard>
      <StatCard label={TEXTS.cancelled} value={figure(counts.cancelling + counts.ended)}>
        {TEXTS.cancelledHint}
      </StatCard>
    </section>
  )
}
