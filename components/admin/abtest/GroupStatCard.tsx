import type { GroupStats } from '@/domain/abtestStats'
import { AB_TEXTS } from '@/domain/adminTexts'
import { fillCount } from '@/domain/plural'

import { RateBar, StatCard } from '../common/StatCard'

const percent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`

/** One group of the experiment: its users, those who converted, the rate and its bar (SPEC §2). */
export function GroupStatCard({ label, stats, note }: { label: string; stats: GroupStats; note?: string }) {
  return (
    <StatCard label={label} value={stats.count.toLocaleString('fr-FR')}>
      <p>{fillCount(AB_TEXTS.converted, stats.converted)}</p>
      <p>
        {AB_TEXTS.rate} : <strong>{percent(stats.conversionRate)}</strong>
      </p>
      <RateBar label={`${AB_TEXTS.rate} — ${label}`} percent={stats.conversionRate} />
      {note ? <p className="club-muted">{note}</p> : null}
    </StatCard>
  )
}
