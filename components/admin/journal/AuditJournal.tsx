'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import { apiKeysetPage } from '@/client/api'
import {
  AUDIT_KIND_KEYS,
  AUDIT_KINDS,
  AUDIT_TEXTS,
  type AuditEntryView,
  type AuditFilters,
  auditTime,
  journalUrl,
  type JournalPosition,
  NO_AUDIT_FILTERS,
} from '@/domain/audit'
import type { KeysetPage } from '@/domain/paging'

import { JournalPager } from './JournalPager'
import { ListStates } from '../common/PagedResults'
import { useListAt } from '../common/usePagedList'

type Initial = { url: string; page: KeysetPage<AuditEntryView> }

/** The filters being typed, those applied, where the page shown is (the newest first), and the list they select. */
function useAuditJournal(initial: Initial) {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [position, setPosition] = useState<JournalPosition>({})
  const list = useListAt(journalUrl(applied, position), apiKeysetPage<AuditEntryView>, initial)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    setApplied({ ...draft, personne: draft.personne.trim() })
    setPosition({})
  }
  const reset = () => {
    setDraft(NO_AUDIT_FILTERS)
    setApplied(NO_AUDIT_FILTERS)
    setPosition({})
  }
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value })
  return { draft, list, setPosition, apply, reset, set }
}

/** One entry: who, when, what they did as a sentence, the finer facts, and a link to the record. */
function Entry({ entry }: { entry: AuditEntryView }) {
  const { what, details } = entry.sentence
  return (
    <li className="club-audit__entry">
      <p className="club-audit__head">
        <span className="club-audit__who">{entry.actor ?? AUDIT_TEXTS.system}</span>
        <time className="club-audit__at" dateTime={entry.at}>
          {auditTime(entry.at)}
        </time>
      </p>
      <p className="club-audit__what">{what}.</p>
      {details.length > 0 ? (
        <ul className="club-audit__details">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {entry.record.href ? (
        <a
          className="club-audit__open"
          href={entry.record.href}
          aria-label={`${AUDIT_TEXTS.open}\u00a0: ${entry.kindLabel}, ${auditTime(entry.at)}`}
        >
          {AUDIT_TEXTS.open}
        </a>
      ) : null}
    </li>
  )
}

/** « Journal »: the audit log, newest first, filtered by person, kind and dates, 50 entries a page. */
export function AuditJournal({ initial }: { initial: Initial }) {
  const { draft, list, setPosition, apply, reset, set } = useAuditJournal(initial)
  return (
    <>
      <p className="club-muted">{AUDIT_TEXTS.intro}</p>
      <form className="club-toolbar" role="search" onSubmit={apply}>
        <label className="club-field">
          <span className="club-field__label">{AUDIT_TEXTS.person}</span>
          <input type="search" className="club-input" value={draft.personne} maxLength={120} onChange={set('personne')} />
        </label>
        <label className="club-field">
          <span className="club-field__label">{AUDIT_TEXTS.kind}</span>
          <select className="club-input" value={draft.type} onChange={set('type')}>
            <option value="">{AUDIT_TEXTS.anyKind}</option>
            {AUDIT_KIND_KEYS.map((key) => (
              <option key={key} value={key}>
                {AUDIT_KINDS[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="club-field club-field--narrow">
          <span className="club-field__label">{AUDIT_TEXTS.from}</span>
          <input type="date" className="club-input" value={draft.du} max={draft.au || undefined} onChange={set('du')} />
        </label>
        <label className="club-field club-field--narrow">
          <span className="club-field__label">{AUDIT_TEXTS.to}</span>
          <input type="date" className="club-input" value={draft.au} min={draft.du || undefined} onChange={set('au')} />
        </label>
        <div className="club-toolbar__buttons">
          <Button type="submit" size="small" margin={false}>
            {AUDIT_TEXTS.filter}
          </Button>
          <Button type="button" buttonStyle="secondary" size="small" margin={false} onClick={reset}>
            {AUDIT_TEXTS.reset}
          </Button>
        </div>
      </form>
      <ListStates list={list} texts={AUDIT_TEXTS} pager={(page) => <JournalPager page={page} onMove={setPosition} />}>
        {(entries: AuditEntryView[]) => (
          <ol className="club-audit" aria-label={AUDIT_TEXTS.listLabel}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </ListStates>
    </>
  )
}
