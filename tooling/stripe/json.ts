/** The JSON the stand-in answers with: what an object looks like on the wire, detached from the store. */
export type Json = string | number | boolean | null | Json[] | JsonObject
export type JsonObject = { [key: string]: Json }

/**
 * A deep copy of a stored object as JSON. An event carries the object as it was when the event
 * happened, and a response must not change when the store does afterwards; undefined fields are
 * left out, as JSON.stringify would.
 */
export function toJson(value: unknown): Json {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map(toJson)
  if (typeof value === 'object') {
    const copy: JsonObject = {}
    for (const [key, field] of Object.entries(value)) if (field !== undefined) copy[key] = toJson(field)
    return copy
  }
  return null
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * What changed between two states of an object, as Stripe's `previous_attributes`: the former value
 * of each changed field, nested objects narrowed to their changed fields, arrays given whole.
 */
export function previousAttributes(before: JsonObject, after: JsonObject): JsonObject {
  const previous: JsonObject = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key] ?? null
    const now = after[key] ?? null
    if (JSON.stringify(old) === JSON.stringify(now)) continue
    previous[key] = isJsonObject(old) && isJsonObject(now) ? previousAttributes(old, now) : old
  }
  return previous
}
