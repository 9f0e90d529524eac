import { THEMES } from '@/domain/themes'

/** Payload select options from the domain enumerations (value + French label). */
export function selectOptions(list: readonly { value: string; label: string }[]) {
  return list.map(({ value, label }) => ({ value, label }))
}

export function stringOptions(list: readonly string[]) {
  return list.map((value) => ({ value, label: value }))
}

export const themeOptions = THEMES.map((t) => ({ value: t.id, label: t.title }))
