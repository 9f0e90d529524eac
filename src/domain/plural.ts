import { fill } from './fill'

/** French plurals through the language’s own rules: « 0 convive », « 1 convive », « 15 convives », never a « (s) ». */
const rules = new Intl.PluralRules('fr-FR')

/** A noun's two forms, singular first. */
export type Forms = readonly [one: string, other: string]

export function plural(count: number, [one, other]: Forms): string {
  return `${count.toLocaleString('fr-FR')} ${rules.select(count) === 'one' ? one : other}`
}

/** A sentence whose words agree with its `{count}`: « 1 convive noté. », « 2 convives notés. ». */
export type CountedText = { readonly one: string; readonly other: string }

/** The form of `text` that agrees with `count`, its placeholders filled (`{count}` with `count`). */
export function fillCount(text: CountedText, count: number, values: Record<string, string | number> = {}): string {
  return fill(rules.select(count) === 'one' ? text.one : text.other, { ...values, count: count.toLocaleString('fr-FR') })
}
