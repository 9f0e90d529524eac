'use client'

import { TextField as ThemesTextField } from '@radix-ui/themes'
import type { HTMLInputAutoCompleteAttribute } from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date'
  autoComplete?: HTMLInputAutoCompleteAttribute
  placeholder?: string
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
}

/** Text, e-mail, password, phone, URL and date inputs (paste always allowed). */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  ...inputProps
}: TextFieldProps<T>) {
  const { field, error, ids, aria, color } = useBoundField(control, name, hint, required)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <ThemesTextField.Root
        id={ids.inputId}
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={disabled}
        {...aria}
        color={color}
        size="3"
        {...inputProps}
      />
    </FieldShell>
  )
}

/** A date input (yyyy-mm-dd), the browser's own date picker. */
export function DateField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type'>) {
  return <TextField {...props} type="date" />
}
