import type pg from 'pg'

import type { ProxiedInstances } from '../proxiedInstances'
import type { CountingSink } from './countingSink'

/** What every measurement of bench:scale receives: the filled database, the two instances behind the proxy, the SMTP sink. */
export type ScaleContext = {
  db: pg.Pool
  proxied: ProxiedInstances
  /** The proxy's address: what a person reaches. */
  site: string
  sink: CountingSink
  admin: { email: string; password: string }
  /** What the fill created, for the measurements to pick from. */
  filled: Filled
}

export type Filled = {
  members: number
  /** Members who asked for the weekly letter and proved their address. */
  readers: number
  /** A member with 200 past bookings, and one with none; both sign in with MEMBER_PASSWORD. */
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

/** The password of every filled member (hashed once, by the fill). */
export const MEMBER_PASSWORD = 'bench-membre-mot-de-passe'

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
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

/** Times `calls` sequential GETs of each path, interleaved so that each shares the machine's moment with the others. */
export async function timeGets(site: string, cookie: string, paths: string[], calls: number): Promise<number[][]> {
  const timings = paths.map(() => [] as number[])
  const get = async (path: string) => {
    const started = performance.now()
    const response = await fetch(site + path, { headers: { Cookie: cookie, Origin: site } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < Math.min(10, calls); i++) for (const path of paths) await get(path)
  for (let i = 0; i < calls; i++) for (const [index, path] of paths.entries()) timings[index].push(await get(path))
  return timings
}
