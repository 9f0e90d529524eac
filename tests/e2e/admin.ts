import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test'

import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { applicantByApi } from './wizardSteps'

/** Logs in through Payload's admin login page, as a team member does. */
export async function loginToAdmin(page: Page, credentials = E2E_ADMIN) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(credentials.email)
  await page.locator('#field-password').fill(credentials.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
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
