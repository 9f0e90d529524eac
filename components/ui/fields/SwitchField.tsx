'use client'

import type { FieldValues } from 'react-hook-form'

import { SwitchControl } from './SwitchControl'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

/** An on/off switch with its label beside it, bound to react-hook-form. */
export function SwitchField<T extends FieldValues>({ control, name, label, hint, disabled }: BoundFieldProps<T>) {
  const { field, ref, error, ids, aria } = useBoundField(control, name, hint)
  return (
    <SwitchControl
      ids={ids}
      name={field.name}
      label={label}
      hint={hint}
      error={error}
      invalid={aria['aria-invalid']}
      checked={Boolean(field.value)}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      ref={ref}
      disabled={disabled}
    />
  )
}
