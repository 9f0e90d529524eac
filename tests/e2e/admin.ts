import { type APIRequestContext, expect, type Locator, type Page, request as playwrightRequest } from '@playwright/test'

import { E2E_ADMIN, E2E_BASE_URL, E2E_EDITOR } from './fixtures'
import { applicantByApi } from './wizardSteps'

/**
 * Signs a team member in through the API and opens `path` of the admin: the login form itself is
 * tried by the keyboard review (admin-review.spec.ts), and its two page loads cost every other
 * test a few seconds.
 */
export async function loginToAdmin(page: Page, credentials: { email: string; password: string } = E2E_ADMIN, path = '/admin') {
  const answer = await page.request.post('/api/auth/login', { data: credentials, headers: { Origin: E2E_BASE_URL } })
  expect(answer.status()).toBe(200)
  await page.goto(path)
}

/**
 * Clicks `trigger` until `dialog` shows. An admin page shows its buttons before React has hydrated
 * them: a click that comes too early (CI, 2 busy cores) opens nothing, and is made again.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Counts straight from Payload's own REST API (an admin session), independent of our SQL. */
export async function cmsCount(api: APIRequestContext, where: Record<string, unknown>): Promise<number> {
  const query = new URLSearchParams({ limit: '1', depth: '0' })
  const flatten = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(`${prefix}[${k}]`, v)
    else query.set(prefix, String(value))
  }
  for (const [key, value] of Object.entries(where)) flatten(`where[${key}]`, value)
  const response = await api.get(`/cms-api/users?${query}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** A completed application from a fresh visitor (its own session), with a name to find it by. */
export async function newApplication(lastName: string) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const applicant = await applicantByApi(api, 8, undefined, { firstName: 'Candidate', lastName })
  await api.dispose()
  return applicant
}

type ArticleRow = {
  id: number
  title: string
  description: string
  url: string
  source: string
  theme: string
  isBonus: boolean
  bonusLabel: string
  isActive: boolean
}

/** A session of the demo editor for REST calls (the site's Origin, as a browser sends it). */
export async function editorRequest(api: typeof playwrightRequest = playwrightRequest) {
  const context = await api.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  expect((await context.post('/api/auth/login', { data: E2E_EDITOR })).status()).toBe(200)
  return context
}

export async function listArticles(api: APIRequestContext): Promise<ArticleRow[]> {
  const response = await api.get('/api/articles')
  expect(response.status()).toBe(200)
  return (await response.json()) as ArticleRow[]
}

/**
 * Puts the articles back as they were (same contents, same order): the tests that follow read
 * the seeded weekly selection. Articles created since are deleted, deleted ones created again.
 */
export async function restoreArticles(api: APIRequestContext, snapshot: ArticleRow[]) {
  const byTitle = new Map(snapshot.map((article) => [article.title, article]))
  for (const article of await listArticles(api)) {
    if (!byTitle.has(article.title)) expect((await api.delete(`/api/articles/${article.id}`)).status()).toBe(200)
  }
  const present = new Map((await listArticles(api)).map((article) => [article.title, article]))
  const ids: number[] = []
  for (const { id: _id, ...fields } of snapshot) {
    const existing = present.get(fields.title)
    const saved = existing
      ? await api.put(`/api/articles/${existing.id}`, { data: fields })
      : await api.post('/api/articles', { data: fields })
    expect(saved.ok()).toBe(true)
    ids.push(((await saved.json()) as { id: number }).id)
  }
  expect((await api.post('/api/articles/reorder', { data: { articleIds: ids } })).status()).toBe(200)
}
