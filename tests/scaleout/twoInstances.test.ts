import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { API_ERRORS } from '@/domain/messages/apiErrors'

import { query, signUp } from './clients'
import { answering } from '../../scripts/productionServer'
import { killGroup, launchInstance } from '../../scripts/proxiedInstances'
import { createThrowawayDatabase } from '../../tooling/db/throwawayDatabase'
import { pngImage, uploadForm } from '../support/image'

const { proxy, accessLog, instances, admin, b } = inject('topology')
const [A, B] = instances

type Answer = { status: number; body: Record<string, unknown>; text: string; servedBy: string | null; cookie: string }

/** A request as a browser on the site would send it (its Origin is the proxy's, SITE_URL). */
async function send(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers({ origin: proxy, ...init.headers })
  if (init.cookie) headers.set('cookie', init.cookie)
  let body: BodyInit | undefined
  if (init.body instanceof FormData) body = init.body
  else if (init.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.body)
  }
  const res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body })
  const text = await res.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a page, or a file
  }
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  return { status: res.status, body: parsed, text, servedBy: res.headers.get('x-served-by'), cookie } satisfies Answer
}

async function login(base: string, email: string, password: string): Promise<Answer> {
  return send(base, '/api/auth/login', { body: { email, password } })
}

let adminCookie = ''
beforeAll(async () => {
  const answer = await login(A, admin.email, admin.password)
  expect(answer.status).toBe(200)
  adminCookie = answer.cookie
})

describe('two instances behind nginx, one PostgreSQL', () => {
  it('(a) the contact form 5 times, on both instances, then a 6th is refused (429), even with a forged X-Forwarded-For', async () => {
    const message = { name: 'Jeanne Martin', email: 'jeanne@example.com', subject: 'info', message: 'Quand a lieu le prochain dîner ?' }
    const served = new Set<string | null>()
    for (let i = 0; i < 5; i += 1) {
      const sent = await send(proxy, '/api/contact', { body: message, headers: { 'x-forwarded-for': `203.0.113.${i}` } })
      expect(sent.status).toBe(201)
      served.add(sent.servedBy)
    }
    expect(served.size).toBe(2)
    const sixth = await send(proxy, '/api/contact', { body: message, headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(sixth).toMatchObject({ status: 429, body: { message: API_ERRORS.rateLimited } })
  })

  it('(b) 5 wrong logins, then the next is refused (429) by the other instance', async () => {
    const email = `inconnu-${Date.now()}@example.com`
    let last: Answer | undefined
    for (let i = 0; i < 5; i += 1) {
      last = await login(proxy, email, `faux-${i}-xxxx`)
      expect(last.status).toBe(401)
    }
    const next = await login(proxy, email, 'faux-5-xxxx')
    expect(next).toMatchObject({ status: 429, body: { message: API_ERRORS.loginThrottled } })
    expect(next.servedBy).not.toBe(last?.servedBy)
  })

  it('(c) a session opened on A works on B; logged out on B, A refuses it', async () => {
    const session = await login(A, admin.email, admin.password)
    expect((await send(B, '/api/auth/user', { cookie: session.cookie })).status).toBe(200)
    expect((await send(B, '/api/auth/logout', { method: 'POST', cookie: session.cookie })).status).toBe(200)
    expect(await send(A, '/api/auth/user', { cookie: session.cookie })).toMatchObject({
      status: 401,
      body: { message: API_ERRORS.unauthenticated },
    })
  })

  it('(d) the site settings and an article changed through A show through B within 2 s', async () => {
    const tagline = `Un slogan de ${Date.now()}`
    // B has the pages and the weekly list in its caches.
    expect((await send(B, '/')).text).not.toContain(tagline)
    const active = (await send(B, '/api/articles/active')).body as unknown as Array<{ id: number }>
    expect(active.length).toBeGreaterThan(0)
    const article = active[0].id

    expect((await send(A, '/cms-api/globals/site-settings', { body: { tagline }, cookie: adminCookie })).status).toBe(200)
    expect((await send(A, `/api/articles/${article}`, { method: 'PUT', body: { isActive: false }, cookie: adminCookie })).status).toBe(200)

    await expect.poll(async () => (await send(B, '/')).text, { timeout: 2000, interval: 100 }).toContain(tagline)
    await expect
      .poll(async () => ((await send(B, '/api/articles/active')).body as unknown as Array<{ id: number }>).map((a) => a.id), {
        timeout: 2000,
        interval: 100,
      })
      .not.toContain(article)
  })

  it('(e) an image uploaded through A is served through B, from the object store', async () => {
    const image = await pngImage(800, 400)
    const uploaded = await send(A, '/cms-api/media', {
      body: uploadForm(image, `salle-${Date.now()}.png`, 'image/png', { alt: 'La salle du dîner' }),
      cookie: adminCookie,
    })
    expect(uploaded.status).toBe(201)
    // Payload answers the file's absolute address on the site; B is asked for the same path.
    const { url } = uploaded.body.doc as { url: string }
    const served = await fetch(`${B}${new URL(url, proxy).pathname}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
  })

  it('(f) the proxy’s access log keeps the requests but not the secrets of the mailed links and the calendar feeds', async () => {
    const secret = 'jeton-secret-du-journal'
    await send(proxy, `/rappel?token=${secret}`)
    await send(proxy, `/api/calendar/${secret}`, { headers: { referer: `${proxy}/offre?token=${secret}` } })
    await expect.poll(() => readFileSync(accessLog, 'utf8')).toContain('"GET /api/calendar/-"')
    const log = readFileSync(accessLog, 'utf8')
    expect(log).toContain('"GET /rappel"')
    expect(log).not.toContain(secret)
  })
})

/** Instances this file starts (B again after (h) killed it): stopped with it. */
const started: Array<ReturnType<typeof launchInstance>> = []
afterAll(() => {
  for (const child of started) killGroup(child)
})

// Last: (h) kills B, and B runs again as this file's child.
describe('boots and crashes', () => {
  it('(g) two instances booted at once on an empty database both come up, with one row per migration and one admin', async () => {
    const database = await createThrowawayDatabase()
    const admin = { ADMIN_EMAIL: 'premiere@scaleout.example', ADMIN_PASSWORD: 'premiere-admin-password' }
    const env = { ...b.env, ...admin, DATABASE_URI: database.uri }
    const ports = [3304, 3305]
    const both = ports.map((port) => launchInstance(port, env))
    started.push(...both)
    try {
      await Promise.all(ports.map((port) => answering(`http://localhost:${port}`)))
      const migrations = await query<{ rows: number; names: number }>(
        database.uri,
        'SELECT count(*)::int AS rows, count(DISTINCT name)::int AS names FROM payload_migrations',
      )
      expect(migrations[0].rows).toBeGreaterThan(5)
      expect(migrations[0].rows).toBe(migrations[0].names)
      const queue = await query<{ rows: number; ids: number }>(
        database.uri,
        'SELECT count(*)::int AS rows, count(DISTINCT id)::int AS ids FROM graphile_worker.migrations',
      )
      expect(queue[0].rows).toBe(queue[0].ids)
      const admins = await query<{ email: string }>(database.uri, "SELECT email FROM users WHERE role = 'admin'")
      expect(admins).toEqual([{ email: admin.ADMIN_EMAIL }])
    } finally {
      for (const child of both) killGroup(child)
      await database.drop()
    }
  }, 180_000)

  it('(h) an instance killed in the middle of a load of sign-ups: the proxy sends the rest to the other, no acknowledged sign-up is lost, and it rejoins when restarted', async () => {
    const SIGN_UPS = 40
    const AT_ONCE = 4
    const KILL_AFTER = 10
    const stamp = Date.now()
    const answers: Array<{ email: string; status: number; servedBy: string; afterKill: boolean }> = []
    let next = 0
    let killed = false
    const visitor = async () => {
      while (next < SIGN_UPS) {
        const i = next++
        if (i === KILL_AFTER) {
          // B dies without a word (SIGKILL), requests of its own in flight.
          process.kill(-b.pid, 'SIGKILL')
          killed = true
        }
        const afterKill = killed
        const email = `charge-${stamp}-${i}@scaleout.example`
        answers.push({ email, afterKill, ...(await signUp(proxy, email, `127.0.${10 + Math.floor(i / 200)}.${(i % 200) + 2}`)) })
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, visitor))

    const acknowledged = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status !== 201)
    // Only what B held when it died is lost to the visitor (a 502 from the proxy), never acknowledged.
    expect(refused.length).toBeLessThanOrEqual(AT_ONCE)
    for (const answer of refused) expect(answer.status).toBe(502)
    // What came after went to A.
    const lastOnes = answers.slice(-SIGN_UPS / 2)
    expect(lastOnes.every((answer) => answer.status === 201 && answer.servedBy.endsWith(':3301'))).toBe(true)
    // Every acknowledged sign-up is stored, once.
    const stored = await query<{ email: string }>(b.env.DATABASE_URI, 'SELECT email FROM users WHERE email LIKE $1', [`charge-${stamp}-%`])
    expect(stored.map((row) => row.email).sort()).toEqual(expect.arrayContaining(acknowledged.map((answer) => answer.email).sort()))
    expect(new Set(stored.map((row) => row.email)).size).toBe(stored.length)

    // B started again serves its share through the proxy once nginx tries it again.
    const restarted = launchInstance(b.port, b.env)
    started.push(restarted)
    await answering(`http://localhost:${b.port}`)
    await expect
      .poll(async () => (await fetch(`${proxy}/api/health`)).headers.get('x-served-by'), { timeout: 20_000, interval: 250 })
      .toMatch(new RegExp(`:${b.port}$`))
  }, 180_000)
})
