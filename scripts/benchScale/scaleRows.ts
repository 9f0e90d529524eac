import type pg from 'pg'

import type { StripeStandIn } from '../../tooling/stripe'
import type { ProxiedInstances } from '../proxiedInstances'
import type { CountingSink } from './countingSink'

/** What every measurement of bench:scale receives: the filled database, the two instances behind the proxy, the SMTP sink. */
export type ScaleContext = {
  db: pg.Pool
  proxied: ProxiedInstances
  /** The proxy's address: what a person reaches. */
  site: string
  sink: CountingSink
  /** The Stripe stand-in the instances call, delivering its webhooks to the proxy. */
  stripe: StripeStandIn
  admin: { email: string; password: string }
  /** What the fill created, for the measurements to pick from. */
  filled: Filled
}

export type Filled = {
  members: number
  /** Members who asked for the weekly letter and proved their address. */
  readers: number
  /** A member with 200 past bookings, and one with none; both sign in with the admin's password (fill.ts). */
  veteran: { id: number; email: string }
  newcomer: { id: number; email: string }
  /** The 50 dinners of the same evening. */
  eveningDinners: number[]
  eveningGuests: number
}

/** One line of the printed table: a figure, its reference measured in the same run, their ratio and the target. */
export type ScaleRow = {
  what: string
  measured: string
  reference: string
  /** measured ÷ reference, as the target reads it. */
  ratio: number
  target: string
  holds: boolean
}

export const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms`

/** Signs in through the site (the proxy) as a person does: the session cookie to send. */
export async function session(site: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
