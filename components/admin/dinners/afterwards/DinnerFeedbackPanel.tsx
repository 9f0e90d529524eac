'use client'

import { useLoad } from '@/client/useLoad'
import { frenchLongDate } from '@/domain/applicationStatus'
import { FEEDBACK_SCORES } from '@/domain/feedback'
import { type DinnerFeedbackStats, FEEDBACK_STATS_TEXTS as TEXTS } from '@/domain/feedbackStats'
import { fill } from '@/domain/fill'
import { plural } from '@/domain/plural'

import { LoadStatus } from '../../common/LoadStatus'

const shown = (value: number | null) => (value === null ? TEXTS.notScored : String(value).replace('.', ','))

/**
 * One score: its average and how the answers spread over 1 to 5, as a small bar chart (each bar
 * with its count above and its score below, on a baseline) with its numbers in words.
 */
export function ScoreCard({
  label,
  summary,
}: {
  label: string
  summary: DinnerFeedbackStats['scores'][keyof DinnerFeedbackStats['scores']]
}) {
  const most = Math.max(1, ...summary.counts)
  return (
    <li className="club-card club-feedback__score">
      <h3>{label}</h3>
      <p className="club-hint">{summary.average === null ? TEXTS.noAverage : fill(TEXTS.average, { average: shown(summary.average) })}</p>
      <ol className="club-feedback__bars" aria-label={TEXTS.distribution}>
        {summary.counts.map((count, index) => (
          <li key={index} aria-label={`${index + 1} : ${count}`}>
            <span className="club-feedback__count" aria-hidden="true">
              {count}
            </span>
            <span className="club-feedback__track" aria-hidden="true">
              <span className="club-feedback__bar" style={{ blockSize: `${(100 * count) / most}%` }} />
            </span>
            <span className="club-feedback__axis" aria-hidden="true">
              {index + 1}
            </span>
          </li>
        ))}
      </ol>
    </li>
  )
}

/**
 * « Avis des convives » on a held dinner's page, for admins: the response rate, the three scores
 * (average and spread), the comments without their authors, and each table's conversation score
 * beside the diversity the composition measured for it.
 */
export function DinnerFeedbackPanel({ dinnerId }: { dinnerId: number }) {
  const { load, retry } = useLoad<{ stats: DinnerFeedbackStats }>(`/api/admin/dinners/${dinnerId}/feedback`, TEXTS.loadFailed)
  const stats = load.state === 'ready' ? load.data.stats : null
  return (
    <section className="club-dinners__section club-feedback" aria-labelledby="dinner-feedback-title">
      <h2 id="dinner-feedback-title">{TEXTS.heading}</h2>
      <LoadStatus load={load} loadingText={TEXTS.loading} onRetry={retry} />
      {stats && stats.answered === 0 ? <p className="club-empty">{TEXTS.none}</p> : null}
      {stats && stats.answered > 0 ? (
        <>
          <p>
            {fill(TEXTS.rate, {
              answered: plural(stats.answered, TEXTS.answers),
              asked: plural(stats.asked, TEXTS.asked),
              rate: String(stats.asked ? Math.round((100 * stats.answered) / stats.asked) : 0),
            })}
          </p>
          <ul className="club-cards club-feedback__scores">
            {FEEDBACK_SCORES.map((score) => (
              <ScoreCard key={score.name} label={score.label} summary={stats.scores[score.name]} />
            ))}
          </ul>
          <h3>{TEXTS.comments}</h3>
          {stats.comments.length === 0 ? (
            <p className="club-hint">{TEXTS.noComments}</p>
          ) : (
            <ul className="club-cards">
              {stats.comments.map((comment, index) => (
                <li key={index} className="club-card">
                  <blockquote className="club-contest__message">{comment.text}</blockquote>
                  <p className="club-hint">{frenchLongDate(comment.on)}</p>
                </li>
              ))}
            </ul>
          )}
          {stats.tables.length > 0 ? (
            <>
              <h3>{TEXTS.tablesHeading}</h3>
              <p className="club-hint">{TEXTS.tablesHint}</p>
              <ul className="club-cards">
                {stats.tables.map((table) => (
                  <li key={table.table} className="club-card">
                    <strong>{fill(TEXTS.table, { table: String(table.table) })}</strong>{' '}
                    {fill(TEXTS.tableLine, {
                      guests: plural(table.guests, TEXTS.guests),
                      answers: plural(table.answers, TEXTS.answers),
                      conversation: shown(table.conversation),
                      diversity: shown(table.diversityScore),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
