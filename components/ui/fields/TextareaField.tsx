'use client'

import { Text, TextArea } from '@radix-ui/themes'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import { RadixStyles } from '../RadixStyles'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

type TextareaFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  rows?: number
  maxLength?: number
  /** With a counter: it turns green once this many characters are typed. */
  minLength?: number
  showCounter?: boolean
  placeholder?: string
}

/** Multi-line text with an optional live character counter (announced politely). */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  rows = 4,
  maxLength,
  minLength,
  showCounter,
  placeholder,
}: TextareaFieldProps<T>) {
  const { field, ref, error, ids, aria, color } = useBoundField(control, name, hint, required)
  const value = (field.value as string | undefined) ?? ''
  const length = value.trim().length
  const reached = minLength !== undefined && length >= minLength
  const counter = showCounter ? (
    <Text size="1" color={reached ? 'green' : 'gray'} aria-live="polite" className="kit-field__counter" data-reached={reached || undefined}>
      {maxLength ? `${length}/${maxLength}` : length}
    </Text>
  ) : null
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} aside={counter}>
      <RadixStyles of="TextArea" />
      <TextArea
        id={ids.inputId}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        {...aria}
        color={color}
        size="3"
      />
    </FieldShell>
  )
}
