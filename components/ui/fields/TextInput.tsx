'use client'

import { TextField as ThemesTextField } from '@radix-ui/themes'
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react'

import { FieldShell, fieldIds } from './FieldShell'

export type TextInputProps = Omit<ComponentPropsWithoutRef<typeof ThemesTextField.Root>, 'size' | 'color'> & {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date'
}

/**
 * A labelled text input with its hint and error, not tied to a form library (the bound fields
 * build on it; light forms such as the home page's e-mail sign-up use it directly).
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { name, label, hint, error, required, type = 'text', ...inputProps },
  ref,
) {
  const ids = fieldIds(name, useId(), hint, error)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <ThemesTextField.Root
        ref={ref}
        id={ids.inputId}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        color={error ? 'red' : undefined}
        size="3"
        {...inputProps}
      />
    </FieldShell>
  )
})
