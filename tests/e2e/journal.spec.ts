import { expect, test } from '@playwright/test'

import { editorRequest, loginToAdmin, newApplication } from './admin'
import { E2E_ADMIN, E2E_EDITOR } from './fixtures'
import { expectScreenFits } from './layout'
import { adminRequest, expectNoAxeViolations } from './support'

test('an admin’s decision appears in « Journal », found by the applicant’s name, with a link to the record; it passes axe and fits a phone', async ({
  page,
  playwright,
}, testInfo) => {
  const applicant = await newApplication('Journalisée')
  const api = await adminRequest(playwright.request)
  expect(
    (await api.post(`/api/admin/applications/${applicant.id}/review`, { data: { action: 'approve', notes: 'Bienvenue' } })).status(),
  ).toBe(200)

  await loginToAdmin(page, E2E_ADMIN, '/admin/journal')
  // In Payload's navigation, beside the club's other views (a drawer below 1441 px).
  await expect(page.locator('.nav__link[aria-current="page"]')).toHaveText('Journal')
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' }).fill('Journalisée')
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Décision sur une candidature' })
  await page.getByRole('button', { name: 'Filtrer' }).click()
  const rows = page.getByRole('row').filter({ hasText: 'Journalisée' })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Équipe Admin <admin@e2e.example>')
  await expect(rows).toContainText('Statut : En attente → Approuvée')
  await expect(rows).toContainText('Note : — → Bienvenue')
  await expect(rows.getByRole('link', { name: /^Ouvrir la fiche/ })).toHaveAttribute('href', `/admin/collections/users/${applicant.id}`)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'journal-390', { fullPage: false })

  await page.getByRole('button', { name: 'Effacer les filtres' }).click()
  await expect(page.getByRole('searchbox', { name: 'Personne (nom ou e-mail)' })).toHaveValue('')
  await expect(page.getByRole('row').filter({ hasText: 'Journalisée' })).toHaveCount(1)
})

test('an editor reaches neither « Journal » nor its entries', async ({ page, playwright }) => {
  await loginToAdmin(page, E2E_EDITOR, '/admin/journal')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Journal', exact: true })).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  const answer = await (await editorRequest(playwright.request)).get('/api/admin/journal')
  expect(answer.status()).toBe(403)
})
