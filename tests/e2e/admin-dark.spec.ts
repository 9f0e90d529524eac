import { expect, test } from '@playwright/test'

import { loginToAdmin, openDialog } from './admin'
import { E2E_ADMIN } from './fixtures'
import { expectScreenFits } from './layout'
import { adminRequest, expectNoAxeViolations } from './support'

/** The team's screens in a browser set to dark mode: Payload follows it, and so do our views inside its shell. */
test.use({ colorScheme: 'dark' })

const EUROPE = 'L’Europe face aux nouveaux empires'

test('in dark mode, at 1440 and 390 px, the review, a decision to reverse, a dinner’s guests, adding one, and the A/B statistics pass axe and fit', async ({
  page,
  playwright,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginToAdmin(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // A demo application approved at seeding, its decision on record as a review would have kept it;
  // then its details, and the reversal form under them.
  const api = await adminRequest(playwright.request)
  const approved = (await (await api.get('/api/admin/applications/approved?q=Moreau')).json()) as {
    decisions: { status: string; by: string | null }[]
  }[]
  expect(approved[0].decisions).toEqual([expect.objectContaining({ status: 'approved', by: 'Équipe Admin' })])
  await page.getByRole('tab', { name: /Approuvées/ }).click()
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Moreau')
  await page
    .getByRole('article', { name: /Moreau/ })
    .getByRole('button', { name: /^Voir détails/ })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Revenir sur la décision' }).click()
  await expect(dialog.getByRole('form', { name: 'Rejeter finalement cette candidature' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectScreenFits(page, testInfo, 'reversal-dark-1440', { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'reversal-dark-390', { fullPage: false })
  await expectNoAxeViolations(page)

  await loginToAdmin(page, E2E_ADMIN, '/admin/dinners')
  await page.getByRole('link', { name: `Composer les tables « ${EUROPE} »` }).click()
  const guests = page.getByRole('region', { name: 'Liste des convives' })
  await expect(guests.getByRole('row').nth(1)).toBeVisible()
  await expectScreenFits(page, testInfo, 'guests-dark-390')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await expectScreenFits(page, testInfo, 'guests-dark-1440')
  await expectNoAxeViolations(page)
  // « Ajouter un convive »
  const adding = page.getByRole('dialog', { name: 'Ajouter un convive' })
  await openDialog(page.getByRole('button', { name: 'Ajouter un convive' }), adding)
  await adding.getByLabel('Rechercher un membre').fill('membres')
  await expect(adding.getByRole('list', { name: 'Membres trouvés' }).getByRole('listitem').first()).toBeVisible()
  await expectScreenFits(page, testInfo, 'add-guest-dark-1440', { fullPage: false })
  await expectNoAxeViolations(page)
  // Escape first empties the search field (as any search field does), then closes the dialog.
  await page.keyboard.press('Escape')
  await expect(adding.getByLabel('Rechercher un membre')).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(adding).toBeHidden()

  await page.goto('/admin/abtest')
  await expect(page.getByText('Le parcours B convertit mieux')).toBeVisible()
  await expectScreenFits(page, testInfo, 'abtest-dark-1440')
  await expectNoAxeViolations(page)
})
