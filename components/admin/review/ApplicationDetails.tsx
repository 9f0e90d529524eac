'use client'

import { Button } from '@payloadcms/ui'
import Link from 'next/link'
import { type ReactNode, useId, useState } from 'react'

import { AB_TEXTS, DETAILS_TEXTS, SOURCE_LABELS } from '@/domain/adminTexts'
import type { ApplicationRecord } from '@/domain/api/applications'
import { frenchLongDate, type ReviewAction } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'
import { carryOverSentence, EARLIER_RECORDS_TEXTS, type EarlierRecords } from '@/domain/keptAfterErasure'
import { REVIEW_NOTES_MAX } from '@/domain/limits'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN } from '@/domain/personality'
import { PLANS } from '@/domain/plans'
import { IDENTITIES, LANGUAGES, labelOf, SECTORS } from '@/domain/profile'
import { themeTitle } from '@/domain/themes'

import { decisionLine } from './ApplicationCard'
import { DecisionHistory } from './DecisionHistory'
import { ReversalForm } from './ReversalForm'
import { sponsorshipFacts } from './sponsorshipFacts'
import { StatusPill } from '../common/StatusPill'

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="club-facts">
      {items.map(([label, value]) => (
        <div key={label} className="club-facts__row">
          <dt>{label}</dt>
          <dd>
            {value === '' || value === null || value === undefined ? <span className="club-muted">{DETAILS_TEXTS.none}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="club-details__section">
      <h3 className="club-details__heading">{title}</h3>
      {children}
    </section>
  )
}

const list = (values: readonly string[] | null | undefined, label: (value: string) => string = (v) => v) =>
  values && values.length > 0 ? values.map(label).join(', ') : ''

/** Where a slider answer sits between its two poles (SPEC §3 personalityResponses). */
function SliderAnswer({ low, high, value }: { low: string; high: string; value: number }) {
  const position = ((value - SLIDER_MIN) / (SLIDER_MAX - SLIDER_MIN)) * 100
  return (
    <li className="club-slider">
      <span className="club-slider__pole">{low}</span>
      <span className="club-slider__track" aria-hidden>
        <span className="club-slider__mark" style={{ left: `${position}%` }} />
      </span>
      <span className="club-slider__pole club-slider__pole--high">{high}</span>
      <span className="club-slider__value">{fill(DETAILS_TEXTS.sliderValue, { value })}</span>
    </li>
  )
}

function Personality({ answers }: { answers: ApplicationRecord['personalityResponses'] }) {
  if (!answers) return <p className="club-muted">{DETAILS_TEXTS.none}</p>
  return (
    <>
      <ul className="club-sliders">
        {PERSONALITY_SLIDERS.map((slider) => (
          <SliderAnswer key={slider.id} low={slider.low} high={slider.high} value={answers[slider.id] ?? SLIDER_DEFAULT} />
        ))}
      </ul>
      <Facts
        items={PERSONALITY_CHOICES.map((choice) => [
          choice.options.map((o) => o.label).join(' ou '),
          labelOf(choice.options, answers[choice.id]),
        ])}
      />
    </>
  )
}

type DecisionProps = { pending: boolean; onDecide: (action: ReviewAction, notes: string) => void }

/** Approve or reject, with an optional note (SPEC §2: offered on pending applications only). */
function DecisionForm({ pending, onDecide }: DecisionProps) {
  const [notes, setNotes] = useState('')
  const notesId = useId()
  return (
    <form
      className="club-decision"
      onSubmit={(event) => {
        event.preventDefault()
        const action = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as ReviewAction
        if (action === 'approve' || action === 'reject') onDecide(action, notes)
      }}
    >
      <label htmlFor={notesId} className="club-decision__label">
        {DETAILS_TEXTS.notesLabel}
      </label>
      <textarea
        id={notesId}
        className="club-textarea"
        rows={2}
        maxLength={REVIEW_NOTES_MAX}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        aria-describedby={`${notesId}-hint`}
      />
      <p id={`${notesId}-hint`} className="club-hint">
        {DETAILS_TEXTS.notesHint}
      </p>
      <div className="club-decision__buttons">
        <Button
          type="submit"
          buttonStyle="primary"
          margin={false}
          disabled={pending}
          extraButtonProps={{ value: 'approve', 'aria-busy': pending || undefined }}
        >
          {pending ? DETAILS_TEXTS.deciding : DETAILS_TEXTS.approve}
        </Button>
        <Button
          type="submit"
          buttonStyle="secondary"
          margin={false}
          disabled={pending}
          className="club-button--danger"
          extraButtonProps={{ value: 'reject' }}
        >
          {DETAILS_TEXTS.reject}
        </Button>
      </div>
    </form>
  )
}

type Reverse = (action: ReviewAction, notes: string, reason: string) => Promise<boolean>

/**
 * The foot of the details dialog, always in view: the decision on a complete pending application;
 * otherwise where it stands, « Revenir sur la décision » for a decided one, and the way to its record.
 */
export function DecisionBar({ record, onReverse, ...decision }: { record: ApplicationRecord; onReverse: Reverse } & DecisionProps) {
  const [reversing, setReversing] = useState(false)
  const status = record.applicationStatus
  if (record.registrationCompleted && status === 'pending') return <DecisionForm {...decision} />
  const decided = record.registrationCompleted && (status === 'approved' || status === 'rejected')
  if (decided && reversing) {
    return (
      <ReversalForm
        action={status === 'approved' ? 'reject' : 'approve'}
        pending={decision.pending}
        onReverse={(action, values) => void onReverse(action, values.notes, values.reason).then((done) => done && setReversing(false))}
        onCancel={() => setReversing(false)}
      />
    )
  }
  return (
    <div className="club-decision club-decision--done">
      <p className="club-muted" role="status">
        {record.registrationCompleted ? (decisionLine(record) ?? DETAILS_TEXTS.decidedAlready) : DETAILS_TEXTS.notDecidable}
      </p>
      <div className="club-decision__buttons">
        {decided ? (
          <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setReversing(true)}>
            {DETAILS_TEXTS.reverse}
          </Button>
        ) : null}
        <Link href={`/admin/collections/users/${record.id}`}>{DETAILS_TEXTS.record}</Link>
      </div>
    </div>
  )
}

/** A report or absences kept after an erasure concern this address or number: the facts, and what follows the account. */
function earlierRecordsFact(records: EarlierRecords): [string, ReactNode] {
  const T = EARLIER_RECORDS_TEXTS
  return [
    T.label,
    <span key="earlier-records">
      {records.report ? <strong>{T.report[records.report]} </strong> : null}
      {records.noShows ? <strong>{T.noShows[records.noShows]} </strong> : null}
      {carryOverSentence(records)}
    </span>,
  ]
}

/** What a decision rests on: who they are, what they do, why they apply, how they answered, a confirmed address. */
function Essentials({ record }: { record: ApplicationRecord }) {
  const F = DETAILS_TEXTS.fields
  const answers = record.personalityResponses
  return (
    <Section title={DETAILS_TEXTS.sections.essentials}>
      <Facts
        items={[
          ...sponsorshipFacts(record.sponsorship),
          [F.sector, labelOf(SECTORS, record.sector)],
          [F.company, record.company],
          [F.job, record.currentJob],
          [
            F.emailProof,
            record.emailVerifiedAt ? fill(DETAILS_TEXTS.confirmedOn, { date: frenchLongDate(record.emailVerifiedAt) }) : DETAILS_TEXTS.no,
          ],
          [F.personality, answers ? PERSONALITY_CHOICES.map((choice) => labelOf(choice.options, answers[choice.id])).join(' · ') : ''],
          ...(record.earlierRecords ? [earlierRecordsFact(record.earlierRecords)] : []),
        ]}
      />
      <h4 className="club-details__subheading">{DETAILS_TEXTS.sections.presentation}</h4>
      {record.bio ? <p className="club-details__text">{record.bio}</p> : <p className="club-muted">{DETAILS_TEXTS.none}</p>}
    </Section>
  )
}

/** How to reach them, their plan, where they live and what else they said of themselves. */
function Contact({ record }: { record: ApplicationRecord }) {
  const F = DETAILS_TEXTS.fields
  return (
    <>
      <Section title={DETAILS_TEXTS.sections.profile}>
        <Facts
          items={[
            [
              F.email,
              <a key="email" href={`mailto:${record.email}`}>
                {record.email}
              </a>,
            ],
            [F.phone, record.phone],
            [F.birthDate, record.birthDate ? frenchLongDate(record.birthDate) : ''],
            [F.identity, labelOf(IDENTITIES, record.identity)],
            [F.themes, list(record.themes, themeTitle)],
            [F.newsletter, record.newsletter ? DETAILS_TEXTS.yes : DETAILS_TEXTS.no],
          ]}
        />
      </Section>
      <Section title={DETAILS_TEXTS.sections.plan}>
        <Facts items={[[F.plan, labelOf(PLANS, record.pricingPlan)]]} />
      </Section>
      <Section title={DETAILS_TEXTS.sections.address}>
        <Facts
          items={[
            [
              F.address,
              [record.address, [record.postalCode, record.city].filter(Boolean).join(' '), record.country].filter(Boolean).join(', '),
            ],
          ]}
        />
      </Section>
      <Section title={DETAILS_TEXTS.sections.about}>
        <Facts
          items={[
            [F.languages, list(record.languages, (value) => labelOf(LANGUAGES, value))],
            [
              F.linkedin,
              record.linkedin ? (
                <a href={record.linkedin} target="_blank" rel="noopener noreferrer">
                  {record.linkedin}
                </a>
              ) : (
                ''
              ),
            ],
          ]}
        />
      </Section>
    </>
  )
}

/**
 * Everything an applicant answered, legible to a person (the 'Voir détails' dialog): first what a
 * decision rests on (who they are, what they do, why they apply, how they answered, a confirmed
 * address), then the rest. The decision itself is the dialog's footer (DecisionBar).
 */
export function ApplicationDetails({ record }: { record: ApplicationRecord }) {
  const F = DETAILS_TEXTS.fields
  const dietary = record.dietaryInfo
  return (
    <div className="club-details">
      <Essentials record={record} />
      <Contact record={record} />
      <Section title={DETAILS_TEXTS.sections.personality}>
        <Personality answers={record.personalityResponses} />
      </Section>
      <Section title={DETAILS_TEXTS.sections.dietary}>
        <Facts
          items={[
            [F.allergies, list(dietary?.allergies)],
            [F.preferences, list(dietary?.preferences)],
            [F.otherInfo, dietary?.otherInfo ?? ''],
          ]}
        />
      </Section>
      <Section title={DETAILS_TEXTS.sections.experiment}>
        <Facts
          items={[
            [F.group, record.abTestGroup ? AB_TEXTS.groups[record.abTestGroup] : AB_TEXTS.groups.control],
            [F.source, record.source ? (SOURCE_LABELS[record.source] ?? record.source) : ''],
            [F.createdAt, frenchLongDate(record.createdAt)],
          ]}
        />
      </Section>
      <Section title={DETAILS_TEXTS.sections.decision}>
        <Facts
          items={[
            [F.status, <StatusPill key="status" status={record.applicationStatus} unfinished={!record.registrationCompleted} />],
            [F.reviewedBy, decisionLine(record) ?? ''],
            [F.notes, record.reviewNotes ?? ''],
          ]}
        />
        <DecisionHistory decisions={record.decisions} />
      </Section>
    </div>
  )
}
