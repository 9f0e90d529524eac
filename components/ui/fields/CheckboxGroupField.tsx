'use client'

import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { CheckboxGroupControl, type CheckboxOption } from './CheckboxGroupControl'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

type CheckboxGroupFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  options: readonly CheckboxOption[]
  columns?: string
  /** Columns below the `sm` breakpoint (a phone): one unless the labels are short. */
  phoneColumns?: string
  /** Shown under the group, e.g. "Sélectionnés: 2/8 (minimum 3 requis)". */
  status?: ReactNode
}

/** Several checkboxes in a fieldset whose legend is the label, bound to react-hook-form: the value is the checked list. */
export function CheckboxGroupField<T extends FieldValues>({ control, name, hint, ...props }: CheckboxGroupFieldProps<T>) {
  const { field, ref, error, ids } = useBoundField(control, name, hint)
  return (
    <CheckboxGroupControl
      {...props}
      ids={ids}
      name={field.name}
      hint={hint}
      error={error}
      value={(field.value as string[] | undefined) ?? []}
      onValueChange={(value) => {
        field.onChange(value)
        field.onBlur()
      }}
      onBlur={field.onBlur}
      ref={ref}
    />
  )
}
