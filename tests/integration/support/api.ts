import type { Payload } from 'payload'

import * as login from '@/app/(frontend)/api/auth/login/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as step from '@/app/(frontend)/api/registration/[userId]/step/route'
import { defaultPersonalityResponses } from '@/domain/personality'
import { migrations } from '@/migrations'
import { asPayloadMigrations } from '@/server/db/payloadInternals'
import { pool } from '@/server/db/pool'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'
import { migrateJobQueue } from '@/server/jobs/runner'
import { getPayloadClient } from '@/server/payload'

import type { ReturnTypeOfSink } from '../../support/smtpSink'
import { uniqueEmail } from '../../support/uniqueEmail'

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

let ipCounter = 0

/**
 * A distinct client address per request, so rate limits only bite where a test wants them to.
 * Test files run in processes of their own but share the database, and with it the rate-limit
 * counters: the process id keeps their addresses apart.
 */
export function freshIp(): string {
  ipCounter += 1
  return `192.0.2.${ipCounter % 250}-${process.pid}-${ipCounter}`
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
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: options.ip ?? freshIp(), origin: 'http://localhost:3000' })
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  if (options.cookie) headers.set('cookie', options.cookie)
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  const req = new Request(`http://localhost:3000${options.path ?? '/api/test'}`, { method, headers, body })
  const res = await (handler as Handler)(req, { params: Promise.resolve(options.params ?? {}) })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    // JSON answers parsed; a calendar or a CSV is read from `text`.
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
    text,
    setCookie: res.headers.get('set-cookie') ?? '',
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  }
}

const state = globalThis as unknown as { migrated?: boolean; adminCookie?: string }

/** The Payload instance on the run's database, migrated once. */
export async function ready(): Promise<Payload> {
  const payload = await getPayloadClient()
  if (!state.migrated) {
    await payload.db.migrate({ migrations: asPayloadMigrations(migrations) })
    // As at boot: bookings plan their reminders on the job queue.
    await migrateJobQueue(process.env.DATABASE_URI as string)
    state.migrated = true
  }
  return payload
}

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1' }

export async function adminCookie(): Promise<string> {
  if (state.adminCookie) return state.adminCookie
  await ensureTeamMember('admin', ADMIN.email, ADMIN.password)
  const res = await call(login.POST, { body: ADMIN })
  if (!res.cookie) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`)
  state.adminCookie = res.cookie
  return res.cookie
}

/**
 * A team account with these credentials, created unless it exists. (ensureTeamAccount does
 * nothing once any admin exists, and other test files create admins of their own.)
 */
export async function ensureTeamMember(role: 'admin' | 'editor', email: string, password: string): Promise<void> {
  const payload = await ready()
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password,
      role,
      firstName: 'Équipe',
      lastName: role === 'admin' ? 'Admin' : 'Édition',
      registrationCompleted: true,
      registrationStep: 8,
      source: 'admin',
      applicationStatus: 'approved',
      emailVerifiedAt: new Date().toISOString(),
    },
  })
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
  const sink = (globalThis as unknown as { smtp?: ReturnTypeOfSink }).smtp
  if (!sink) throw new Error('SMTP sink not started')
  return sink
}

/**
 * A retry round sends 20 mails, oldest first. The mails earlier files of this worker left unsent
 * (refused recipients, retried later) wait a day, so that a test's round sends the mails it follows.
 */
export async function setAsideEarlierMails(): Promise<void> {
  await pool(await ready()).query(`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 day' WHERE sent_at IS NULL`)
}

/** Valid answers to steps 2–7; `about` overrides step 4 (company, sector…), `phone` step 2's number. */
export function completionSteps(about: Record<string, unknown> = {}, phone = '0102030405'): Array<[number, Record<string, unknown>]> {
  return [
    [2, { birthDate: '1980-01-01', phone, identity: 'homme', pricingPlan: 'test' }],
    [3, { address: '3 place Bellecour', postalCode: '69002', city: 'Lyon' }],
    [4, { company: 'Presse Sud', currentJob: 'Rédacteur', languages: ['fr'], sector: 'medias-communication', ...about }],
    [5, { presentation: 'x'.repeat(60) }],
    [6, { personalityResponses: defaultPersonalityResponses() }],
    [7, { acceptRules: true }],
  ]
}

/** A completed application through the real wizard endpoints (register, then steps 2–7). */
export async function completedApplicant(
  options: {
    abVariant?: 'control'
    firstName?: string
    lastName?: string
    about?: Record<string, unknown>
    email?: string
    phone?: string
  } = {},
) {
  const email = options.email ?? uniqueEmail('complet')
  const created = await call(register.POST, {
    body: {
      ...STEP1,
      email,
      abVariant: options.abVariant,
      firstName: options.firstName ?? STEP1.firstName,
      lastName: options.lastName ?? STEP1.lastName,
    },
  })
  if (created.status !== 201) throw new Error(`register failed: ${created.status} ${JSON.stringify(created.body)}`)
  const id = created.body.id as number
  let cookie = created.cookie
  for (const [n, data] of completionSteps(options.about, options.phone)) {
    const res = await call(step.POST, { body: { step: n, data }, cookie, params: { userId: String(id) } })
    if (res.status !== 200) throw new Error(`step ${n} failed: ${res.status} ${JSON.stringify(res.body)}`)
    cookie = res.cookie ?? cookie
  }
  return { id, email, cookie: cookie as string }
}

/** The token of the link mailed to `email` (the mail whose subject contains `subject`, at `path`). */
export async function mailedToken(email: string, subject: string, path: string): Promise<string> {
  const mail = await smtp().waitFor(email, subject)
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9%_-]+)`).exec(mail.text.replace(/=\r?\n/g, ''))
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`)
  return decodeURIComponent(match[1])
}

/** A new editor's session (editors see none of the members' records). */
export async function editorCookie(): Promise<string> {
  const credentials = { email: uniqueEmail('editeur'), password: 'editeur-mot-de-passe-1' }
  await ensureTeamMember('editor', credentials.email, credentials.password)
  return (await call(login.POST, { body: credentials })).cookie as string
}
