'use client'

import { RadioCards } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'
import { CheckCircledIcon } from '../icons/CheckCircledIcon'
import { RadixStyles } from '../RadixStyles'

type RadioCardsFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  options: readonly { value: string; label: ReactNode }[]
  columns?: string
  /**
   * Shown with a check in the chosen card, so that the choice does not rest on colour alone
   * (WCAG 1.4.1). Hidden from assistive technologies, which announce the radio as checked.
   */
  selectedLabel?: string
}

/** One choice among cards (a radio group): arrows move between them; the chosen one says so. */
export function RadioCardsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  columns = '1',
  selectedLabel,
}: RadioCardsFieldProps<T>) {
  const { field, ref, error, ids, aria } = useBoundField(control, name, hint)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} group>
      <RadixStyles of="RadioCards" />
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
          <RadioCards.Item key={option.value} value={option.value} ref={index === 0 ? ref : undefined} className="kit-radio-card">
            <span className="kit-radio-card__label">{option.label}</span>
            {selectedLabel && option.value === field.value ? (
              <span className="kit-radio-card__selected" aria-hidden>
                <CheckCircledIcon width={18} height={18} />
                {selectedLabel}
              </span>
            ) : null}
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </FieldShell>
  )
}
