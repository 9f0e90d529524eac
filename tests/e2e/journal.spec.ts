import { expect, type Page, test } from '@playwright/test'

import { editorRequest, loginToAdmin, newApplication } from './admin'
import { E2E_ADMIN, E2E_EDITOR } from './fixtures'
import { closePayloadNavigationOnPhone, expectScreenFits } from './layout'
import { adminRequest, approveMember, expectNoAxeViolations } from './support'

/** What « Journal » must never show: a field's own name, a raw value, an arrow, an ISO week. */
const RAW = /→|\b(tab|searched|export|applicationStatus|reviewNotes|week|recipients|guestsTold|true|false)\b\s*:|W\d\d\b|: — /

async function journalText(page: Page): Promise<string> {
  return page.getByRole('list', { name: 'Entrées du journal' }).innerText()
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme })

    test(`« Journal » tells each entry as a French sentence naming its subject, at 1440 and 390 px, and passes axe (${colorScheme})`, async ({
      page,
      playwright,
    }, testInfo) => {
      const applicant = await newApplication(`Journalisée ${colorScheme}`)
      const api = await adminRequest(playwright.request)
      await approveMember(api, applicant.id, 'Bienvenue')
      // Two exports: the pending applications narrowed by a search, and a dinner's guests.
      expect((await api.get('/api/admin/exports/applications?tab=pending&q=Journalis%C3%A9e')).status()).toBe(200)
      expect((await api.get('/api/admin/dinners/1/exports/guests')).status()).toBe(200)

      await page.setViewportSize({ width: 1440, height: 900 })
      await loginToAdmin(page, E2E_ADMIN, '/admin/journal')
      // In Payload's navigation, beside the club's other views (a drawer below 1441 px).
      await expect(page.locator('.nav__link[aria-current="page"]')).toHaveText('Journal')
      await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible()
      const entries = page.getByRole('list', { name: 'Entrées du journal' }).locator(':scope > li')
      await expect(
        entries.filter({ hasText: 'a exporté les candidatures en attente, restreintes par une recherche.' }).first(),
      ).toBeVisible()
      await expect(
        entries.filter({ hasText: /a exporté la liste des convives du dîner «\s.+\s» du \d+(er)? \p{L}+ \d{4}\./u }).first(),
      ).toBeVisible()
      expect(await journalText(page)).not.toMatch(RAW)

      await page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' }).fill(`Journalisée ${colorScheme}`)
      await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Décision sur une candidature' })
      await page.getByRole('button', { name: 'Filtrer' }).click()
      const entry = entries.filter({ hasText: `Journalisée ${colorScheme}` })
      await expect(entry).toHaveCount(1)
      // Who, when, and what as a sentence; the note below it.
      await expect(entry).toContainText('Équipe Admin <admin@e2e.example>')
      await expect(entry).toContainText(new RegExp(`a approuvé la candidature de Candidate Journalisée ${colorScheme} <.+>\\.`))
      await expect(entry.getByRole('listitem')).toHaveText('Note\u00a0: «\u00a0Bienvenue\u00a0»')
      await expect(entry.locator('time')).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/)
      await expect(entry.getByRole('link', { name: /^Ouvrir la fiche/ })).toHaveAttribute(
        'href',
        `/admin/collections/users/${applicant.id}`,
      )
      await expectNoAxeViolations(page)
      await expectScreenFits(page, testInfo, `journal-${colorScheme}-1440`)

      await page.getByRole('button', { name: 'Effacer les filtres' }).click()
      await expect(page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' })).toHaveValue('')
      await page.setViewportSize({ width: 390, height: 844 })
      await closePayloadNavigationOnPhone(page)
      await expect(entries.first()).toBeVisible()
      // A list, not a table: nothing to scroll sideways on a phone.
      await expect(page.getByRole('table')).toHaveCount(0)
      await expectScreenFits(page, testInfo, `journal-${colorScheme}-390`)
      await expectNoAxeViolations(page)
    })
  })
}

test('« Plus anciens » and « Plus récents » page the Journal from the keyboard, the same pages while entries arrive', async ({
  page,
  playwright,
}) => {
  // 52 entries of one kind by the admin: their own data downloaded, more than a page of it.
  const api = await adminRequest(playwright.request)
  for (let i = 0; i < 52; i++) expect((await api.get('/api/me/export')).status()).toBe(200)
  await loginToAdmin(page, E2E_ADMIN, '/admin/journal')
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Export de ses données (RGPD)' })
  await page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' }).fill(E2E_ADMIN.email)
  await page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' }).press('Enter')
  const entries = page.getByRole('list', { name: 'Entrées du journal' }).locator(':scope > li')
  const pager = page.getByRole('navigation', { name: 'Pages du journal' })
  await expect(entries).toHaveCount(50)
  await expect(pager.getByText(/^(\d+ entrées|Plus de 200 entrées)$/)).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Plus récents' })).toBeDisabled()
  const times = () => entries.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))
  const newest = await times()

  // Another entry arrives at the top meanwhile: the older page and the way back are the same.
  expect((await api.get('/api/me/export')).status()).toBe(200)
  await pager.getByRole('button', { name: 'Plus anciens' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await times())[0]).not.toBe(newest[0])
  const older = await times()
  expect(older.length).toBeGreaterThanOrEqual(2)
  expect(older[0] <= newest[newest.length - 1]).toBe(true)
  await pager.getByRole('button', { name: 'Plus récents' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(times).toEqual(newest)
  await expectNoAxeViolations(page)
  await api.dispose()
})

test('an editor reaches neither « Journal » nor its entries', async ({ page, playwright }) => {
  await loginToAdmin(page, E2E_EDITOR, '/admin/journal')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Journal', exact: true })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Entrées du journal' })).toHaveCount(0)
  const answer = await (await editorRequest(playwright.request)).get('/api/admin/journal')
  expect(answer.status()).toBe(403)
})
