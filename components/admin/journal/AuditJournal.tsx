'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import {
  AUDIT_FIELD_LABELS,
  AUDIT_KIND_KEYS,
  AUDIT_KINDS,
  AUDIT_TEXTS,
  type AuditEntryView,
  type AuditFilters,
  auditTime,
  auditValue,
  journalUrl,
  NO_AUDIT_FILTERS,
} from '@/domain/audit'
import type { Page } from '@/domain/paging'

import { PagedResults } from '../common/PagedResults'
import { usePagedList } from '../common/usePagedList'

function Changes({ changes }: { changes: AuditEntryView['changes'] }) {
  const fields = Object.entries(changes)
  if (fields.length === 0) return <>{AUDIT_TEXTS.none}</>
  return (
    <ul className="club-audit__changes">
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <span className="club-audit__field">{AUDIT_FIELD_LABELS[field] ?? field}</span> : {auditValue(field, before)} →{' '}
          {auditValue(field, after)}
        </li>
      ))}
    </ul>
  )
}

/** The filters being typed, those applied, the page shown, and the list they select. */
function useAuditJournal(initial: { url: string; page: Page<AuditEntryView> }) {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [page, setPage] = useState(1)
  const list = usePagedList<AuditEntryView>(journalUrl(applied, page), initial)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    setApplied({ ...draft, personne: draft.personne.trim() })
    setPage(1)
  }
  const reset = () => {
    setDraft(NO_AUDIT_FILTERS)
    setApplied(NO_AUDIT_FILTERS)
    setPage(1)
  }
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value })
  return { draft, list, setPage, apply, reset, set }
}

/** One entry: when, what, who, about whom, a link to the record, and what changed. */
function EntryRow({ entry }: { entry: AuditEntryView }) {
  return (
    <tr>
      <td className="club-audit__at">{auditTime(entry.at)}</td>
      <th scope="row">{entry.kindLabel}</th>
      <td>{entry.actor ?? AUDIT_TEXTS.system}</td>
      <td>{entry.subject ?? AUDIT_TEXTS.none}</td>
      <td>
        {entry.record.href ? (
          <a href={entry.record.href} aria-label={`${AUDIT_TEXTS.open} : ${entry.kindLabel}, ${auditTime(entry.at)}`}>
            {AUDIT_TEXTS.open}
          </a>
        ) : (
          AUDIT_TEXTS.none
        )}
      </td>
      <td>
        <Changes changes={entry.changes} />
      </td>
    </tr>
  )
}

/** « Journal »: the audit log, newest first, filtered by person, kind and dates, 50 entries a page. */
export function AuditJournal({ initial }: { initial: { url: string; page: Page<AuditEntryView> } }) {
  const { draft, list, setPage, apply, reset, set } = useAuditJournal(initial)
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
      <PagedResults list={list} texts={AUDIT_TEXTS} onPage={setPage}>
        {(entries) => (
          <div className="club-table-wrap">
            <table className="club-table club-audit">
              <thead>
                <tr>
                  {Object.values(AUDIT_TEXTS.columns).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedResults>
    </>
  )
}
