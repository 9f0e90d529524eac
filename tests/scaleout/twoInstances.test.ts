import { beforeAll, describe, expect, inject, it } from 'vitest'

import { API_ERRORS } from '@/domain/messages'

import { pngImage, uploadForm } from '../support/image'

const { proxy, instances, admin } = inject('topology')
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
})
