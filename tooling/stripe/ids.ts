import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Random letters and digits, as in Stripe's identifiers (`cus_Na6dX7aXxi11N4`). */
export function randomToken(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** A new identifier with Stripe's prefix for its kind: `cus_`, `sub_`, `cs_test_`, `evt_`… */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`
}
