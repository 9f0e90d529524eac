'use client'

import { Button } from '@payloadcms/ui'

import { REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ApplicationRecord } from '@/domain/api/applications'
import { frenchLongDate } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'
import { labelOf, SECTORS } from '@/domain/profile'

import { StatusPill } from '../common/StatusPill'

export function applicantName(record: Pick<ApplicationRecord, 'firstName' | 'lastName' | 'email'>): string {
  return [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email
}

/** Who decided and when, as a card and the details dialog say it. */
export function decisionLine(record: Pick<ApplicationRecord, 'reviewedAt' | 'reviewedBy'>): string | null {
  if (!record.reviewedAt) return null
  const date = frenchLongDate(record.reviewedAt)
  return record.reviewedBy ? fill(REVIEW_TEXTS.reviewedBy, { name: record.reviewedBy.name, date }) : fill(REVIEW_TEXTS.reviewedOn, { date })
}

/** The id of a card's « Voir détails », where the focus goes back after a decision on the card before it. */
export const detailsButtonId = (id: number) => `application-${id}-details`

type Props = {
  record: ApplicationRecord
  onDetails: (record: ApplicationRecord) => void
  /** Present on pending applications: the card can be selected for a bulk decision. */
  selection?: { selected: boolean; onToggle: (id: number) => void }
}

/** One application in the review lists (SPEC §2): name, sector, company, city, date, and 'Voir détails'. */
export function ApplicationCard({ record, onDetails, selection }: Props) {
  const name = applicantName(record)
  const decision = decisionLine(record)
  const titleId = `application-${record.id}-name`
  return (
    <article className="club-card" aria-labelledby={titleId}>
      {selection ? (
        <input
          type="checkbox"
          className="club-card__select"
          checked={selection.selected}
          onChange={() => selection.onToggle(record.id)}
          aria-label={fill(REVIEW_TEXTS.select, { name })}
        />
      ) : null}
      <div className="club-card__main">
        <div className="club-card__heading">
          <h3 id={titleId} className="club-card__name">
            {name}
          </h3>
          <StatusPill status={record.applicationStatus} unfinished={!record.registrationCompleted} />
        </div>
        <dl className="club-card__facts">
          <div>
            <dt>Secteur</dt>
            <dd>{labelOf(SECTORS, record.sector) || '—'}</dd>
          </div>
          <div>
            <dt>Entreprise</dt>
            <dd>{record.company || '—'}</dd>
          </div>
          <div>
            <dt>Ville</dt>
            <dd>{record.city || '—'}</dd>
          </div>
          <div>
            <dt>{REVIEW_TEXTS.registeredOn}</dt>
            <dd>{frenchLongDate(record.createdAt)}</dd>
          </div>
        </dl>
        <p className={`club-card__note club-email-proof club-email-proof--${record.emailVerified ? 'yes' : 'no'}`}>
          {record.emailVerified ? REVIEW_TEXTS.emailConfirmed : REVIEW_TEXTS.emailUnconfirmed}
        </p>
        {record.registrationCompleted ? null : (
          <p className="club-card__note">{fill(REVIEW_TEXTS.stepOf, { step: record.registrationStep })}</p>
        )}
        {decision ? <p className="club-card__note">{decision}</p> : null}
      </div>
      <div className="club-card__actions">
        <Button
          id={detailsButtonId(record.id)}
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => onDetails(record)}
          aria-label={`${REVIEW_TEXTS.details} — ${name}`}
        >
          {REVIEW_TEXTS.details}
        </Button>
      </div>
    </article>
  )
}
