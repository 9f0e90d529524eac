import { type APIResponse, expect, test } from '@playwright/test'

import { DEMO_ARTICLES } from '../../tooling/seed/demoArticles'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { adminRequest } from './support'

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
  // Each render carries a nonce of its own: it tells one copy from the next.
  const copyOf = (response: APIResponse) => ({
    cache: response.headers()['x-micro-cache'],
    nonce: /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1],
  })
  let fresh: { cache?: string; nonce?: string } = {}
  // A fresh copy; past its second (MICRO_CACHE_TTL_MS), the same copy still answers at once…
  await expect(async () => {
    fresh = copyOf(await request.get(path))
    expect(fresh.cache).toBe('HIT')
    expect(fresh.nonce).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(copyOf(await request.get(path))).toEqual({ cache: 'STALE', nonce: fresh.nonce })
  }).toPass({ timeout: 20_000 })
  // …while the page is rendered again for whoever comes next: a copy with a nonce of its own.
  await expect(async () => expect(copyOf(await request.get(path)).nonce).not.toBe(fresh.nonce)).toPass({
    timeout: 10_000,
    intervals: [100],
  })
})
