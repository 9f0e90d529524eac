'use client'

import type { HTMLInputAutoCompleteAttribute } from 'react'
import { type FieldValues, useController } from 'react-hook-form'

import { TextInput } from './TextInput'
import type { BoundFieldProps } from './types'

type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date'
  autoComplete?: HTMLInputAutoCompleteAttribute
  placeholder?: string
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
}

/** Text, e-mail, password, phone, URL and date inputs bound to react-hook-form (paste allowed). */
export function TextField<T extends FieldValues>({ control, name, ...props }: TextFieldProps<T>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name })
  return (
    <TextInput
      {...props}
      ref={ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}

/** A date input (yyyy-mm-dd), the browser's own date picker. */
export function DateField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'type'>) {
  return <TextField {...props} type="date" />
}
