import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, pastDinnersOf } from './support'
import { applicantByApi } from './wizardSteps'

/**
 * A member with years of dinners behind them: « Mes dîners passés » shows the latest 20, and
 * « Afficher plus », from the keyboard, the next 20 each time until the first dinner.
 */
test('« Mes dîners passés » of a member with 45 dinners: 20 at a time, « Afficher plus » from the keyboard', async ({
  page,
  playwright,
}) => {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Hélène', lastName: 'Habituée' })
  const admin = await adminRequest(playwright.request)
  await approveMember(admin, id)
  await admin.dispose()
  expect(await pastDinnersOf(email, 45)).toBe(45)

  await page.goto('/status')
  const record = page.getByRole('region', { name: 'Mes dîners passés' })
  const dinners = record.getByRole('listitem')
  await expect(dinners).toHaveCount(20)
  await expect(dinners.first()).toContainText('Dîner passé n° 1')
  await expect(dinners.last()).toContainText('Dîner passé n° 20')
  const more = record.getByRole('button', { name: 'Afficher plus' })
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(dinners).toHaveCount(40)
  await expect(record.getByRole('status')).toHaveText('20 dîners plus anciens affichés.')
  await expect(more).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dinners).toHaveCount(45)
  await expect(dinners.last()).toContainText('Dîner passé n° 45')
  await expect(record.getByRole('status')).toHaveText('5 dîners plus anciens affichés.')
  // The first dinner reached: the button goes, and the focus is on the first of the dinners it brought.
  await expect(more).toHaveCount(0)
  await expect(dinners.nth(40)).toBeFocused()
  await expect(dinners.nth(40)).toContainText('Dîner passé n° 41')
  await expectNoAxeViolations(page)
})
