'use client'

import type { FieldErrors } from 'react-hook-form'

import { toast } from '@components/ui/Toast'

import { VALIDATION } from '@/domain/messages'

/** The first message of a (possibly nested) react-hook-form error tree, in field order. */
export function firstErrorMessage(errors: FieldErrors): string {
  for (const value of Object.values(errors)) {
    if (!value) continue
    if (typeof value.message === 'string' && value.message) return value.message
    const nested = firstErrorMessage(value as FieldErrors)
    if (nested) return nested
  }
  return ''
}

/** SPEC §5: a failing rule shows 'Validation requise' with its message (the field is marked and focused). */
export function showValidationToast(errors: FieldErrors) {
  toast({ title: VALIDATION.title, description: firstErrorMessage(errors), variant: 'destructive' })
}

export type StepProps<T> = {
  account: import('@/server/users/record').UserRecord | null
  pending: boolean
  onSubmit: (data: T) => Promise<void>
}
