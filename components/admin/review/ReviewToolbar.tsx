'use client'

import { Button } from '@payloadcms/ui'

import { REVIEW_TEXTS } from '@/domain/adminTexts'
import { EXPORT_TEXTS } from '@/domain/exports'
import { LIST_SORT_LABELS, LIST_SORTS, type ListSort } from '@/domain/review'

/** The review list's search field and sort, and the CSV of what they show. */
export function ReviewToolbar({
  search,
  sort,
  exportUrl,
  onSearch,
  onSort,
}: {
  search: string
  sort: ListSort
  exportUrl: string
  onSearch: (search: string) => void
  onSort: (sort: ListSort) => void
}) {
  return (
    <div className="club-toolbar" role="search">
      <label className="club-field">
        <span className="club-field__label">{REVIEW_TEXTS.searchLabel}</span>
        <input
          type="search"
          className="club-input"
          value={search}
          placeholder={REVIEW_TEXTS.searchPlaceholder}
          maxLength={100}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <label className="club-field">
        <span className="club-field__label">{REVIEW_TEXTS.sortLabel}</span>
        <select className="club-input" value={sort} onChange={(event) => onSort(event.target.value as ListSort)}>
          {LIST_SORTS.map((key) => (
            <option key={key} value={key}>
              {LIST_SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      <Button el="anchor" url={exportUrl} buttonStyle="secondary" size="small" margin={false} tooltip={EXPORT_TEXTS.applicationsHint}>
        {EXPORT_TEXTS.applications}
      </Button>
    </div>
  )
}
