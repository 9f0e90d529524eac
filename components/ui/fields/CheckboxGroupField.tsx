'use client'

import { CheckboxGroup, Grid, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'
import { RadixStyles } from '../RadixStyles'

type CheckboxGroupFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  options: readonly { value: string; label: ReactNode }[]
  columns?: string
  /** Columns below the `sm` breakpoint (a phone): one unless the labels are short. */
  phoneColumns?: string
  /** Shown under the group, e.g. "Sélectionnés: 2/8 (minimum 3 requis)". */
  status?: ReactNode
}

/** Several checkboxes in a fieldset whose legend is the label; the value is the checked list. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  columns = '1',
  phoneColumns = '1',
  status,
}: CheckboxGroupFieldProps<T>) {
  const { field, ref, error, ids } = useBoundField(control, name, hint)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} group aside={status}>
      <RadixStyles of="CheckboxGroup" />
      <CheckboxGroup.Root
        name={field.name}
        value={(field.value as string[] | undefined) ?? []}
        onValueChange={(value) => {
          field.onChange(value)
          field.onBlur()
        }}
        disabled={disabled}
        size="3"
      >
        <Grid columns={{ initial: phoneColumns, sm: columns }} gap="2">
          {options.map((option, index) => {
            const id = `${ids.inputId}-${index}`
            // The label names the checkbox without wrapping it: Radix puts a hidden form input beside
            // the checkbox, and a label may hold one control only (valid HTML).
            return (
              <Text as="div" size="3" key={option.value} className="rt-CheckboxGroupItem">
                <CheckboxGroup.Item id={id} value={option.value} ref={index === 0 ? ref : undefined} />
                <label htmlFor={id} className="rt-CheckboxGroupItemInner">
                  {option.label}
                </label>
              </Text>
            )
          })}
        </Grid>
      </CheckboxGroup.Root>
    </FieldShell>
  )
}
