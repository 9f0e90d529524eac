import type { Migration, Payload } from 'payload'

import { migrations } from '@/migrations'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as register from '@/app/(frontend)/api/register/route'
import { getPayloadClient } from '@/server/payload'
import { ensureAdmin } from '@/server/seed/seed'

import { uniqueEmail } from '../../support/uniqueEmail'

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

let ipCounter = 0
/** A distinct client address per request, so rate limits only bite where a test wants them to. */
export function freshIp(): string {
  ipCounter += 1
  return `192.0.2.${ipCounter % 250}-${ipCounter}`
}

export type CallOptions = {
  method?: string
  path?: string
  body?: unknown
  cookie?: string
  ip?: string
  params?: Record<string, string>
}

/** Calls a route handler with a real Request, as Next would, and reads its JSON answer. */
export async function call(handler: unknown, options: CallOptions = {}) {
  const headers = new Headers({ 'x-forwarded-for': options.ip ?? freshIp() })
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  if (options.cookie) headers.set('cookie', options.cookie)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const req = new Request(`http://localhost:3000${options.path ?? '/api/test'}`, { method, headers, body })
  const res = await (handler as Handler)(req, { params: Promise.resolve(options.params ?? {}) })
  const text = await res.text()
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    setCookie: res.headers.get('set-cookie') ?? '',
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  }
}

const state = globalThis as unknown as { migrated?: boolean; adminCookie?: string }

/** The Payload instance on the run's database, migrated once. */
export async function ready(): Promise<Payload> {
  const payload = await getPayloadClient()
  if (!state.migrated) {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    state.migrated = true
  }
  return payload
}

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1' }

export async function adminCookie(): Promise<string> {
  if (state.adminCookie) return state.adminCookie
  const payload = await ready()
  await ensureAdmin(payload, {}, ADMIN.email, ADMIN.password)
  const res = await call(login.POST, { body: ADMIN })
  if (!res.cookie) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`)
  state.adminCookie = res.cookie
  return res.cookie
}

export { uniqueEmail }

export const STEP1 = {
  firstName: 'Camille',
  lastName: 'Durand',
  password: 'mot-de-passe-solide',
  confirmPassword: 'mot-de-passe-solide',
  themes: ['economy-work', 'politics-democracy', 'technology-future'],
  newsletter: false,
}

/** Registers an applicant through POST /api/register; returns its id, e-mail and session cookie. */
export async function registerApplicant(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail()
  const res = await call(register.POST, { body: { ...STEP1, email, ...overrides } })
  if (res.status !== 201 || !res.cookie) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { id: res.body.id as number, email, cookie: res.cookie }
}

export function smtp() {
  const sink = (globalThis as unknown as { smtp?: import('../../support/smtpSink').ReturnTypeOfSink }).smtp
  if (!sink) throw new Error('SMTP sink not started')
  return sink
}
