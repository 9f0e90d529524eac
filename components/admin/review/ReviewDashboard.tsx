'use client'

import { useEffect, useMemo } from 'react'

import { DETAILS_TEXTS, REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ApplicationCounts, ApplicationRecord } from '@/domain/api/applications'
import { EXPORT_URLS } from '@/domain/exports'
import { fill } from '@/domain/fill'
import type { Page } from '@/domain/paging'
import { REVIEW_TAB_LABELS, REVIEW_TABS, type ReviewTab } from '@/domain/review'

import { ApplicationCard, applicantName, detailsButtonId } from './ApplicationCard'
import { ApplicationDetails, DecisionBar } from './ApplicationDetails'
import { ReviewCounters } from './ReviewCounters'
import { ReviewHeader } from './ReviewHeader'
import { ReviewToolbar } from './ReviewToolbar'
import { SelectionControls } from './SelectionControls'
import { SponsorshipStats } from './SponsorshipStats'
import { useReviewDecisions } from './useReviewDecisions'
import { useReviewQuery } from './useReviewQuery'
import { AdminDialog } from '../common/AdminDialog'
import { AdminTabs } from '../common/AdminTabs'
import { PagedResults } from '../common/PagedResults'
import { usePagedList } from '../common/usePagedList'

type Initial = { counts: ApplicationCounts; url: string; page: Page<ApplicationRecord> }

/**
 * The dashboard's state: the query (tab, search, sort, page), the list it selects, and the
 * decisions. Once the dialog has closed on a decision, the next card's « Voir détails » takes the
 * focus.
 */
function useReviewDashboard(initial: Initial) {
  const query = useReviewQuery()
  const list = usePagedList<ApplicationRecord>(query.url, initial)
  const docs = list.page?.docs
  // The application still waiting for a decision after this one in the list (else the first before it).
  const nextPending = (afterId: number) => {
    const waiting = (docs ?? []).filter((record) => record.registrationCompleted && record.applicationStatus === 'pending')
    const index = waiting.findIndex((record) => record.id === afterId)
    return waiting
      .slice(index + 1)
      .concat(waiting.slice(0, Math.max(0, index)))
      .find((record) => record.id !== afterId)
  }
  const decisions = useReviewDecisions(initial.counts, list.reload, nextPending)
  const { focusNext, detail, focused, setSelected } = decisions
  const ids = useMemo(() => (docs ?? []).map((record) => record.id), [docs])

  // After the dialog has given the focus back to the decided card's button, whose card then leaves the list.
  useEffect(() => {
    if (focusNext === null || detail !== null) return
    document.getElementById(detailsButtonId(focusNext))?.focus()
    focused()
  }, [focusNext, detail, docs, focused])

  const changeTab = (next: ReviewTab) => {
    query.changeTab(next)
    setSelected(new Set())
  }
  return { query, list, ids, decisions, changeTab }
}

/**
 * The review dashboard (SPEC §2 Admin panel): counters, the four tabs with their counts,
 * search, sort and pages, the details dialog with the decision, and bulk decisions.
 */
export function ReviewDashboard({ initial }: { initial: Initial }) {
  const { query, list, ids, decisions, changeTab } = useReviewDashboard(initial)
  const { tab, q } = query
  const { counts, selected, setSelected, toggleSelected, detail, setDetail, deciding, decide, reverse, decideSelected } = decisions
  const decidable = tab === 'pending'

  return (
    <div className="club-review">
      <ReviewHeader />

      <ReviewCounters counts={counts} />

      <AdminTabs
        label={REVIEW_TEXTS.listLabel}
        value={tab}
        onChange={changeTab}
        tabs={REVIEW_TABS.map((key) => ({ key, label: REVIEW_TAB_LABELS[key], count: counts[key] }))}
      >
        <ReviewToolbar
          search={query.search}
          sort={query.sort}
          exportUrl={EXPORT_URLS.applications({ tab, q, sort: query.sort })}
          onSearch={query.changeSearch}
          onSort={query.setSort}
        />

        {tab === 'unfinished' ? <p className="club-muted">{REVIEW_TEXTS.unfinishedNote}</p> : null}

        {decidable ? <SelectionControls ids={ids} selected={selected} onSelect={setSelected} onDecide={decideSelected} /> : null}

        <PagedResults
          list={list}
          texts={{
            loading: REVIEW_TEXTS.loading,
            failed: REVIEW_TEXTS.loadFailed,
            empty: q ? REVIEW_TEXTS.emptySearch : REVIEW_TEXTS.empty[tab],
          }}
          onPage={query.setPageNumber}
        >
          {(docs) => (
            <ul className="club-cards">
              {docs.map((record) => (
                <li key={record.id}>
                  <ApplicationCard
                    record={record}
                    onDetails={setDetail}
                    selection={decidable ? { selected: selected.has(record.id), onToggle: toggleSelected } : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </AdminTabs>

      <SponsorshipStats />

      <AdminDialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? fill(DETAILS_TEXTS.dialogTitle, { name: applicantName(detail) }) : ''}
        footer={detail ? <DecisionBar key={detail.id} record={detail} pending={deciding} onDecide={decide} onReverse={reverse} /> : null}
      >
        {detail ? <ApplicationDetails record={detail} /> : null}
      </AdminDialog>
    </div>
  )
}
