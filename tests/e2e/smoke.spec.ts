import { type APIResponse, expect, test } from '@playwright/test'

import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { adminRequest, withStoredConsent } from './support'
import { PUBLIC_PAGES, SESSION_SHELL_PAGES } from '../../src/domain/pages'
import { nonceOf } from '../../src/server/serving/securityHeaders'
import { DEMO_ARTICLES } from '../../tooling/seed/demoArticles'

test('the home page answers in French with the weekly selection', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: DEMO_ARTICLES[0].title })).toHaveAttribute('rel', 'noopener noreferrer')
})

test('GET /api/articles/active returns the seeded active articles in position order', async ({ request }) => {
  const response = await request.get('/api/articles/active')
  expect(response.status()).toBe(200)
  const articles = (await response.json()) as Array<{ title: string }>
  const expected = DEMO_ARTICLES.filter((a) => a.isActive)
    .slice(0, 5)
    .map((a) => a.title)
  expect(articles.map((a) => a.title)).toEqual(expected)
})

test('the step endpoint refuses a visitor without a session', async ({ request }) => {
  const response = await request.post('/api/registration/1/step', { data: { step: 2, data: {} }, headers: { Origin: E2E_BASE_URL } })
  expect(response.status()).toBe(401)
  expect((await response.json()).message).toMatch(/connecté/)
})

test('an admin logs in to /admin, in French', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible()
  await expect(page.getByText('Utilisateurs').first()).toBeVisible()
})

test('a cookie-authenticated call from another origin is refused (CSRF)', async ({ request }) => {
  await request.post('/api/auth/login', { data: E2E_ADMIN, headers: { Origin: E2E_BASE_URL } })
  const forged = await request.get('/api/articles', { headers: { Origin: 'https://evil.example' } })
  expect(forged.status()).toBe(401)
  const sameOrigin = await request.get('/api/articles', { headers: { Origin: E2E_BASE_URL } })
  expect(sameOrigin.status()).toBe(200)
})

test('changing an article refreshes the cached weekly selection and the home page at once', async ({ playwright, page }) => {
  const request = await adminRequest(playwright.request)
  const before = (await (await request.get('/api/articles/active')).json()) as Array<{ id: number; title: string }>
  const first = before[0]
  const toggled = await request.put(`/api/articles/${first.id}`, { data: { isActive: false } })
  expect(toggled.status()).toBe(200)
  const after = (await (await request.get('/api/articles/active')).json()) as Array<{ id: number }>
  expect(after.map((a) => a.id)).not.toContain(first.id)
  // The home page shows it too (its micro-cached copy is dropped with the cache tag).
  await expect(async () => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: first.title })).toHaveCount(0)
  }).toPass({ timeout: 15_000 })
  await request.put(`/api/articles/${first.id}`, { data: { isActive: true } })
  const restored = (await (await request.get('/api/articles/active')).json()) as Array<{ id: number }>
  expect(restored[0].id).toBe(first.id)
  await request.dispose()
})

test('a public page past its second is sent at once from its copy, and rendered again behind it', async ({ request }) => {
  const path = '/mentions-legales'
  const copyOf = async (response: Promise<APIResponse>) => (await response).headers()['x-micro-cache']
  // A fresh copy; past its second (MICRO_CACHE_TTL_MS), the same copy still answers at once…
  await expect(async () => {
    expect(await copyOf(request.get(path))).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await copyOf(request.get(path))).toBe('STALE')
  }).toPass({ timeout: 20_000 })
  // …while the page is rendered again for whoever comes next: a fresh copy, for a second.
  await expect(async () => expect(await copyOf(request.get(path))).toBe('HIT')).toPass({ timeout: 10_000, intervals: [100] })
})

/** The nonce of an answer, after checking that its policy and every place its page writes a nonce agree on it. */
async function nonceOfAnswer(response: APIResponse, path: string): Promise<string> {
  const nonce = nonceOf(response.headers()['content-security-policy'])
  expect(nonce, path).toBeTruthy()
  const html = await response.text()
  // Script, style and preload tags, then the props of React's payload (JSON inside a script).
  const written = [...html.matchAll(/\bnonce="([^"]*)"|\\"nonce\\":\\"([^\\"]*)\\"/g)].map(([, attribute, prop]) => attribute ?? prop)
  expect(written.length, path).toBeGreaterThan(html.split('<script').length - 1)
  expect(new Set(written), path).toEqual(new Set([nonce]))
  return nonce as string
}

test('each answer from a page’s copy carries a nonce of its own, in its policy and in its page', async ({ request }) => {
  for (const path of [...PUBLIC_PAGES.map((page) => page.path), ...SESSION_SHELL_PAGES]) {
    // Two visitors one after the other, fresh copy or stale (the second in gzip: the first took the brotli body made beforehand).
    const answers = [await request.get(path), await request.get(path)]
    const nonces: string[] = []
    for (const answer of answers) {
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['x-micro-cache'], path).toMatch(/^(HIT|STALE)$/)
      nonces.push(await nonceOfAnswer(answer, path))
    }
    expect(nonces[1], path).not.toBe(nonces[0])
  }
})

test('a page from the copy, in brotli or in gzip, runs its scripts under its policy: the menu opens', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => void (/Content Security Policy|Refused to/.test(message.text()) && refused.push(message.text())))
  await withStoredConsent(page)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const encoding of ['br', 'gzip']) {
    await page.setExtraHTTPHeaders({ 'accept-encoding': encoding })
    // A brotli body is made ahead, after an answer asked for it: the first may come as it is.
    const headers: Array<Record<string, string> | undefined> = []
    await expect
      .poll(async () => {
        headers.unshift((await page.goto('/manifeste'))?.headers())
        return headers[0]?.['content-encoding']
      })
      .toBe(encoding)
    expect(headers[0]?.['x-micro-cache']).toMatch(/^(HIT|STALE)$/)
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Manifeste' })).toBeVisible()
  }
  expect(refused).toEqual([])
})
