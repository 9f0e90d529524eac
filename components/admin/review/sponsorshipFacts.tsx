import type { ReactNode } from 'react'

import { frenchLongDate } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'
import { sponsorDetail, type SponsorshipFacts, SPONSORSHIP_REVIEW_TEXTS as T } from '@/domain/sponsorshipReview'

/** « L'essentiel »'s rows on sponsorship: the sponsor and their word, the second sponsor, the members' concerns. */
export function sponsorshipFacts(facts: SponsorshipFacts | null): Array<[string, ReactNode]> {
  if (!facts) return []
  const rows: Array<[string, ReactNode]> = []
  const { sponsor, second, concerns } = facts
  if (sponsor) {
    rows.push([
      T.sponsorLabel,
      <span key="sponsor">
        <strong>{fill(T.sponsoredBy, { name: sponsor.name })}</strong> ({sponsorDetail(sponsor)})
        {sponsor.word ? <span className="club-details__text">{fill(T.word, { word: sponsor.word })}</span> : null}
      </span>,
    ])
  }
  if (second) rows.push([T.secondLabel, fill(second.confirmed ? T.secondConfirmed : T.secondPending, { name: second.name })])
  if (concerns.length > 0) {
    rows.push([
      T.concernsLabel,
      <ul key="concerns" className="club-details__list">
        {concerns.map((concern) => (
          <li key={concern.at + concern.author}>
            {fill(T.concernBy, { author: concern.author, date: frenchLongDate(concern.at), message: concern.message })}
          </li>
        ))}
      </ul>,
    ])
  }
  return rows
}
