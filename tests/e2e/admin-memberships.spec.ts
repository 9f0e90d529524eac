import { expect, test } from '@playwright/test'

import { loginToAdmin, newApplication, openDialog } from './admin'
import { E2E_ADMIN } from './fixtures'
import { adminRequest, expectNoAxeViolations } from './support'

/**
 * « Adhésions », with billing on (the stand-in) or off (no Stripe key): the same gestures either
 * way; only the notice and the invitation differ.
 */
test('« Adhésions » at 1440 px in light and dark passes axe; a filter, then « Offrir l’adhésion » with its reason, told by the Journal', async ({
  page,
  playwright,
}) => {
  const lastName = `Adhérente${Date.now()}`
  const applicant = await newApplication(lastName)
  const api = await adminRequest(playwright.request)
  // Approved: the membership to activate is created with the approval.
  expect((await api.post(`/api/admin/applications/${applicant.id}/review`, { data: { action: 'approve', notes: '' } })).status()).toBe(200)

  await page.setViewportSize({ width: 1440, height: 900 })
  await loginToAdmin(page, E2E_ADMIN, '/admin/adhesions')
  await expect(page.locator('.nav__link[aria-current="page"]')).toHaveText('Adhésions')
  await expect(page.getByRole('heading', { name: 'Adhésions', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Adhésions en chiffres' })).toContainText('Revenu mensuel récurrent')
  const billingOff = await page.getByText('Paiements désactivés').isVisible()
  await expect(page.getByRole('button', { name: 'Inviter les membres approuvés avant les adhésions' })).toHaveCount(billingOff ? 0 : 1)
  await expectNoAxeViolations(page, '.club-memberships')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoAxeViolations(page, '.club-memberships')

  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Adhésion à activer' })
  const row = page.getByRole('row').filter({ hasText: lastName })
  await expect(row).toContainText('Adhésion à activer')
  await expect(page.getByRole('link', { name: 'Exporter en CSV (comptabilité)' })).toHaveAttribute(
    'href',
    '/api/admin/exports/memberships.csv?status=to_activate',
  )

  const dialog = page.getByRole('dialog', { name: new RegExp(`^Offrir l’adhésion à .*${lastName}`) })
  await openDialog(row.getByRole('button', { name: /^Offrir l’adhésion/ }), dialog)
  await expectNoAxeViolations(page, 'dialog')
  await dialog.getByLabel('Raison').fill('Intervenante du dîner de janvier')
  await dialog.getByRole('button', { name: 'Offrir', exact: true }).click()
  await expect(dialog).toBeHidden()
  // Offered: no longer among those to activate.
  await expect(row).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Offerte' })
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Intervenante du dîner de janvier')

  await page.goto('/admin/journal')
  const entry = page
    .getByRole('list', { name: 'Entrées du journal' })
    .locator(':scope > li')
    .filter({ hasText: lastName })
    .filter({ hasText: 'a offert l’adhésion à' })
  await expect(entry).toContainText('Équipe Admin')
  await expect(entry.getByRole('listitem')).toHaveText('Raison\u00a0: «\u00a0Intervenante du dîner de janvier\u00a0»')
})
