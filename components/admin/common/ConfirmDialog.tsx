'use client'

import { Button } from '@payloadcms/ui'

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
}: {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <AdminDialog open={open} onClose={onCancel} title={title} size="small">
      <p className="club-confirm__body">{body}</p>
      <div className="club-confirm__buttons">
        <Button buttonStyle="secondary" margin={false} onClick={onCancel} disabled={pending}>
          {ARTICLE_TEXTS.cancel}
        </Button>
        <Button
          buttonStyle="primary"
          margin={false}
          className="club-button--danger-solid"
          onClick={onConfirm}
          disabled={pending}
          extraButtonProps={{ 'aria-busy': pending || undefined }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  )
}
