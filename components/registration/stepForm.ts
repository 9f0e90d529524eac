'use client'

import type { BaseSyntheticEvent } from 'react'
import type { FieldErrors } from 'react-hook-form'

import { scrollClearOfToasts } from '@components/ui/clearOfToasts'
import { firstInvalidField, focusField } from '@components/ui/fields/invalidField'
import { toast } from '@components/ui/Toast'

import type { UserRecord } from '@/domain/api/users'
import { VALIDATION_TITLE } from '@/domain/messages/validationTitle'

/** How long a field waits for its toast to be laid out before it is scrolled into view anyway. */
const TOAST_WAIT_MS = 800

/** The wizard's forms focus the failing field themselves (reportInvalid), not react-hook-form. */
export const STEP_FORM_OPTIONS = { shouldFocusError: false } as const

/**
 * SPEC §5: a failing rule shows 'Validation requise' with its message. The field focused is the
 * first failing one on the page, and the toast names that field's own problem; once the toast is
 * shown, the field is scrolled into view clear of it (on a phone the toast sits at the top).
 */
export function reportInvalid(errors: FieldErrors, event?: BaseSyntheticEvent) {
  const form = event?.target instanceof HTMLFormElement ? event.target : null
  const field = firstInvalidField(form, errors)
  const { shown } = toast({ title: VALIDATION_TITLE, description: field?.message ?? '', variant: 'destructive' })
  const box = field?.box
  if (!box) return
  focusField(box)
  void Promise.race([shown, new Promise((resolve) => setTimeout(resolve, TOAST_WAIT_MS))]).then(() => scrollClearOfToasts(box))
}

export type StepProps<T> = {
  account: UserRecord | null
  pending: boolean
  onSubmit: (data: T) => Promise<void>
}
