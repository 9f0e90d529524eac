import { Badge } from '@components/ui/Badge'

import type { PublicDinner } from '@/domain/api/dinners'
import { DINNER_PAGE_TEXTS } from '@/domain/dinnerPage'
import { BOOKING_TEXTS, formatDinnerDate, seatsLeftText } from '@/domain/dinners'

import { ThemeLabel } from '../ThemeLabel'

/** An upcoming dinner's facts on its page: theme, date, city and seats left (never the venue). */
export function DinnerFacts({ dinner }: { dinner: PublicDinner }) {
  return (
    <>
      <ThemeLabel theme={dinner.theme} />
      <dl className="dinner-facts" style={{ marginTop: 'var(--space-3)' }}>
        <dt>{DINNER_PAGE_TEXTS.when}</dt>
        <dd>{formatDinnerDate(dinner.startsAt)}</dd>
        <dt>{DINNER_PAGE_TEXTS.where}</dt>
        <dd>{dinner.city}</dd>
        <dt>{DINNER_PAGE_TEXTS.seats}</dt>
        <dd>{dinner.seatsLeft === 0 ? <Badge color="red">{BOOKING_TEXTS.full}</Badge> : seatsLeftText(dinner.seatsLeft)}</dd>
      </dl>
    </>
  )
}
