'use client'

import { Text } from '@radix-ui/themes'
import { type CSSProperties, type ReactNode, type Ref, useId } from 'react'

import { type FieldIds, FieldShell, fieldIds } from './FieldShell'
import { RadixStyles } from '../RadixStyles'

export type CheckboxOption = { value: string; label: ReactNode }

type Props = {
  name: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  disabled?: boolean
  options: readonly CheckboxOption[]
  /** Columns from Radix's `sm` breakpoint (768 px). */
  columns?: string
  /** Columns below the `sm` breakpoint (a phone): one unless the labels are short. */
  phoneColumns?: string
  /** Shown under the group, e.g. "Sélectionnés: 2/8 (minimum 3 requis)". */
  status?: ReactNode
  value: readonly string[]
  onValueChange: (value: string[]) => void
  onBlur?: () => void
  /** The first checkbox (a form focuses it when the group fails). */
  ref?: Ref<HTMLButtonElement>
  /** The ids a form binding already made (CheckboxGroupField, through useBoundField); else its own. */
  ids?: FieldIds
}

/** Radix Themes' check mark (its `ThickCheckIcon`). */
function CheckMark() {
  return (
    <svg
      width="9"
      height="9"
      viewBox="0 0 9 9"
      fill="currentcolor"
      className="rt-BaseCheckboxIndicator"
      data-state="checked"
      style={{ pointerEvents: 'none' }}
      aria-hidden
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M8.53547 0.62293C8.88226 0.849446 8.97976 1.3142 8.75325 1.66099L4.5083 8.1599C4.38833 8.34356 4.19397 8.4655 3.9764 8.49358C3.75883 8.52167 3.53987 8.45309 3.3772 8.30591L0.616113 5.80777C0.308959 5.52987 0.285246 5.05559 0.563148 4.74844C0.84105 4.44128 1.31533 4.41757 1.62249 4.69547L3.73256 6.60459L7.49741 0.840706C7.72393 0.493916 8.18868 0.396414 8.53547 0.62293Z"
      />
    </svg>
  )
}

/**
 * Several checkboxes in a fieldset whose legend is the label; the value is the checked list. Not
 * bound to a form library: step 1 of the registration, painted with the page, uses it as it is, and
 * CheckboxGroupField binds it for the other forms.
 *
 * Radix Themes' CheckboxGroup, drawn by its own styles, as the buttons it renders (a `checkbox`
 * role whose `aria-checked` Space toggles, and Enter does not), without its code: through
 * `radix-ui/internal` it brought Radix's menu, popper, floating-ui and scroll lock, about 30 kB
 * gzipped on the registration page. Each box is a Tab stop, as the WAI-ARIA checkbox
 * pattern has it, where Radix moved between them with the arrows. Nothing posts these forms
 * natively, so the hidden inputs Radix adds for that are not needed.
 */
export function CheckboxGroupControl({
  name,
  label,
  hint,
  error,
  required,
  disabled,
  options,
  columns = '1',
  phoneColumns = '1',
  status,
  value,
  onValueChange,
  onBlur,
  ref,
  ids: given,
}: Props) {
  const uid = useId()
  const ids = given ?? fieldIds(name, uid, hint, error)
  const disabledMark = disabled ? '' : undefined
  const toggle = (option: string) => onValueChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option])
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} group aside={status}>
      <RadixStyles of="CheckboxGroup" />
      <div role="group" className="rt-CheckboxGroupRoot" data-disabled={disabledMark}>
        {/* The kit's grid (site.css), not Radix's Grid: its code weighed 0.75 kB gzipped on the registration page. */}
        <div className="kit-choice-grid" style={{ '--kit-phone-columns': phoneColumns, '--kit-columns': columns } as CSSProperties}>
          {options.map((option, index) => {
            const id = `${ids.inputId}-${index}`
            const checked = value.includes(option.value)
            const state = checked ? 'checked' : 'unchecked'
            return (
              <Text as="div" size="3" key={option.value} className="rt-CheckboxGroupItem">
                <button
                  type="button"
                  role="checkbox"
                  id={id}
                  name={name}
                  value={option.value}
                  aria-checked={checked}
                  data-state={state}
                  data-disabled={disabledMark}
                  disabled={disabled}
                  ref={index === 0 ? ref : undefined}
                  onClick={() => toggle(option.value)}
                  // A checkbox is toggled by Space only (WAI-ARIA), as Radix's: a button would take Enter for a click.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault()
                  }}
                  onBlur={onBlur}
                  className="rt-reset rt-BaseCheckboxRoot rt-CheckboxGroupItemCheckbox rt-r-size-3 rt-variant-surface"
                >
                  {checked ? <CheckMark /> : null}
                </button>
                <label htmlFor={id} className="rt-CheckboxGroupItemInner">
                  {option.label}
                </label>
              </Text>
            )
          })}
        </div>
      </div>
    </FieldShell>
  )
}
