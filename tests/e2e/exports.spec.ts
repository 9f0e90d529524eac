import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { editorRequest, loginToAdmin, newApplication } from './admin'
import { E2E_BASE_URL, E2E_EDITOR, E2E_MEMBER } from './fixtures'

const HOSTILE = '=HYPERLINK("https://evil.example";"Cliquez")'

test('« Exporter en CSV » downloads the applications the dashboard shows, a hostile name written as text', async ({ page }) => {
  const applicant = await newApplication(HOSTILE)
  await loginToAdmin(page)
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('HYPERLINK')
  // The search applied (the list showed this application among others before it).
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article', { name: /HYPERLINK/ })).toHaveCount(1)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exporter en CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^candidatures-pending-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync((await file.path()) as string, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const lines = text.slice(1).trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/^Identifiant;Prénom;Nom;E-mail;/)
  // The name starts with « = »: a quote before it keeps a spreadsheet from running it.
  expect(lines[1]).toContain(`;"'=HYPERLINK(""https://evil.example"";""Cliquez"")";${applicant.email};`)
})

test('an editor reaches none of the exports', async ({ page, playwright }) => {
  await loginToAdmin(page, E2E_EDITOR)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveCount(0)
  const editor = await editorRequest(playwright.request)
  for (const path of [
    '/api/admin/exports/applications',
    '/api/admin/exports/bookings?du=2026-01-01&au=2026-12-31',
    '/api/admin/dinners/1/exports/guests',
  ])
    expect((await editor.get(path)).status()).toBe(403)
})

test('an applicant reaches none of the log, the exports or the newsletter’s team routes', async ({ page, playwright }) => {
  const member = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  expect((await member.post('/api/auth/login', { data: E2E_MEMBER })).status()).toBe(200)
  for (const path of [
    '/api/admin/journal',
    '/api/admin/exports/applications',
    '/api/admin/exports/bookings?du=2026-01-01&au=2026-12-31',
    '/api/admin/dinners/1/exports/restaurant',
    '/api/admin/newsletter',
  ])
    expect((await member.get(path)).status(), path).toBe(403)
  expect((await member.post('/api/admin/newsletter/send')).status()).toBe(403)
  // Payload's admin is not theirs either: its login screen, never the log.
  await page.request.post('/api/auth/login', { data: E2E_MEMBER, headers: { Origin: E2E_BASE_URL } })
  await page.goto('/admin/journal')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Journal' })).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  await member.dispose()
})
