/**
 * Stripe's `expand[]`: an id in the answer replaced by the object it names (`subscription`,
 * `latest_invoice.payments`, `data.customer` in a list), and the fields Stripe only includes when
 * asked (`line_items` of a checkout session, `payments` of an invoice). Anything else is refused
 * as Stripe refuses it.
 */
import { invalidRequest } from './errors'
import { invoicePayments } from './invoices'
import { isJsonObject, toJson, type Json } from './json'
import type { StandIn } from './state'

type Includable = (standIn: StandIn, id: string) => object

export function expand(standIn: StandIn, answer: Json, paths: string[], includables: Record<string, Record<string, Includable>>): Json {
  const cannot = (path: string) => invalidRequest(`This property cannot be expanded (${path}).`)
  /** An id becomes its object; ids the stand-in does not keep (balance transactions) stay ids. */
  const resolve = (field: Json, path: string): Json => {
    if (typeof field === 'string') {
      const found = standIn.store.find(field)
      return found ? toJson(found) : field
    }
    if (Array.isArray(field)) return field.map((element) => resolve(element, path))
    if (field === null || isJsonObject(field)) return field
    throw cannot(path)
  }
  const at = (value: Json, segments: string[], path: string): Json => {
    if (segments.length === 0 || value === null) return value
    if (Array.isArray(value)) return value.map((element) => at(element, segments, path))
    if (!isJsonObject(value)) throw cannot(path)
    const [head, ...rest] = segments
    if (value.object === 'list' && head === 'data') return { ...value, data: at(value.data ?? [], rest, path) }
    const field = value[head]
    if (field !== undefined) return { ...value, [head]: at(resolve(field, path), rest, path) }
    const include = includables[String(value.object)]?.[head]
    if (!include || typeof value.id !== 'string') throw cannot(path)
    return { ...value, [head]: at(toJson(include(standIn, value.id)), rest, path) }
  }
  return paths.reduce((current, path) => at(current, path.split('.'), path), answer)
}

/** Fields Stripe leaves out unless a request expands them. */
export function includables(lineItems: Includable): Record<string, Record<string, Includable>> {
  return {
    'checkout.session': { line_items: lineItems },
    invoice: {
      payments: (standIn, id) => ({
        object: 'list',
        data: invoicePayments(standIn, id),
        has_more: false,
        url: `/v1/invoices/${id}/payments`,
      }),
    },
  }
}
