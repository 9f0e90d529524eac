import type { FieldErrors } from 'react-hook-form'

export type InvalidField = { name: string; message: string; box: HTMLElement | null }

/** Each failing field of a (possibly nested) react-hook-form error tree: dotted name and message. */
function failingFields(errors: FieldErrors, prefix = ''): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || key === 'ref') return []
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value.message === 'string' && value.message) return [{ name, message: value.message }]
    return failingFields(value as FieldErrors, name)
  })
}

/** The kit field's box (`data-field`) for a name, or for its parent (an item of a list field). */
function boxOf(form: ParentNode, name: string): HTMLElement | null {
  for (let path = name; path; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    const box = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`)
    if (box) return box
  }
  return null
}

/**
 * The failing field that comes first on the page (not first in the schema): the one to focus,
 * whose message the toast repeats. Without a form, the first of the error tree.
 */
export function firstInvalidField(form: ParentNode | null, errors: FieldErrors): InvalidField | null {
  const fields = failingFields(errors).map((field) => ({ ...field, box: form ? boxOf(form, field.name) : null }))
  const placed = fields.filter((field) => field.box)
  placed.sort((a, b) => (a.box!.compareDocumentPosition(b.box!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  return placed[0] ?? fields[0] ?? null
}

const CONTROLS =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="combobox"], [role="checkbox"], [role="radio"], [role="slider"], [role="switch"]'

/**
 * Focuses the field's control without scrolling (the caller places it): the one Tab would reach,
 * else the first (a roving-focus group, whose items all wait at -1 until one is focused).
 */
export function focusField(box: HTMLElement) {
  const controls = [...box.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => !element.matches(':disabled'))
  const control = controls.find((element) => element.tabIndex >= 0) ?? controls[0]
  control?.focus({ preventScroll: true })
}
