import { expect, type Page, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_EDITOR } from './fixtures'
import { adminRequest, expectNoAxeViolations } from './support'

/** The groups of Payload's navigation, each with its entries, as the menu shows them. */
async function menu(page: Page): Promise<Record<string, string[]>> {
  const groups = page.locator('.nav__wrap .nav-group')
  await expect(groups.first()).toBeAttached()
  const shown: Record<string, string[]> = {}
  for (const group of await groups.all()) {
    const label = (await group.locator('.nav-group__label').first().textContent())?.trim() ?? ''
    // An entry's own name, without the count some carry (« Dîners et tables · 1 signalement non lu »).
    shown[label] = (await group.locator('.nav__link').allTextContents()).map((text) => text.split(' · ')[0].trim()).filter(Boolean)
  }
  return shown
}

test('an admin’s navigation has one entry per job, each group once; « Candidatures » opens « Candidatures »', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginToAdmin(page, E2E_ADMIN, '/admin/journal')
  const groups = await menu(page)
  expect(Object.keys(groups)).toEqual(['Le club', 'Comptes et réglages', 'Contenu du site'])
  expect(groups['Le club']).toEqual([
    'Candidatures',
    'Statistiques A/B',
    'Gestion des Articles',
    'Dîners et tables',
    'Adhésions',
    'Journal',
  ])
  const entries = Object.values(groups).flat()
  // The dinners, bookings, tables and articles are done in their view: their raw lists are not listed beside it.
  for (const raw of ['Articles', 'Dîners', 'Réservations', 'Plans de table', 'Tableau de bord']) expect(entries).not.toContain(raw)
  expect(new Set(entries).size).toBe(entries.length)

  // The menu is a closed drawer at this width: its link is read, then followed.
  await expect(page.locator('.nav__wrap').getByRole('link', { name: 'Candidatures', exact: true })).toHaveAttribute('href', '/admin')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Candidatures', level: 1 })).toBeVisible()

  // Their records still open from the views and the journal: a dinner's and a booking's form in Payload.
  const api = await adminRequest(playwright.request)
  const booking = ((await (await api.get('/cms-api/bookings?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0]
  for (const path of ['/admin/collections/dinners/1', `/admin/collections/bookings/${booking.id}`]) {
    await page.goto(path)
    await expect(page.locator('.doc-header, .collection-edit').first()).toBeVisible()
    await expect(page.getByText('Pas trouvé')).toHaveCount(0)
  }
  // Payload's stock strings in proper French.
  await page.goto('/admin/collections/bookings')
  await expect(page.getByText(/Par page\u00a0: \d+/)).toBeVisible()
  await expect(page.getByText(/Par Page|faux|vrai/)).toHaveCount(0)
  await page.goto('/admin/collections/media/create')
  await expect(page.getByText(/nouveau ou nouvelle|un\(e\)/)).toHaveCount(0)
})

/** Every screen of another role an editor can reach by its address: our views and Payload's collections and globals. */
const OTHER_ROLES_SCREENS = [
  '/admin/abtest',
  '/admin/dinners',
  '/admin/dinners/1',
  '/admin/journal',
  '/admin/adhesions',
  '/admin/collections/users',
  '/admin/collections/users/1',
  '/admin/collections/dinners',
  '/admin/collections/dinners/1',
  '/admin/collections/bookings',
  '/admin/collections/dinner-tables',
  '/admin/collections/contact-messages',
  '/admin/collections/articles',
  '/admin/collections/articles/create',
  '/admin/globals/site-settings',
]

test('an editor gets the same « Accès refusé », inside the shell, on every screen of another role; their own still open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await loginToAdmin(page, E2E_EDITOR)
  await expect(page.locator('.nav__wrap').getByRole('link', { name: 'Tableau de bord', exact: true })).toHaveCount(0)
  await expect(page.locator('.nav__wrap [aria-current="page"]')).toHaveText('Tableau de bord')
  for (const path of OTHER_ROLES_SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Accès refusé', level: 1 }), path).toBeVisible()
    await expect(page.getByText('Votre rôle ne donne pas accès à cette page.'), path).toBeVisible()
    await expect(page.getByText(/Pas trouvé|introuvable|n’a pas été trouvée/), path).toHaveCount(0)
    // The address stays the one asked for, with Payload's menu around the refusal.
    expect(new URL(page.url()).pathname, path).toBe(path)
    await expect(page.locator('.nav__wrap').getByRole('link', { name: 'Gestion des Articles' }), path).toBeAttached()
  }
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click()
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible()
  for (const path of ['/admin/articles', '/admin/collections/media', '/admin/globals/newsletter']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Accès refusé' }), path).toHaveCount(0)
  }
})
