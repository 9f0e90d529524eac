/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with nested keys, as the official
 * SDK writes them (utils.js, stringifyRequestData): `line_items[0][price]=price_…`, arrays indexed
 * (`expand[0]=…`) or, from other clients, `expand[]=…`, `metadata[plan]=…`, and an empty value for
 * "unset" (`pause_collection=`). The same encoding is read from the query string of a GET.
 */
import { invalidRequest } from './errors'

/** A decoded value: a string, or a hash of values (arrays are hashes whose keys are 0, 1, 2…). */
export type FormNode = string | FormHash
export type FormHash = { [key: string]: FormNode }

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) throw invalidRequest(`Invalid parameter name: ${key}`)
  const segments = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1])
  return [match[1], ...segments]
}

export function parseForm(encoded: string): FormHash {
  const root: FormHash = {}
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key)
    let hash = root
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(hash).length) : segment
      if (index === path.length - 1) {
        if (typeof hash[name] === 'object') throw invalidRequest(`Invalid hash: ${key}`, { param: key })
        hash[name] = value
        return
      }
      const next = hash[name] ?? {}
      if (typeof next === 'string') throw invalidRequest(`Invalid hash: ${key}`, { param: key })
      hash[name] = next
      hash = next
    })
  }
  return root
}
