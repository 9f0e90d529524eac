import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import * as guestsExport from '@/app/(frontend)/api/admin/dinners/[id]/exports/guests/route'
import * as restaurantExport from '@/app/(frontend)/api/admin/dinners/[id]/exports/restaurant/route'
import * as applicationsExport from '@/app/(frontend)/api/admin/exports/applications/route'
import * as bookingsExport from '@/app/(frontend)/api/admin/exports/bookings/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as meExport from '@/app/(frontend)/api/me/export/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'

import { type Account, applicant, teamAccount } from './actors'
import { freshIp, ready } from '../support/api'
import { cms } from '../support/cms'

/**
 * Cross-site request forgery: every state-changing /api route accepts only JSON from
 * the site itself, login and sign-ups included; /cms-api only requests from the site.
 */
type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

const SITE = 'http://localhost:3000'
const EVIL = 'https://evil.example'

let A: Account
let admin: Account

beforeAll(async () => {
  await ready()
  ;[A, admin] = await Promise.all([applicant(), teamAccount('admin')])
})

async function send(handler: Handler, method: string, headers: Record<string, string>, body: string | undefined, cookie?: string) {
  const request = new Request(`${SITE}/api/x`, {
    method,
    headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), ...(cookie ? { cookie } : {}), ...headers },
    body,
  })
  const response = await handler(request, { params: Promise.resolve({ id: '1', userId: '1' }) })
  return { status: response.status, body: await response.json(), setCookie: response.headers.get('set-cookie') }
}

/**
 * The routes other sites call by design: a mail provider posts RFC 8058's one-click unsubscribe
 * from its own servers; it acts on the signed token of its address only, never on a cookie
 * (newsletter.test.ts shows a session alone unsubscribes no one; the alerts' route reads no cookie). Stripe posts its webhook from
 * its servers; only its signature gives access (billing.test.ts).
 */
const CALLED_CROSS_SITE = new Set(['POST /api/newsletter/unsubscribe', 'POST /api/dinner-alerts/unsubscribe', 'POST /api/billing/stripe'])

/** Every exported POST, PUT, PATCH and DELETE handler under src/app/(frontend)/api. */
async function writeHandlers(): Promise<Array<{ name: string; method: string; handler: Handler }>> {
  const root = join(process.cwd(), 'src/app/(frontend)/api')
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('route.ts'))
  const found = []
  for (const file of files) {
    const handlers = await import(/* @vite-ignore */ join(root, file))
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const name = `${method} /api/${relative(root, join(root, file)).replace(/\/route\.ts$/, '')}`
      if (handlers[method] && !CALLED_CROSS_SITE.has(name)) found.push({ name, method, handler: handlers[method] })
    }
  }
  return found
}

const JSON_BODY = JSON.stringify({ email: 'quelquun@example.com', password: 'mot-de-passe' })

describe('every state-changing /api route', () => {
  it('refuses another origin, a cross-site fetch and a request that names no origin (403, in French)', async () => {
    const handlers = await writeHandlers()
    expect(handlers.length).toBeGreaterThan(15)
    for (const { name, method, handler } of handlers) {
      const forged: Array<Record<string, string>> = [
        { origin: EVIL },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]
      for (const headers of forged) {
        const answer = await send(handler, method, { 'content-type': 'application/json', ...headers }, JSON_BODY, A.cookie)
        expect(answer.status, `${name} ${JSON.stringify(headers)}`).toBe(403)
        expect(answer.body.message).toBe(API_ERRORS.crossSite)
        expect(answer.setCookie).toBeNull()
      }
    }
  })

  it('refuses a body that is not JSON, as a cross-site form or a simple request would send (415, in French)', async () => {
    for (const { name, method, handler } of await writeHandlers()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const answer = await send(handler, method, { origin: SITE, 'content-type': type }, JSON_BODY, A.cookie)
        expect(answer.status, `${name} ${type}`).toBe(415)
        expect(answer.body.message).toBe(API_ERRORS.notJson)
      }
    }
  })
})

/** The GETs that leave a trace in the Journal: the CSV exports and the member's own data export. */
const RECORDING_GETS: Array<[string, Handler, string]> = [
  ['GET /api/admin/exports/applications', applicationsExport.GET as Handler, '/api/admin/exports/applications?tab=pending'],
  ['GET /api/admin/exports/bookings', bookingsExport.GET as Handler, '/api/admin/exports/bookings?du=2026-01-01&au=2026-12-31'],
  ['GET /api/admin/dinners/[id]/exports/guests', guestsExport.GET as Handler, '/api/admin/dinners/1/exports/guests'],
  ['GET /api/admin/dinners/[id]/exports/restaurant', restaurantExport.GET as Handler, '/api/admin/dinners/1/exports/restaurant'],
  ['GET /api/me/export', meExport.GET as Handler, '/api/me/export'],
]

describe('every GET that leaves a trace (exports)', () => {
  it('refuses another site’s link or image (403, in French) and records nothing; the site’s own link and a typed address pass', async () => {
    // The Journal's entries by these two callers (other test files write theirs at the same time).
    const count = async () =>
      Number(
        (await pool(await ready()).query('SELECT count(*) AS n FROM audit_log WHERE actor_id = ANY($1::int[])', [[A.id, admin.id]])).rows[0]
          .n,
      )
    for (const [name, handler, path] of RECORDING_GETS) {
      const cookie = name === 'GET /api/me/export' ? A.cookie : admin.cookie
      const before = await count()
      const forged: Array<Record<string, string>> = [
        { origin: EVIL },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]
      for (const headers of forged) {
        const request = new Request(`${SITE}${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), cookie, ...headers } })
        const answer = await handler(request, { params: Promise.resolve({ id: '1' }) })
        expect(answer.status, `${name} ${JSON.stringify(headers)}`).toBe(403)
        expect((await answer.json()).message).toBe(API_ERRORS.crossSite)
      }
      expect(await count(), name).toBe(before)
      for (const fetchSite of ['same-origin', 'none']) {
        const request = new Request(`${SITE}${path}`, {
          headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), cookie, 'sec-fetch-site': fetchSite },
        })
        const answer = await handler(request, { params: Promise.resolve({ id: '1' }) })
        // The file, or (for a dinner that this database lacks) its 404: never the cross-site refusal.
        expect([200, 404], `${name} ${fetchSite}`).toContain(answer.status)
        await answer.body?.cancel()
      }
    }
  })
})

describe('login CSRF', () => {
  it('a cross-site text/plain login with the right password opens no session', async () => {
    const body = JSON.stringify({ email: A.email, password: A.password })
    const forged = await send(login.POST as Handler, 'POST', { origin: EVIL, 'content-type': 'text/plain' }, body)
    expect(forged.status).toBe(403)
    expect(forged.setCookie).toBeNull()
    const simple = await send(login.POST as Handler, 'POST', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, body)
    expect(simple.status).toBe(403)
    expect(simple.setCookie).toBeNull()
    // The same request from the site works: the refusal is about where it comes from.
    const genuine = await send(login.POST as Handler, 'POST', { origin: SITE, 'content-type': 'application/json' }, body)
    expect(genuine.status).toBe(200)
    expect(genuine.setCookie).toContain('payload-token=')
  })

  it('/cms-api: a write from another origin is refused before Payload sees it, the admin’s included', async () => {
    const { default: config } = await import('@payload-config')
    const { handleEndpoints } = await import('payload')
    const { guardCmsApi } = await import('@/server/api/cmsApi')
    const rest = guardCmsApi<unknown>((request) => handleEndpoints({ config, path: new URL(request.url).pathname, request }))
    const forge = (path: string, method: string, body: unknown, cookie?: string) =>
      rest(
        new Request(`${SITE}/cms-api/${path}`, {
          method,
          headers: { origin: EVIL, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: freshIp(), ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
        undefined,
      )
    const loginAnswer = await forge('users/login', 'POST', { email: A.email, password: A.password })
    expect(loginAnswer.status).toBe(403)
    expect(loginAnswer.headers.get('set-cookie')).toBeNull()
    const articleAnswer = await forge(
      'articles',
      'POST',
      { title: 'Forgé', description: 'D.', url: 'https://example.org/f', source: 'F', theme: 'economy-work' },
      admin.cookie,
    )
    expect(articleAnswer.status).toBe(403)
    expect((await articleAnswer.json()).message).toBe(API_ERRORS.crossSite)
    // The admin's own request, from the site, goes through.
    expect((await cms('GET', 'users/me', { cookie: admin.cookie })).body.user).toMatchObject({ id: admin.id })
  })
})
