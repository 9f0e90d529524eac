'use client'

import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react'

import { FieldShell, fieldIds } from './FieldShell'

export type TextInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'color' | 'type'> & {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date'
}

/**
 * A labelled text input with its hint and error, not tied to a form library (the bound fields
 * build on it; light forms such as the home page's e-mail sign-up use it directly). The input is
 * Radix Themes' TextField as markup (its classes, size 3, surface variant, red when in error):
 * Radix's component brought its props machinery into every form's script, for a box whose only
 * behaviour of its own is to focus the input when its one-pixel border is pressed.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { name, label, hint, error, required, type = 'text', ...inputProps },
  ref,
) {
  const ids = fieldIds(name, useId(), hint, error)
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <div data-accent-color={error ? 'red' : undefined} className="rt-TextFieldRoot rt-r-size-3 rt-variant-surface">
        <input
          spellCheck="false"
          ref={ref}
          id={ids.inputId}
          name={name}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...inputProps}
          className="rt-reset rt-TextFieldInput"
        />
      </div>
    </FieldShell>
  )
})
