'use client'

import { toast, useDebounce } from '@payloadcms/ui'
import Link from 'next/link'
import { useCallback, useMemo, useState } from 'react'

import { apiRequest, ApiRequestError } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { DETAILS_TEXTS, fill, REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ReviewAction } from '@/domain/applicationStatus'
import { TOASTS } from '@/domain/messages'
import type { Page } from '@/domain/paging'
import {
  applicationsUrl,
  LIST_SORT_LABELS,
  LIST_SORTS,
  type ListSort,
  REVIEW_TAB_LABELS,
  REVIEW_TABS,
  type ReviewTab,
} from '@/domain/review'
import type { ApplicationCounts, ApplicationRecord } from '@/domain/api/applications'
import type { BulkReviewResult } from '@/domain/api/applications'

import { AdminDialog } from '../common/AdminDialog'
import { AdminTabs } from '../common/AdminTabs'
import { PagedResults } from '../common/PagedResults'
import { usePagedList } from '../common/usePagedList'
import { ApplicationCard, applicantName } from './ApplicationCard'
import { ApplicationDetails } from './ApplicationDetails'
import { BulkBar } from './BulkBar'
import { ReviewCounters } from './ReviewCounters'

const failureText = (error: unknown) =>
  error instanceof ApiRequestError && error.serverMessage ? `${TOASTS.reviewError} : ${error.serverMessage}` : TOASTS.reviewError

/**
 * The review dashboard (SPEC §2 Admin panel): counters, the four tabs with their counts,
 * search, sort and pages, the details dialog with the decision, and bulk decisions.
 */
export function ReviewDashboard({ initial }: { initial: { counts: ApplicationCounts; url: string; page: Page<ApplicationRecord> } }) {
  const [counts, setCounts] = useState(initial.counts)
  const [tab, setTab] = useState<ReviewTab>('pending')
  const [search, setSearch] = useState('')
  const q = useDebounce(search.trim(), 300)
  const [sort, setSort] = useState<ListSort>('recent')
  const [pageNumber, setPageNumber] = useState(1)
  const url = applicationsUrl(tab, { page: pageNumber, q, sort })
  const list = usePagedList<ApplicationRecord>(url, initial)
  const { page, reload } = list
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [detail, setDetail] = useState<ApplicationRecord | null>(null)
  const { pending: deciding, run } = usePendingAction((error) => toast.error(TOASTS.errorTitle, { description: failureText(error) }))

  const refresh = useCallback(async () => {
    reload()
    try {
      setCounts(await apiRequest<ApplicationCounts>('GET', '/api/admin/applications/counts'))
    } catch (error) {
      console.error('Compteurs non chargés :', error)
    }
  }, [reload])

  const changeTab = (next: ReviewTab) => {
    setTab(next)
    setPageNumber(1)
    setSelected(new Set())
  }

  const openDetails = (record: ApplicationRecord) => setDetail(record)

  const decide = async (action: ReviewAction, notes: string) => {
    if (!detail) return
    await run(async () => {
      await apiRequest('POST', `/api/admin/applications/${detail.id}/review`, { action, notes })
      toast.success(TOASTS.reviewSuccessTitle, { description: action === 'approve' ? TOASTS.reviewApproved : TOASTS.reviewRejected })
      setDetail(null)
      setSelected((current) => new Set([...current].filter((id) => id !== detail.id)))
    })
    // After a conflict too: someone else's decision shows at once.
    await refresh()
  }

  const decideSelected = async (action: ReviewAction, notes: string) => {
    try {
      const result = await apiRequest<BulkReviewResult>('POST', '/api/admin/applications/review', { ids: [...selected], action, notes })
      const done = fill(action === 'approve' ? REVIEW_TEXTS.bulkApproved : REVIEW_TEXTS.bulkRejected, { count: result.decided.length })
      const refused = result.refused.length
        ? ` ${fill(REVIEW_TEXTS.bulkRefused, { count: result.refused.length, reason: result.refused[0].message })}`
        : ''
      const show = result.refused.length ? toast.warning : toast.success
      show(REVIEW_TEXTS.bulkDoneTitle, { description: done + refused })
      setSelected(new Set())
    } catch (error) {
      toast.error(TOASTS.errorTitle, { description: failureText(error) })
    }
    await refresh()
  }

  const docs = useMemo(() => page?.docs ?? [], [page])
  const decidable = tab === 'pending'
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const allSelected = docs.length > 0 && docs.every((record) => selected.has(record.id))

  return (
    <div className="club-review">
      <header className="club-view__header">
        <h1 className="club-view__title">{REVIEW_TEXTS.title}</h1>
        <p className="club-view__intro">{REVIEW_TEXTS.intro}</p>
        <nav className="club-view__links" aria-label="Raccourcis">
          <Link href="/admin/abtest">{REVIEW_TEXTS.linkAbtest}</Link>
          <Link href="/admin/articles">{REVIEW_TEXTS.linkArticles}</Link>
          <Link href="/admin/dinners">{REVIEW_TEXTS.linkDinners}</Link>
        </nav>
      </header>

      <ReviewCounters counts={counts} />

      <AdminTabs
        label={REVIEW_TEXTS.listLabel}
        value={tab}
        onChange={changeTab}
        tabs={REVIEW_TABS.map((key) => ({ key, label: REVIEW_TAB_LABELS[key], count: counts[key] }))}
      >
        <div className="club-toolbar" role="search">
          <label className="club-field">
            <span className="club-field__label">{REVIEW_TEXTS.searchLabel}</span>
            <input
              type="search"
              className="club-input"
              value={search}
              placeholder={REVIEW_TEXTS.searchPlaceholder}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.target.value)
                setPageNumber(1)
              }}
            />
          </label>
          <label className="club-field">
            <span className="club-field__label">{REVIEW_TEXTS.sortLabel}</span>
            <select className="club-input" value={sort} onChange={(event) => setSort(event.target.value as ListSort)}>
              {LIST_SORTS.map((key) => (
                <option key={key} value={key}>
                  {LIST_SORT_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {tab === 'unfinished' ? <p className="club-muted">{REVIEW_TEXTS.unfinishedNote}</p> : null}

        {decidable && docs.length > 0 ? (
          <div className="club-selectall">
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set([...selected, ...docs.map((record) => record.id)]))}
              />{' '}
              {REVIEW_TEXTS.selectAll}
            </label>
          </div>
        ) : null}

        {decidable && selected.size > 0 ? (
          <BulkBar count={selected.size} onDecide={decideSelected} onClear={() => setSelected(new Set())} />
        ) : null}

        <PagedResults
          list={list}
          texts={{
            loading: REVIEW_TEXTS.loading,
            failed: REVIEW_TEXTS.loadFailed,
            empty: q ? REVIEW_TEXTS.emptySearch : REVIEW_TEXTS.empty[tab],
          }}
          onPage={setPageNumber}
        >
          {(docs) => (
            <ul className="club-cards">
              {docs.map((record) => (
                <li key={record.id}>
                  <ApplicationCard
                    record={record}
                    onDetails={openDetails}
                    selection={decidable ? { selected: selected.has(record.id), onToggle: toggle } : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </AdminTabs>

      <AdminDialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? fill(DETAILS_TEXTS.dialogTitle, { name: applicantName(detail) }) : ''}
      >
        {detail ? <ApplicationDetails record={detail} pending={deciding} onDecide={decide} /> : null}
      </AdminDialog>
    </div>
  )
}
