import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, confirmedTables, expectNoAxeViolations, publishedDinner, toasts, withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

const HOUR = 60 * 60 * 1000

/** A new approved member signed in on `request`, named as given. */
async function memberOn(admin: APIRequestContext, request: APIRequestContext, firstName: string, lastName: string) {
  const { id } = await applicantByApi(request, 8, undefined, { firstName, lastName })
  await approveMember(admin, id)
  return id
}

/**
 * « Signaler un comportement » as a member and an admin meet it: after a dinner whose tables were
 * confirmed, the member picks a tablemate by first name and says what happened; the admin's
 * navigation counts the unread report, « Dîners » shows it, and reading it clears the count.
 */
test('« Signaler un comportement » : a tablemate reported from the member’s space reaches the admins’ « Signalements »', async ({
  page,
  browser,
  playwright,
}) => {
  await withStoredConsent(page)
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const admin = await adminRequest(playwright.request)
  const dinnerId = await publishedDinner(admin, 'Dîner du signalement')
  await memberOn(admin, page.request, 'Léa', 'Signale')
  expect((await page.request.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
  for (const [firstName, lastName] of [
    ['Hugo', 'Voisin'],
    ['Nora', 'Voisine'],
    ['Paul', 'Convive'],
  ]) {
    const other = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
    await memberOn(admin, other, firstName, lastName)
    expect((await other.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
    await other.dispose()
  }
  await confirmedTables(admin, dinnerId)
  const moved = await admin.patch(`/cms-api/dinners/${dinnerId}`, { data: { startsAt: new Date(Date.now() - 20 * HOUR).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  await admin.dispose()

  await page.goto('/status')
  await page.getByRole('button', { name: 'Signaler un comportement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Signaler un comportement' })
  await expect(dialog.getByText(/seuls les administrateurs liront votre message/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(dialog.getByText('Choisissez le dîner.')).toBeVisible()
  await dialog.getByRole('combobox', { name: /^Le dîner/ }).click()
  await page.getByRole('option', { name: /Dîner du signalement/ }).click()
  await dialog.getByRole('combobox', { name: /^La personne/ }).click()
  await expect(page.getByRole('option')).toHaveCount(3)
  await page.getByRole('option', { name: 'Hugo' }).click()
  await dialog.getByLabel(/^Ce qui s’est passé/).fill('Des remarques insistantes sur mon physique, malgré mes refus.')
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(dialog.getByText('Choisissez le motif du signalement.')).toBeVisible()
  await dialog.getByRole('combobox', { name: /^Le motif/ }).click()
  await expect(page.getByRole('option')).toHaveCount(5)
  await page.getByRole('option', { name: 'Harcèlement ou insistance malgré un refus' }).click()
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(toasts(page).getByText('Signalement envoyé')).toBeVisible()
  await expect(dialog).toBeHidden()

  const adminPage = await browser.newPage()
  await loginToAdmin(adminPage, E2E_ADMIN, '/admin/dinners#signalements')
  // The navigation counts the unread reports beside « Dîners et tables » (here the current page).
  await expect(adminPage.getByText(/^Dîners et tables · \d+ signalements? non lus?$/)).toBeVisible()
  const reports = adminPage.getByRole('region', { name: 'Signalements' })
  const entry = reports.getByRole('article', { name: /^Léa Signale au sujet de Hugo Voisin/ })
  await expect(entry.getByText('Des remarques insistantes sur mon physique, malgré mes refus.')).toBeVisible()
  await expect(entry.getByText('Motif\u00a0: Harcèlement ou insistance malgré un refus')).toBeVisible()
  await expectNoAxeViolations(adminPage)
  await entry.getByRole('button', { name: 'Marquer comme lu' }).click()
  await expect(entry.getByRole('button', { name: 'Marquer comme lu' })).toHaveCount(0)
  await adminPage.close()
})
