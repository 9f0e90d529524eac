'use client'

import { useLoad } from '@/client/useLoad'
import { FEEDBACK_STATS_TEXTS as TEXTS, type SpeakerStats } from '@/domain/feedbackStats'
import { fill } from '@/domain/fill'
import { plural } from '@/domain/plural'

import { LoadStatus } from '../../common/LoadStatus'

const shown = (value: number) => String(value).replace('.', ',')

/** « Avis par intervenant » on /admin/dinners, for admins: averages across dinners from three answers up, never with names. */
export function SpeakerFeedbackPanel() {
  const { load, retry } = useLoad<{ speakers: SpeakerStats[] }>('/api/admin/feedback/speakers', TEXTS.loadFailed)
  return (
    <section className="club-dinners__section" aria-labelledby="speaker-feedback-title">
      <h2 id="speaker-feedback-title">{TEXTS.speakersHeading}</h2>
      <p className="club-hint">{TEXTS.speakersHint}</p>
      <LoadStatus load={load} loadingText={TEXTS.loading} onRetry={retry} />
      {load.state === 'ready' && load.data.speakers.length === 0 ? <p className="club-empty">{TEXTS.speakersEmpty}</p> : null}
      {load.state === 'ready' && load.data.speakers.length > 0 ? (
        <ul className="club-cards">
          {load.data.speakers.map((speaker) => (
            <li key={speaker.speaker} className="club-card">
              <strong>{speaker.speaker}</strong>
              <p className="club-hint">
                {fill(TEXTS.speakerLine, {
                  dinners: plural(speaker.dinners, TEXTS.dinners),
                  answers: plural(speaker.answers, TEXTS.answers),
                })}{' '}
                ·{' '}
                {speaker.speakerAverage === null || speaker.eveningAverage === null
                  ? TEXTS.tooFew
                  : fill(TEXTS.speakerAverages, { speaker: shown(speaker.speakerAverage), evening: shown(speaker.eveningAverage) })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
