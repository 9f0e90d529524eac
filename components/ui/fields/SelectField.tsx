'use client'

import { Select } from '@radix-ui/themes'
import { useEffect, useRef } from 'react'
import type { FieldValues } from 'react-hook-form'

import { FieldShell } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'
import { RadixStyles } from '../RadixStyles'

type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  options: readonly { value: string; label: string }[]
  placeholder: string
}

/** A dropdown (Radix Select): keyboard operable, labelled by its visible label. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
}: SelectFieldProps<T>) {
  const { field, ref, error, ids, aria, color } = useBoundField(control, name, hint, required)
  const value = (field.value as string | undefined) || undefined
  const trigger = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    // Radix keeps a hidden native <select> beside the trigger for the form; while nothing is
    // chosen its first <option> is empty, which HTML forbids without a label: it gets the placeholder.
    // Radix replaces that <select> whenever its options register, so every new one is labelled too.
    const box = trigger.current?.parentElement
    if (!box) return
    const label = () => box.querySelector('select > option[value=""]:empty:not([label])')?.setAttribute('label', placeholder)
    label()
    const observer = new MutationObserver(label)
    observer.observe(box, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [placeholder])
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <RadixStyles of="Select" />
      <Select.Root name={field.name} value={value ?? ''} onValueChange={field.onChange} disabled={disabled} size="3">
        <Select.Trigger
          id={ids.inputId}
          ref={(element) => {
            ref(element)
            trigger.current = element
          }}
          placeholder={placeholder}
          onBlur={field.onBlur}
          {...aria}
          color={color}
          className="kit-select"
        />
        <Select.Content position="popper" className="kit-select-content">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldShell>
  )
}
