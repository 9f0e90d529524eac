'use client'

import { REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ReviewAction } from '@/domain/applicationStatus'

import { BulkBar } from './BulkBar'

/** Above the pending applications: select all those of the page, and the bulk decision once some are selected. */
export function SelectionControls({
  ids,
  selected,
  onSelect,
  onDecide,
}: {
  ids: number[]
  selected: Set<number>
  onSelect: (selected: Set<number>) => void
  onDecide: (action: ReviewAction, notes: string) => Promise<void>
}) {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id))
  return (
    <>
      {ids.length > 0 ? (
        <div className="club-selectall">
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => onSelect(allSelected ? new Set() : new Set([...selected, ...ids]))}
            />{' '}
            {REVIEW_TEXTS.selectAll}
          </label>
        </div>
      ) : null}
      {selected.size > 0 ? <BulkBar count={selected.size} onDecide={onDecide} onClear={() => onSelect(new Set())} /> : null}
    </>
  )
}
