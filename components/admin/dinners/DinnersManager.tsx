'use client'

import { Button, Pill, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

import { apiRequest } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import { ADMIN_NAV } from '@/domain/adminTexts'
import type { DinnerSummary } from '@/domain/api/dinners'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { DINNER_STATUSES, formatDinnerDate, formatDinnerDay, parisDay } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { tablesNeedWork, tablesSummaryLabel } from '@/domain/seatingState'
import { themeColor, themeTitle } from '@/domain/themes'

import { ReportsPanel } from './afterwards/ReportsPanel'
import { SpeakerFeedbackPanel } from './afterwards/SpeakerFeedbackPanel'
import { AlertDemandPanel } from './AlertDemandPanel'
import { TeamAttendancePanel } from './attendance/TeamAttendancePanel'
import { BookingsExportPanel } from './BookingsExportPanel'
import { DinnerDrawerButton } from './DinnerDrawerButton'
import { EveningTables } from './EveningTables'

const STATUS_STYLES = { draft: 'light-gray', published: 'success', closed: 'warning', done: 'light', cancelled: 'error' } as const

function DinnerRow({
  dinner,
  onPublish,
  publishing,
}: {
  dinner: DinnerSummary
  onPublish: (dinner: DinnerSummary) => void
  publishing: boolean
}) {
  const titleId = `dinner-${dinner.id}-title`
  const confirmed = dinner.tables.stage === 'confirmed'
  return (
    <li>
      <article className="club-card" aria-labelledby={titleId}>
        <div className="club-card__main">
          <div className="club-card__heading">
            <span className="club-article__dot" style={{ background: themeColor(dinner.theme) }} aria-hidden />
            <h3 className="club-card__name" id={titleId}>
              <a href={`/admin/dinners/${dinner.id}`}>{dinner.title}</a>
            </h3>
            <Pill size="small" pillStyle={STATUS_STYLES[dinner.status]}>
              {DINNER_STATUSES.find((status) => status.value === dinner.status)?.label}
            </Pill>
            <Pill
              size="small"
              pillStyle={tablesNeedWork(dinner.tables) ? 'warning' : dinner.tables.stage === 'confirmed' ? 'success' : 'light-gray'}
            >
              {tablesSummaryLabel(dinner.tables)}
            </Pill>
          </div>
          <p className="club-card__note">
            {formatDinnerDate(dinner.startsAt)} · {dinner.city} · {themeTitle(dinner.theme)}
          </p>
          <p className="club-card__note">
            {fill(DINNER_VIEW_TEXTS.seatsTaken, { taken: dinner.seatsTaken, seats: dinner.seats })}
            {dinner.waitlisted > 0 ? ` · ${fill(DINNER_VIEW_TEXTS.waitlistCount, { count: dinner.waitlisted })}` : ''}
          </p>
        </div>
        <div className="club-card__actions club-dinner__actions">
          <a
            className="btn btn--size-small btn--style-primary btn--no-margin"
            href={`/admin/dinners/${dinner.id}`}
            aria-label={`${confirmed ? DINNER_VIEW_TEXTS.open : DINNER_VIEW_TEXTS.compose} « ${dinner.title} »`}
          >
            {confirmed ? DINNER_VIEW_TEXTS.open : DINNER_VIEW_TEXTS.compose}
          </a>
          <DinnerDrawerButton id={dinner.id} label={DINNER_VIEW_TEXTS.edit} name={`${DINNER_VIEW_TEXTS.edit} « ${dinner.title} »`} />
          {dinner.status === 'draft' ? (
            <Button buttonStyle="secondary" size="small" margin={false} onClick={() => onPublish(dinner)} disabled={publishing}>
              {publishing ? DINNER_VIEW_TEXTS.publishing : DINNER_VIEW_TEXTS.publish}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  )
}

/** The upcoming dinners by evening (the Paris day they start on), in the list's order. */
function byEvening(dinners: DinnerSummary[]): { day: string; dinners: DinnerSummary[] }[] {
  const evenings = new Map<string, DinnerSummary[]>()
  for (const dinner of dinners) {
    const day = parisDay(new Date(dinner.startsAt))
    evenings.set(day, [...(evenings.get(day) ?? []), dinner])
  }
  return [...evenings].map(([day, ofDay]) => ({ day, dinners: ofDay }))
}

/**
 * /admin/dinners: the upcoming dinners by evening and the latest past ones; create, edit and
 * publish; each leads to its tables, and an evening of several composes all of them at once.
 * `alertCounts`: how many members asked to be told of a dinner, per theme.
 */
export function DinnersManager({
  overview,
  alertCounts,
}: {
  overview: { upcoming: DinnerSummary[]; past: DinnerSummary[] }
  alertCounts: Readonly<Record<string, number>>
}) {
  const router = useRouter()
  const { pending: publishing, run } = usePendingKey<number>(() =>
    toast.error(DINNER_VIEW_TEXTS.errorTitle, { description: DINNER_VIEW_TEXTS.publishError }),
  )

  const publish = (dinner: DinnerSummary) =>
    void run(dinner.id, async () => {
      // Payload's own REST, with the admin's session: the collection's access rules decide.
      await apiRequest('PATCH', `/cms-api/dinners/${dinner.id}`, { status: 'published' })
      toast.success(DINNER_VIEW_TEXTS.published, { description: fill(DINNER_VIEW_TEXTS.publishedText, { title: dinner.title }) })
      router.refresh()
    })

  const cards = (dinners: DinnerSummary[]) => (
    <ul className="club-cards">
      {dinners.map((dinner) => (
        <DinnerRow key={dinner.id} dinner={dinner} onPublish={publish} publishing={publishing === dinner.id} />
      ))}
    </ul>
  )

  // An evening of several dinners gets « Composer toutes les tables de la soirée » (cancelled ones aside).
  const evenings = (dinners: DinnerSummary[]) =>
    byEvening(dinners).map(({ day, dinners: ofDay }) => {
      const held = ofDay.filter((dinner) => dinner.status !== 'cancelled')
      return (
        <section key={day} aria-labelledby={`evening-${day}`} className="club-evening">
          <div className="club-evening__header">
            <h3 id={`evening-${day}`} className="club-evening__title">
              {formatDinnerDay(ofDay[0].startsAt)}
            </h3>
            {held.length > 1 ? <EveningTables day={day} dinners={held} /> : null}
          </div>
          {cards(ofDay)}
        </section>
      )
    })

  const section = (title: string, dinners: DinnerSummary[], empty: string, id: string, grouped: boolean) => (
    <section aria-labelledby={id} className="club-dinners__section">
      <h2 id={id}>{title}</h2>
      {dinners.length === 0 ? <p className="club-empty">{empty}</p> : grouped ? evenings(dinners) : cards(dinners)}
    </section>
  )

  return (
    <div className="club-dinners">
      <header className="club-view__header club-articles__toolbar">
        <div>
          <h1 className="club-view__title">{ADMIN_NAV.dinners}</h1>
          <p className="club-view__intro">{DINNER_VIEW_TEXTS.intro}</p>
        </div>
        <DinnerDrawerButton label={DINNER_VIEW_TEXTS.create} primary />
      </header>
      {section(DINNER_VIEW_TEXTS.upcoming, overview.upcoming, DINNER_VIEW_TEXTS.noUpcoming, 'dinners-upcoming', true)}
      {section(DINNER_VIEW_TEXTS.past, overview.past, DINNER_VIEW_TEXTS.noPast, 'dinners-past', false)}
      <AlertDemandPanel counts={alertCounts} />
      <BookingsExportPanel />
      <TeamAttendancePanel />
      <ReportsPanel />
      <SpeakerFeedbackPanel />
    </div>
  )
}
