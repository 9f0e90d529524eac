'use client'

import { Button } from '@payloadcms/ui'

import { type GuestCandidate, TEAM_BOOKING_TEXTS as TEXTS } from '@/domain/teamBookings'

import type { CandidateSearch } from './useTeamBooking'
import { AdminDialog } from '../../common/AdminDialog'
import { Field } from '../../common/FormField'

/** What the search says under the field: nothing yet, under way, no match, or the server's refusal. */
function SearchStatus({ search }: { search: CandidateSearch }) {
  const text =
    search.state === 'searching'
      ? TEXTS.searching
      : search.state === 'failed'
        ? search.message
        : search.state === 'found' && search.candidates.length === 0
          ? TEXTS.noMatch
          : ''
  return (
    <p className={search.state === 'failed' ? 'club-field__error' : 'club-muted'} role="status">
      {text}
    </p>
  )
}

/** « Ajouter un convive »: an approved member found by name, e-mail or company, booked by the team. */
export function AddGuestDialog({
  open,
  query,
  search,
  pending,
  onQuery,
  onAdd,
  onClose,
}: {
  open: boolean
  query: string
  search: CandidateSearch
  /** The member being added, if any. */
  pending: number | null
  onQuery: (query: string) => void
  onAdd: (candidate: GuestCandidate) => void
  onClose: () => void
}) {
  return (
    <AdminDialog open={open} onClose={onClose} size="small" title={TEXTS.title}>
      <div className="club-form">
        <Field label={TEXTS.search} hint={TEXTS.searchHint}>
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              type="search"
              className="club-input"
              autoComplete="off"
              maxLength={100}
              value={query}
              onChange={(event) => onQuery(event.target.value)}
            />
          )}
        </Field>
        <SearchStatus search={search} />
        {search.state === 'found' && search.candidates.length > 0 ? (
          <ul className="club-plain-list club-candidates" aria-label={TEXTS.results}>
            {search.candidates.map((candidate) => (
              <li key={candidate.id} className="club-candidates__row">
                <span>
                  <strong>{candidate.name}</strong>
                  <br />
                  <span className="club-muted">{[candidate.email, candidate.company].filter(Boolean).join(' · ')}</span>
                </span>
                <Button buttonStyle="secondary" size="small" margin={false} disabled={pending !== null} onClick={() => onAdd(candidate)}>
                  {pending === candidate.id ? TEXTS.adding : TEXTS.addShort}
                  <span className="visually-hidden"> {candidate.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </AdminDialog>
  )
}
