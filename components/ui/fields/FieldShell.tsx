import type { ReactNode } from 'react'

import { useKitSettings } from '../kitSettings'

/** `name`: the form's field name, on the field's box as `data-field` (which field failed, in page order). */
export type FieldIds = { name: string; inputId: string; hintId?: string; errorId?: string; describedBy?: string }

/**
 * Ids linking a control to its label, hint and error (aria-describedby). `uid` (React's useId)
 * keeps them unique when two forms on a page have a field of the same name.
 */
export function fieldIds(name: string, uid: string, hint?: ReactNode, error?: string): FieldIds {
  const inputId = `field-${name.replaceAll('.', '-')}-${uid.replaceAll(':', '')}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { name, inputId, hintId, errorId, describedBy }
}

/**
 * A field's hint and error texts, with the ids its control refers to (aria-describedby). The
 * fields write Radix Themes' Text and Flex as markup (their classes): a form's script then
 * carries none of Radix's props machinery.
 */
function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p data-accent-color="gray" id={ids.hintId} className="rt-Text rt-r-size-1 kit-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p data-accent-color="red" id={ids.errorId} className="rt-Text rt-r-size-1 kit-field__error">
          {error}
        </p>
      ) : null}
    </>
  )
}

type ShellProps = {
  ids: FieldIds
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  error?: string
  /** Group controls (checkboxes, radio cards) use a fieldset and legend instead of a label. */
  group?: boolean
  children: ReactNode
  aside?: ReactNode
}

/** Label, control, hint and error message of every form field of the kit. */
export function FieldShell({ ids, label, required, hint, error, group, children, aside }: ShellProps) {
  const { labels } = useKitSettings()
  const title = (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
      {/* A fieldset cannot carry aria-required: its legend says it instead. */}
      {required && group ? <span className="visually-hidden"> ({labels.requiredMark})</span> : null}
    </>
  )
  const messages = <FieldMessages ids={ids} hint={hint} error={error} />
  if (group) {
    return (
      <fieldset className="kit-field kit-field--group" data-field={ids.name} aria-describedby={ids.describedBy}>
        <legend className="kit-field__label">{title}</legend>
        {children}
        <div className="kit-field__footer">
          {messages}
          {aside}
        </div>
      </fieldset>
    )
  }
  return (
    <div className="kit-field" data-field={ids.name}>
      <label htmlFor={ids.inputId} className="kit-field__label">
        {title}
      </label>
      {children}
      <div className="kit-field__footer">
        <div>{messages}</div>
        {aside}
      </div>
    </div>
  )
}

/**
 * A control with its label beside it (a switch, a checkbox), hint and error below. The label is
 * beside the control, not around it: Radix adds a hidden form input next to the control.
 */
export function BesideLabelShell({
  ids,
  label,
  hint,
  error,
  align,
  children,
}: {
  ids: FieldIds
  label: ReactNode
  hint?: ReactNode
  error?: string
  align: 'start' | 'center'
  children: ReactNode
}) {
  return (
    <div className="kit-field" data-field={ids.name}>
      <div className={`rt-Flex rt-r-gap-3 rt-r-ai-${align}`}>
        {children}
        <label htmlFor={ids.inputId} className="rt-Text rt-r-size-3">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
