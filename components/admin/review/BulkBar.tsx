'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { usePendingAction } from '@/client/usePendingAction'
import { DETAILS_TEXTS, REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ReviewAction } from '@/domain/applicationStatus'
import { REVIEW_NOTES_MAX } from '@/domain/limits'
import { fillCount } from '@/domain/plural'

/** The selected pending applications: one optional note, then approve or reject them all. */
export function BulkBar({
  count,
  onDecide,
  onClear,
}: {
  count: number
  onDecide: (action: ReviewAction, notes: string) => Promise<void>
  onClear: () => void
}) {
  const [notes, setNotes] = useState('')
  const { pending, run } = usePendingAction()
  const notesId = useId()
  const decide = (action: ReviewAction) =>
    run(async () => {
      await onDecide(action, notes)
      setNotes('')
    })
  return (
    <section className="club-bulk" aria-label={fillCount(REVIEW_TEXTS.selected, count)}>
      <p className="club-bulk__count" aria-live="polite">
        {fillCount(REVIEW_TEXTS.selected, count)}
      </p>
      <label htmlFor={notesId} className="club-field__label">
        {REVIEW_TEXTS.bulkNotesLabel}
      </label>
      <input id={notesId} className="club-input" value={notes} maxLength={REVIEW_NOTES_MAX} onChange={(e) => setNotes(e.target.value)} />
      <div className="club-bulk__buttons">
        <Button buttonStyle="primary" size="small" margin={false} disabled={pending} onClick={() => void decide('approve')}>
          {pending ? DETAILS_TEXTS.deciding : REVIEW_TEXTS.bulkApprove}
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={pending}
          className="club-button--danger"
          onClick={() => void decide('reject')}
        >
          {REVIEW_TEXTS.bulkReject}
        </Button>
        <Button buttonStyle="subtle" size="small" margin={false} disabled={pending} onClick={onClear}>
          {REVIEW_TEXTS.clearSelection}
        </Button>
      </div>
    </section>
  )
}
