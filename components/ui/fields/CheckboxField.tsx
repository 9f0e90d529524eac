'use client'

import { Checkbox } from '@radix-ui/themes'
import type { FieldValues } from 'react-hook-form'

import { BesideLabelShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'
import { RadixStyles } from '../RadixStyles'

/** One checkbox with its label (e.g. accepting the rules), bound to a boolean. */
export function CheckboxField<T extends FieldValues>({ control, name, label, hint, required, disabled }: BoundFieldProps<T>) {
  const { field, ref, error, ids, aria } = useBoundField(control, name, hint, required)
  return (
    <BesideLabelShell ids={ids} label={label} hint={hint} error={error} align="start">
      <RadixStyles of="Checkbox" />
      <Checkbox
        id={ids.inputId}
        ref={ref}
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
        disabled={disabled}
        size="3"
        {...aria}
      />
    </BesideLabelShell>
  )
}
