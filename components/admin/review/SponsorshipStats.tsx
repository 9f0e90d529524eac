'use client'

import { useLoad } from '@/client/useLoad'
import { fill } from '@/domain/fill'
import { SPONSORSHIP_PATHS } from '@/domain/sponsorship'
import { type SponsorshipQuarter, SPONSORSHIP_STATS_TEXTS as T } from '@/domain/sponsorshipReview'

import { LoadStatus } from '../common/LoadStatus'

const days = (value: number | null) => (value === null ? T.none : fill(T.days, { days: value.toLocaleString('fr-FR') }))

/** Per quarter: the applications, how many were sponsored, and the median time to a decision for each kind. */
export function SponsorshipStats() {
  const { load, retry } = useLoad<{ quarters: SponsorshipQuarter[] }>(SPONSORSHIP_PATHS.teamStats, T.loadFailed)
  return (
    <section className="club-details__section" aria-labelledby="sponsorship-stats-title">
      <h2 className="club-details__heading" id="sponsorship-stats-title">
        {T.heading}
      </h2>
      {load.state !== 'ready' ? (
        <LoadStatus load={load} loadingText={T.loading} onRetry={retry} />
      ) : load.data.quarters.length === 0 ? (
        <p className="club-muted">{T.empty}</p>
      ) : (
        <div className="club-table-wrap">
          <table className="club-table">
            <thead>
              <tr>
                {[T.quarter, T.applications, T.sponsored, T.sponsoredDays, T.otherDays].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {load.data.quarters.map((q) => (
                <tr key={q.quarter}>
                  <th scope="row">{q.quarter}</th>
                  <td>{q.applications}</td>
                  <td>{q.sponsored}</td>
                  <td>{days(q.sponsoredDecisionDays)}</td>
                  <td>{days(q.otherDecisionDays)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
