import { expect, request as playwrightRequest, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { arrowTo, focusByKeyboard } from './keyboard'
import { adminRequest, approveMember, expectNoAxeViolations, publishedDinner } from './support'
import { applicantByApi } from './wizardSteps'

/**
 * After a dinner the team marks who came, on the dinner's page: « Tous présents », then one guest
 * changed with the keyboard; each mark says who set it, and a reload shows what was kept. The
 * dinner is the team's own, booked by two new members, then moved to two hours ago.
 */
const HOUR = 60 * 60 * 1000

test('« Présences » : « Tous présents », then one guest changed twice with the keyboard, the last mark kept after a reload', async ({
  page,
  playwright,
}) => {
  const admin = await adminRequest(playwright.request)
  const doc = { id: await publishedDinner(admin, 'Dîner des présences') }

  for (const lastName of ['Présente', 'Absente']) {
    const member = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
    const { id } = await applicantByApi(member, 8, undefined, { firstName: 'Convive', lastName })
    await approveMember(admin, id)
    expect((await member.post(`/api/dinners/${doc.id}/bookings`, { data: {} })).status()).toBe(201)
    await member.dispose()
  }
  const moved = await admin.patch(`/cms-api/dinners/${doc.id}`, { data: { startsAt: new Date(Date.now() - 2 * HOUR).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  await admin.dispose()

  await loginToAdmin(page, E2E_ADMIN, `/admin/dinners/${doc.id}`)
  const panel = page.getByRole('region', { name: 'Présences' })
  const guest = (name: string) => panel.getByRole('radiogroup', { name: `Présence de Convive ${name}` })
  const row = (name: string) =>
    panel.getByRole('listitem').filter({ has: page.getByRole('radiogroup', { name: `Présence de Convive ${name}` }) })
  await expect(row('Absente').getByText('Pas encore noté')).toBeVisible()
  await expectNoAxeViolations(page)

  await panel.getByRole('button', { name: 'Tous présents' }).click()
  await expect(page.getByText('2 convives notés.')).toBeVisible()
  for (const name of ['Présente', 'Absente']) {
    await expect(guest(name).getByRole('radio', { name: 'Présent' })).toBeChecked()
    await expect(row(name).getByText(/^Noté par .+ le /)).toBeVisible()
  }
  await expect(panel.getByRole('button', { name: 'Tous présents' })).toBeDisabled()

  // Keyboard: to the checked mark of the second guest; each arrow shows the next mark at once, and
  // two quick presses keep the last one (nothing chosen is dropped while the first saves).
  await focusByKeyboard(page, guest('Absente').getByRole('radio', { name: 'Présent' }), 200)
  await arrowTo(page, 'ArrowRight', guest('Absente').getByRole('radio', { name: 'Absent sans prévenir' }))
  await expect(guest('Absente').getByRole('radio', { name: 'Absent sans prévenir' })).toBeChecked()
  await arrowTo(page, 'ArrowRight', guest('Absente').getByRole('radio', { name: 'Annulation tardive' }))
  await expect(guest('Absente').getByRole('radio', { name: 'Annulation tardive' })).toBeChecked()
  await expect(guest('Absente').getByRole('radio', { name: 'Annulation tardive' })).toBeFocused()
  await expect(page.getByText('1 convive noté.').first()).toBeVisible()

  await page.reload()
  await expect(guest('Absente').getByRole('radio', { name: 'Annulation tardive' })).toBeChecked()
  await expect(guest('Présente').getByRole('radio', { name: 'Présent' })).toBeChecked()
})
