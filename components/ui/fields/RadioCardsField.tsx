'use client'

import { RadioCards } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

type RadioCardsFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  options: readonly { value: string; label: ReactNode }[]
  columns?: string
}

/** One choice among cards (a radio group): arrows move between them. */
export function RadioCardsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  columns = '1',
}: RadioCardsFieldProps<T>) {
  const { field, error, ids, aria } = useBoundField(control, name, hint)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} group>
      <RadioCards.Root
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onValueChange={(value) => {
          field.onChange(value)
          field.onBlur()
        }}
        disabled={disabled}
        columns={{ initial: '1', sm: columns as '1' }}
        gap="3"
        aria-invalid={aria['aria-invalid']}
      >
        {options.map((option, index) => (
          <RadioCards.Item key={option.value} value={option.value} ref={index === 0 ? field.ref : undefined}>
            {option.label}
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </FieldShell>
  )
}
