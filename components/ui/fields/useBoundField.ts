'use client'

import { type ReactNode, useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'

import { fieldIds } from './FieldShell'

/** react-hook-form binding shared by the kit's fields: value, error and the ARIA wiring. */
export function useBoundField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, hint?: ReactNode, required?: boolean) {
  // The ref is handed out apart: React's compiler takes an object carrying a `ref` for a ref itself.
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name })
  const error = fieldState.error?.message
  const ids = fieldIds(name, useId(), hint, error)
  const aria = {
    'aria-invalid': fieldState.invalid || undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': required || undefined,
  }
  return { field, ref, error, ids, aria, color: fieldState.invalid ? ('red' as const) : undefined }
}
