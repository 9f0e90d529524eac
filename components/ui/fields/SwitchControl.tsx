'use client'

import { Switch } from '@radix-ui/themes'
import { type ReactNode, type Ref, useId } from 'react'

import { BesideLabelShell, type FieldIds, fieldIds } from './FieldShell'

type Props = {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  onBlur?: () => void
  disabled?: boolean
  invalid?: boolean
  ref?: Ref<HTMLButtonElement>
  /** The ids a form binding already made (SwitchField, through useBoundField); else its own. */
  ids?: FieldIds
}

/**
 * An on/off switch with its label beside it and its hint below, not bound to a form library: a
 * page with nothing but switches (the cookie preferences) need not load one. SwitchField binds it.
 */
export function SwitchControl({ name, label, hint, error, checked, onCheckedChange, onBlur, disabled, invalid, ref, ids: given }: Props) {
  const uid = useId()
  const ids = given ?? fieldIds(name, uid, hint, error)
  return (
    <BesideLabelShell ids={ids} label={label} hint={hint} error={error} align="center">
      <Switch
        id={ids.inputId}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        ref={ref}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        size="2"
      />
    </BesideLabelShell>
  )
}
