import { Pill } from '@payloadcms/ui'

import type { DinnerBoard } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { DINNER_STATUSES, formatDinnerDate, speakerRoleLabel } from '@/domain/dinners'
import { themeTitle } from '@/domain/themes'

/** The facts of a dinner at the top of its board: when, where (the venue included: admins only), who speaks. */
export function DinnerFacts({ dinner }: { dinner: DinnerBoard['dinner'] }) {
  return (
    <dl className="club-facts">
      <div className="club-facts__row">
        <dt>{formatDinnerDate(dinner.startsAt)}</dt>
        <dd>
          {dinner.city} · {themeTitle(dinner.theme)}{' '}
          <Pill size="small" pillStyle={dinner.status === 'published' ? 'success' : 'light-gray'}>
            {DINNER_STATUSES.find((status) => status.value === dinner.status)?.label}
          </Pill>
        </dd>
      </div>
      <div className="club-facts__row">
        <dt>{DINNER_VIEW_TEXTS.venue}</dt>
        <dd>
          {dinner.venueName}, {dinner.venueAddress}
        </dd>
      </div>
      <div className="club-facts__row">
        <dt>{DINNER_VIEW_TEXTS.speakers}</dt>
        <dd>{dinner.speakers.map((speaker) => `${speaker.name} (${speakerRoleLabel(speaker.role).toLowerCase()})`).join(', ')}</dd>
      </div>
    </dl>
  )
}
