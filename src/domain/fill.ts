/**
 * Replaces `{name}` placeholders in a text. A module of its own: the public pages' code that fills
 * a text (dinners, plurals) then does not carry every admin text with it.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
