'use client'

import { type ReactNode, type Ref, useId } from 'react'

import { BesideLabelShell, type FieldIds, fieldIds } from './FieldShell'
import { RadixStyles } from '../RadixStyles'

type Props = {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  onBlur?: () => void
  disabled?: boolean
  /** While what it switches is being saved. */
  busy?: boolean
  invalid?: boolean
  ref?: Ref<HTMLButtonElement>
  /** The ids a form binding already made (SwitchField, through useBoundField); else its own. */
  ids?: FieldIds
}

/**
 * An on/off switch with its label beside it and its hint below, not bound to a form library: a
 * page with nothing but switches (the cookie preferences) need not load one. SwitchField binds it.
 *
 * Radix Themes' Switch, drawn by its own styles, as the button it renders (a `switch` role whose
 * `aria-checked` Space and Enter toggle, the label's click too) without its code: Radix's Switch
 * and the primitives it brings weighed 3.8 kB gzipped, more than the rest of the cookies page's
 * script. Nothing posts these forms natively, so the hidden checkbox Radix adds for
 * that is not needed.
 */
export function SwitchControl({
  name,
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  onBlur,
  disabled,
  busy,
  invalid,
  ref,
  ids: given,
}: Props) {
  const uid = useId()
  const ids = given ?? fieldIds(name, uid, hint, error)
  const state = checked ? 'checked' : 'unchecked'
  const disabledMark = disabled ? '' : undefined
  return (
    <BesideLabelShell ids={ids} label={label} hint={hint} error={error} align="center">
      <RadixStyles of="Switch" />
      <button
        type="button"
        role="switch"
        id={ids.inputId}
        name={name}
        value="on"
        aria-checked={checked}
        data-state={state}
        data-disabled={disabledMark}
        disabled={disabled}
        aria-busy={busy || undefined}
        onClick={() => onCheckedChange(!checked)}
        onBlur={onBlur}
        ref={ref}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className="rt-reset rt-SwitchRoot rt-r-size-2 rt-variant-surface"
      >
        <span className="rt-SwitchThumb" data-state={state} data-disabled={disabledMark} />
      </button>
    </BesideLabelShell>
  )
}
