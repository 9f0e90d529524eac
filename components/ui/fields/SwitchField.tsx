'use client'

import { type FieldValues, useController } from 'react-hook-form'

import { SwitchControl } from './SwitchControl'
import type { BoundFieldProps } from './types'

/** An on/off switch with its label beside it, bound to react-hook-form. */
export function SwitchField<T extends FieldValues>({ control, name, label, hint, disabled }: BoundFieldProps<T>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name })
  return (
    <SwitchControl
      name={field.name}
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      invalid={fieldState.invalid}
      checked={Boolean(field.value)}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      ref={ref}
      disabled={disabled}
    />
  )
}
