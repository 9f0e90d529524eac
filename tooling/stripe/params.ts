/**
 * Typed reading of a request's parameters, refusing as Stripe does: a missing required parameter
 * (parameter_missing), a value of the wrong kind (parameter_invalid_integer…), an empty string where
 * nothing may be unset (parameter_invalid_empty) and, once a route has read what it accepts, any
 * parameter left over (parameter_unknown): a misspelt parameter fails here as it fails at Stripe,
 * instead of being silently ignored.
 */
import { invalidRequest } from './errors'
import type { FormHash, FormNode } from './form'

export class Params {
  private readonly read = new Map<string, Params | null>()

  constructor(
    private readonly hash: FormHash,
    private readonly prefix = '',
  ) {}

  /** The parameter's full name as Stripe reports it: `line_items[0][price]`. */
  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key
  }

  has(key: string): boolean {
    return this.hash[key] !== undefined
  }

  /** Whether a parameter came as a hash (`created[gte]=…`) rather than a value (`created=…`). */
  isHash(key: string): boolean {
    return typeof this.hash[key] === 'object'
  }

  private take(key: string): FormNode | undefined {
    if (!this.read.has(key)) this.read.set(key, null)
    return this.hash[key]
  }

  private required<T>(key: string, value: T | undefined): T {
    if (value === undefined)
      throw invalidRequest(`Missing required param: ${this.name(key)}.`, { param: this.name(key), code: 'parameter_missing' })
    return value
  }

  private notEmpty(key: string): never {
    const name = this.name(key)
    throw invalidRequest(
      `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
      { param: name, code: 'parameter_invalid_empty' },
    )
  }

  optionalString(key: string): string | undefined {
    const value = this.take(key)
    if (value === undefined) return undefined
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.name(key)}`, { param: this.name(key), code: 'parameter_invalid_string' })
    if (value === '') this.notEmpty(key)
    return value
  }

  string(key: string): string {
    return this.required(key, this.optionalString(key))
  }

  /** A string that '' unsets (a description, a lookup key): null then. */
  emptyableString(key: string): string | null | undefined {
    const value = this.take(key)
    if (value === '') return null
    return this.optionalString(key)
  }

  optionalEnum<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.optionalString(key)
    if (value === undefined) return undefined
    const found = values.find((allowed) => allowed === value)
    if (found === undefined) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${values.join(', ')}`, { param: this.name(key) })
    }
    return found
  }

  enum<T extends string>(key: string, values: readonly T[]): T {
    return this.required(key, this.optionalEnum(key, values))
  }

  optionalInteger(key: string): number | undefined {
    const value = this.optionalString(key)
    if (value === undefined) return undefined
    if (!/^-?\d+$/.test(value))
      throw invalidRequest(`Invalid integer: ${value}`, { param: this.name(key), code: 'parameter_invalid_integer' })
    return Number(value)
  }

  /** A timestamp that '' unsets (a subscription's `cancel_at`): null then. */
  /** An integer, or '' to unset it (Stripe's `Emptyable`), answered as null. */
  emptyableInteger(key: string): number | null | undefined {
    if (this.hash[key] === '') {
      this.take(key)
      return null
    }
    return this.optionalInteger(key)
  }

  integer(key: string): number {
    return this.required(key, this.optionalInteger(key))
  }

  optionalNumber(key: string): number | undefined {
    const value = this.optionalString(key)
    if (value === undefined) return undefined
    if (!/^-?\d+(\.\d+)?$/.test(value))
      throw invalidRequest(`Invalid decimal: ${value}`, { param: this.name(key), code: 'parameter_invalid_decimal' })
    return Number(value)
  }

  optionalBoolean(key: string): boolean | undefined {
    const value = this.optionalString(key)
    if (value === undefined) return undefined
    if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, { param: this.name(key) })
    return value === 'true'
  }

  boolean(key: string): boolean {
    return this.required(key, this.optionalBoolean(key))
  }

  /** A nested hash (`recurring[interval]`), read in turn. */
  optionalObject(key: string): Params | undefined {
    const value = this.hash[key]
    if (value === undefined) {
      this.take(key)
      return undefined
    }
    if (typeof value === 'string') {
      this.take(key)
      if (value === '') this.notEmpty(key)
      throw invalidRequest(`Invalid hash: ${this.name(key)}`, { param: this.name(key), code: 'parameter_invalid_hash' })
    }
    const child = new Params(value, this.name(key))
    this.read.set(key, child)
    return child
  }

  object(key: string): Params {
    return this.required(key, this.optionalObject(key))
  }

  /** A hash that '' unsets (`pause_collection=`): '' then. */
  emptyableObject(key: string): Params | '' | undefined {
    if (this.hash[key] === '') {
      this.take(key)
      return ''
    }
    return this.optionalObject(key)
  }

  private indexed(key: string, value: FormHash): [string, FormNode][] {
    const entries = Object.entries(value)
    if (!entries.every(([index]) => /^\d+$/.test(index))) {
      throw invalidRequest(`Invalid array: ${this.name(key)}`, { param: this.name(key), code: 'parameter_invalid_array' })
    }
    return entries.sort(([a], [b]) => Number(a) - Number(b))
  }

  /** An array of hashes (`line_items[0][price]`, `items[1][id]`). */
  optionalArray(key: string): Params[] | undefined {
    const value = this.optionalObject(key)
    if (value === undefined) return undefined
    return this.indexed(key, value.hash).map(([index]) => value.object(index))
  }

  /** An array of hashes that '' empties (`discounts=`). */
  emptyableArray(key: string): Params[] | '' | undefined {
    if (this.hash[key] === '') {
      this.take(key)
      return ''
    }
    return this.optionalArray(key)
  }

  /** An array of strings (`expand[0]=…`, `lookup_keys[]=…`, `payment_method_types[0]=card`). */
  optionalStringArray(key: string): string[] | undefined {
    const value = this.optionalObject(key)
    if (value === undefined) return undefined
    return this.indexed(key, value.hash).map(([index]) => value.string(index))
  }

  /** `metadata[key]=value`: a hash of strings; '' as a value deletes that key, '' as the whole clears it. */
  metadata(key = 'metadata'): Record<string, string> | '' | undefined {
    const value = this.take(key)
    if (value === undefined || value === '') return value
    if (typeof value === 'string')
      throw invalidRequest(`Invalid hash: ${this.name(key)}`, { param: this.name(key), code: 'parameter_invalid_hash' })
    const metadata: Record<string, string> = {}
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'string')
        throw invalidRequest(`Invalid string: ${this.name(key)}[${name}]`, { param: `${this.name(key)}[${name}]` })
      metadata[name] = entry
    }
    return metadata
  }

  /** Refuses the first parameter nothing read: Stripe's `Received unknown parameter`. */
  assertAllRead(): void {
    for (const key of Object.keys(this.hash)) {
      if (!this.read.has(key)) {
        throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, { param: this.name(key), code: 'parameter_unknown' })
      }
      this.read.get(key)?.assertAllRead()
    }
  }
}

/** Metadata after an update: new keys set, '' deleting a key, '' as the whole clearing them all. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | '' | undefined): Record<string, string> {
  if (update === undefined) return current
  if (update === '') return {}
  const merged = { ...current }
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key]
    else merged[key] = value
  }
  return merged
}
