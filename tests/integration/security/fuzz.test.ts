import { beforeAll, describe, expect, it } from 'vitest'

import * as reverseOne from '@/app/(frontend)/api/admin/applications/[id]/reverse/route'
import * as reviewOne from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as reviewMany from '@/app/(frontend)/api/admin/applications/review/route'
import * as teamGuests from '@/app/(frontend)/api/admin/dinners/[id]/guests/route'
import * as articleById from '@/app/(frontend)/api/articles/[id]/route'
import * as reorder from '@/app/(frontend)/api/articles/reorder/route'
import * as articles from '@/app/(frontend)/api/articles/route'
import * as confirmEmail from '@/app/(frontend)/api/auth/confirm-email/route'
import * as forgot from '@/app/(frontend)/api/auth/forgot-password/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as reset from '@/app/(frontend)/api/auth/reset-password/route'
import * as contact from '@/app/(frontend)/api/contact/route'
import * as meEmail from '@/app/(frontend)/api/me/email/route'
import * as mePassword from '@/app/(frontend)/api/me/password/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as step from '@/app/(frontend)/api/registration/[userId]/step/route'
import * as quickSignup from '@/app/(frontend)/api/users/route'
import { pool } from '@/server/db/pool'

import { type Account, applicant, teamAccount } from './actors'
import type { Answer } from './matrix'
import { call, ready, STEP1, uniqueEmail } from '../support/api'
import { cms } from '../support/cms'
import { dinner } from '../support/dinners'

/**
 * A fuzz pass over every write route: each field of a valid body replaced by hostile
 * values, and hostile bodies as a whole. No answer is a 5xx, and a refused request stores
 * nothing: the database is compared before and after.
 */
type Target = { route: string; base: () => Record<string, unknown>; send: (raw: string) => Promise<Answer> }

const MB = 'x'.repeat(1_000_000)
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** What replaces one field. Raw JSON, so that keys like __proto__ reach the server as sent. */
const FIELD_VALUES: Record<string, string> = {
  NUL: JSON.stringify('avant\u0000après'),
  'control character': JSON.stringify('cloche\u0007'),
  '1 MB string': JSON.stringify(MB),
  number: '123456789',
  'huge number': '1e308',
  negative: '-1',
  boolean: 'true',
  null: 'null',
  'empty array': '[]',
  array: '["a", 1, null]',
  object: '{"a": 1}',
  'prototype key': '{"__proto__": {"polluted": true}}',
  markup: JSON.stringify('<img src=x onerror=alert(1)>'),
  'deep nesting': nested(2000),
}

/** Whole bodies. */
const BODIES: Record<string, (base: Record<string, unknown>) => string> = {
  'empty body': () => '',
  'not JSON': () => '{"a": ',
  'a JSON array': () => '[1, 2, 3]',
  'a JSON string': () => '"bonjour"',
  'JSON null': () => 'null',
  '1 MB body': (base) => JSON.stringify({ ...base, padding: MB }),
  'deep nesting': () => nested(30_000),
  'prototype pollution': (base) =>
    `{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(base).slice(1)}`,
  'unknown keys': (base) => JSON.stringify({ ...base, role: 'admin', id: 1, applicationStatus: 'approved', hash: 'x' }),
}

const VOLATILE = new Set(['rate_limits', 'login_throttle', 'users_sessions', 'mail_outbox', 'payload_migrations', 'payload_kv'])

/** A fingerprint of every table a request could write, plus how many mails are queued. */
async function snapshot(): Promise<string> {
  const db = pool(await ready())
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue
    const { rows } = await db.query<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${name}" t`,
    )
    parts.push(`${name}:${rows[0].sum}`)
  }
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM mail_outbox')
  return `${parts.join(',')},mails:${rows[0].count}`
}

let A: Account
let editor: Account
let admin: Account
let pendingId: number
let articleId: number
let fuzzDinnerId: number

beforeAll(async () => {
  await ready()
  ;[A, editor, admin] = await Promise.all([applicant(), teamAccount('editor'), teamAccount('admin')])
  pendingId = (await applicant('completed')).id
  fuzzDinnerId = (await dinner({ title: 'Dîner du fuzz' })).id
  articleId = ((await cms('POST', 'articles', { cookie: admin.cookie, body: article() })).body.doc as { id: number }).id
}, 120_000)

const article = () => ({
  title: 'Fuzz',
  description: 'Pour le fuzz.',
  url: 'https://example.org/f',
  source: 'Fuzz',
  theme: 'economy-work',
  isActive: false,
})
const api =
  (handler: unknown, cookie?: () => string, params?: () => Record<string, string>, method = 'POST') =>
  (raw: string) =>
    call(handler, { body: raw, cookie: cookie?.(), params: params?.(), method }).catch((error: Error) => ({
      status: -1,
      body: error.message,
    }))
const team = (method: 'POST' | 'PATCH', path: () => string, who: () => Account) => (raw: string) =>
  cms(method, path(), { cookie: who().cookie, raw })

const TARGETS: Target[] = [
  { route: 'POST /api/auth/login', base: () => ({ email: A.email, password: 'mauvais-mot-de-passe' }), send: api(login.POST) },
  { route: 'POST /api/register', base: () => ({ ...STEP1, email: uniqueEmail('fuzz') }), send: api(register.POST) },
  { route: 'POST /api/users', base: () => ({ email: uniqueEmail('fuzz') }), send: api(quickSignup.POST) },
  {
    route: 'POST /api/contact',
    base: () => ({ name: 'Fuzz', email: uniqueEmail('fuzz'), subject: 'info', message: 'Bonjour.' }),
    send: api(contact.POST),
  },
  { route: 'POST /api/auth/forgot-password', base: () => ({ email: uniqueEmail('inconnu') }), send: api(forgot.POST) },
  {
    route: 'POST /api/auth/reset-password',
    base: () => ({ token: 'x'.repeat(40), password: 'nouveau-secret', confirmPassword: 'nouveau-secret' }),
    send: api(reset.POST),
  },
  { route: 'POST /api/auth/confirm-email', base: () => ({ token: 'x'.repeat(40) }), send: api(confirmEmail.POST, () => A.cookie) },
  {
    route: 'POST /api/registration/[userId]/step',
    base: () => ({ step: 3, data: { address: '1 rue du Fuzz', postalCode: '75001', city: 'Paris' } }),
    send: api(
      step.POST,
      () => A.cookie,
      () => ({ userId: String(A.id) }),
    ),
  },
  {
    route: 'POST /api/me/email',
    base: () => ({ email: uniqueEmail('fuzz'), currentPassword: 'pas-le-bon' }),
    send: api(meEmail.POST, () => A.cookie),
  },
  {
    route: 'POST /api/me/password',
    base: () => ({ currentPassword: 'pas-le-bon', password: 'un-autre-secret', confirmPassword: 'un-autre-secret' }),
    send: api(mePassword.POST, () => A.cookie),
  },
  { route: 'POST /api/articles', base: article, send: api(articles.POST, () => editor.cookie) },
  {
    route: 'PUT /api/articles/[id]',
    base: () => ({ title: 'Fuzz modifié' }),
    send: api(
      articleById.PUT,
      () => editor.cookie,
      () => ({ id: String(articleId) }),
      'PUT',
    ),
  },
  { route: 'POST /api/articles/reorder', base: () => ({ articleIds: [articleId] }), send: api(reorder.POST, () => editor.cookie) },
  {
    route: 'POST /api/admin/applications/[id]/review',
    base: () => ({ action: 'maybe', notes: 'Fuzz' }),
    send: api(
      reviewOne.POST,
      () => admin.cookie,
      () => ({ id: String(pendingId) }),
    ),
  },
  {
    route: 'POST /api/admin/applications/[id]/reverse',
    base: () => ({ action: 'maybe', reason: 'Fuzz', notes: '' }),
    send: api(
      reverseOne.POST,
      () => admin.cookie,
      () => ({ id: String(pendingId) }),
    ),
  },
  {
    route: 'POST /api/admin/dinners/[id]/guests',
    base: () => ({ member: pendingId }),
    send: api(
      teamGuests.POST,
      () => admin.cookie,
      () => ({ id: String(fuzzDinnerId) }),
    ),
  },
  {
    route: 'POST /api/admin/applications/review',
    base: () => ({ ids: [pendingId], action: 'maybe', notes: '' }),
    send: api(reviewMany.POST, () => admin.cookie),
  },
  {
    route: 'POST /cms-api/users/login',
    base: () => ({ email: A.email, password: 'mauvais-mot-de-passe' }),
    send: team(
      'POST',
      () => 'users/login',
      () => admin,
    ),
  },
  {
    route: 'POST /cms-api/articles',
    base: article,
    send: team(
      'POST',
      () => 'articles',
      () => editor,
    ),
  },
  {
    route: 'PATCH /cms-api/articles/[id]',
    base: () => ({ title: 'Fuzz CMS' }),
    send: team(
      'PATCH',
      () => `articles/${articleId}`,
      () => editor,
    ),
  },
  {
    route: 'PATCH /cms-api/users/[id]',
    base: () => ({ firstName: 'Fuzz' }),
    send: team(
      'PATCH',
      () => `users/${A.id}`,
      () => admin,
    ),
  },
  {
    route: 'POST /cms-api/globals/site-settings',
    base: () => ({ brandName: 'Le Cercle' }),
    send: team(
      'POST',
      () => 'globals/site-settings',
      () => admin,
    ),
  },
]

function withField(base: Record<string, unknown>, key: string, raw: string): string {
  const entries = Object.entries(base).map(([name, value]) => `${JSON.stringify(name)}: ${name === key ? raw : JSON.stringify(value)}`)
  return `{${entries.join(', ')}}`
}

/** Sends one hostile body and checks what a client and the database see. */
async function probe(target: Target, raw: string, label: string) {
  const before = await snapshot()
  const answer = await target.send(raw)
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(200)
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)?.slice(0, 200)}`).toBeLessThan(500)
  if (answer.status >= 400) expect(await snapshot(), `${label} stored something`).toBe(before)
  expect(JSON.stringify(answer.body)).not.toMatch(/\bat \w+ \(|node_modules|SELECT |violates|Error:/)
}

/**
 * Every field of a form times every hostile value is one test: the registration's seven fields
 * make about a hundred requests, most hashing a password, which on a loaded 2-core machine
 * outlasts the usual 30 s.
 */
const FIELD_FUZZ_TIMEOUT_MS = 120_000

describe.each(TARGETS)('$route', (target) => {
  it(
    'each field replaced by hostile values: no 5xx, and nothing stored when refused',
    async () => {
      const base = target.base()
      for (const key of Object.keys(base)) {
        for (const [label, raw] of Object.entries(FIELD_VALUES))
          await probe(target, withField(target.base(), key, raw), `${key} = ${label}`)
      }
    },
    FIELD_FUZZ_TIMEOUT_MS,
  )

  it('hostile bodies: no 5xx, and nothing stored when refused', async () => {
    for (const [label, body] of Object.entries(BODIES)) await probe(target, body(target.base()), label)
  })
})

it('no prototype was polluted along the way', () => {
  const probeObject: Record<string, unknown> = {}
  expect(probeObject.polluted).toBeUndefined()
  expect(probeObject.isAdmin).toBeUndefined()
  expect(probeObject.role).toBeUndefined()
})
