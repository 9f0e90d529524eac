/** French plurals through the language's own rules: « 0 convive », « 1 convive », « 15 convives », never « convive(s) ». */
const rules = new Intl.PluralRules('fr-FR')

/** A noun's two forms, singular first. */
export type Forms = readonly [one: string, other: string]

export function plural(count: number, [one, other]: Forms): string {
  return `${count.toLocaleString('fr-FR')} ${rules.select(count) === 'one' ? one : other}`
}
