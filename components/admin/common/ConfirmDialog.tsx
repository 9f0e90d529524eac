'use client'

import { Button } from '@payloadcms/ui'
import { useId } from 'react'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'

import { AdminDialog } from './AdminDialog'

/** A question before an action that cannot be undone: cancel, or confirm (busy while it runs). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
  reason,
}: {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
  /** A reason the action needs (kept with it): the confirm button waits for one. */
  reason?: { label: string; value: string; maxLength: number; onChange: (value: string) => void }
}) {
  const reasonId = useId()
  const waiting = reason !== undefined && reason.value.trim() === ''
  return (
    <AdminDialog open={open} onClose={onCancel} title={title} size="small">
      <p className="club-confirm__body">{body}</p>
      {reason ? (
        <div className="club-field">
          <label htmlFor={reasonId} className="club-field__label">
            {reason.label}
          </label>
          <textarea
            id={reasonId}
            className="club-textarea"
            rows={3}
            required
            maxLength={reason.maxLength}
            value={reason.value}
            onChange={(event) => reason.onChange(event.target.value)}
          />
        </div>
      ) : null}
      <div className="club-confirm__buttons">
        <Button buttonStyle="secondary" margin={false} onClick={onCancel} disabled={pending}>
          {ARTICLE_TEXTS.cancel}
        </Button>
        <Button
          buttonStyle="primary"
          margin={false}
          className="club-button--danger-solid"
          onClick={onConfirm}
          disabled={pending || waiting}
          extraButtonProps={{ 'aria-busy': pending || undefined }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  )
}
