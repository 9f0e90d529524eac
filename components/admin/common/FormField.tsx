'use client'

import { Button } from '@payloadcms/ui'
import { type ReactNode, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'

/** A labelled control with its hint and French error, wired for assistive technologies. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string
  hint?: string
  error?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="club-field">
      <label htmlFor={id} className="club-field__label">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="club-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="club-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const control = (registered: UseFormRegisterReturn, ids: { id: string; describedBy?: string }, error?: string) => ({
  ...registered,
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': error ? true : undefined,
})

/** A dialog form's two buttons: « Annuler » closes it, the submit button says what it does (and is busy while it runs). */
export function FormButtons({
  pending,
  label,
  pendingLabel,
  onCancel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  onCancel: () => void
}) {
  return (
    <div className="club-form__buttons">
      <Button buttonStyle="secondary" margin={false} onClick={onCancel} disabled={pending}>
        {ARTICLE_TEXTS.cancel}
      </Button>
      <Button
        type="submit"
        buttonStyle="primary"
        margin={false}
        disabled={pending}
        extraButtonProps={{ 'aria-busy': pending || undefined }}
      >
        {pending ? pendingLabel : label}
      </Button>
    </div>
  )
}
