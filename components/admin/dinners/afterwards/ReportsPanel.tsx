'use client'

import { Button, Pill, toast } from '@payloadcms/ui'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { type ConductReport, REPORT_CATEGORIES, REPORTS_ANCHOR, TEAM_REPORT_TEXTS as TEXTS } from '@/domain/conductReports'
import { fill } from '@/domain/fill'
import { labelOf } from '@/domain/profile'
import { PENDING_LABELS } from '@/domain/ui'

import { LoadStatus } from '../../common/LoadStatus'

/**
 * « Signalements » on /admin/dinners, for admins: what members reported about a tablemate, newest
 * first, the unread ones marked until an admin has read them (the navigation counts them).
 */
export function ReportsPanel() {
  const { load, reload, retry, show } = useLoad<{ reports: ConductReport[] }>('/api/admin/reports', TEXTS.loadFailed)
  const { pending, run } = usePendingKey<number>((error) => {
    toast.error(TEXTS.errorTitle, { description: errorMessage(error) })
    return reload()
  })
  const markSeen = (report: ConductReport) =>
    void run(report.id, async () => show(await apiRequest('POST', `/api/admin/reports/${report.id}/seen`)))
  return (
    <section className="club-dinners__section" id={REPORTS_ANCHOR} aria-labelledby="reports-title">
      <h2 id="reports-title">{TEXTS.heading}</h2>
      <LoadStatus load={load} loadingText={TEXTS.loading} onRetry={retry} />
      {load.state === 'ready' && load.data.reports.length === 0 ? <p className="club-empty">{TEXTS.empty}</p> : null}
      {load.state === 'ready' && load.data.reports.length > 0 ? (
        <ul className="club-cards">
          {load.data.reports.map((report) => (
            <li key={report.id} className="club-card club-contest">
              <article aria-labelledby={`report-${report.id}`}>
                <h3 className="club-contest__title" id={`report-${report.id}`}>
                  {fill(TEXTS.from, { reporter: report.reporter, reported: report.reported ?? TEXTS.erasedPerson })}{' '}
                  {report.seen ? null : (
                    <Pill size="small" pillStyle="warning">
                      {TEXTS.unseen}
                    </Pill>
                  )}
                </h3>
                <p className="club-hint">
                  {report.dinner
                    ? fill(TEXTS.about, { dinner: report.dinner, date: frenchLongDate(report.createdAt) })
                    : fill(TEXTS.reportedOn, { date: frenchLongDate(report.createdAt) })}
                </p>
                <p>{fill(TEXTS.category, { category: labelOf(REPORT_CATEGORIES, report.category) })}</p>
                {report.message === null ? (
                  <p className="club-hint">{TEXTS.erasedWords}</p>
                ) : (
                  <blockquote className="club-contest__message">{report.message}</blockquote>
                )}
                {report.seen ? null : (
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    disabled={pending === report.id}
                    onClick={() => markSeen(report)}
                  >
                    {pending === report.id ? PENDING_LABELS.saving : TEXTS.markSeen}
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
