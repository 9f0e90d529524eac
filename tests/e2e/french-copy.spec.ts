import { expect, test } from '@playwright/test'

import { typographyProblems } from './frenchTypography'
import { withStoredConsent } from './support'
import { ALL_ACCEPTED, ALL_REFUSED } from '../../src/domain/consent'
import { describeCookieChoice, NO_CHOICE_YET } from '../../src/domain/cookieChoices'

/** The copy as a visitor reads it (every screen's typography: phone-layout.spec.ts). */

test('the contact subjects give the brand its « de » form: « l’équipe du Cercle »', async ({ page }) => {
  await withStoredConsent(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Nous contacter' }).click()
  await page.getByRole('dialog').getByRole('combobox', { name: 'Sujet de votre demande' }).click()
  await expect(page.getByRole('option', { name: 'Contacter l’équipe du Cercle' })).toBeVisible()
  await expect(page.getByRole('listbox')).not.toContainText('de Le Cercle')
  expect(await typographyProblems(page)).toEqual([])
})

test('/cookies says what was actually chosen, category by category', async ({ page }) => {
  await page.goto('/cookies')
  const status = page.getByRole('status').filter({ hasText: /choix|cookies/ })
  await expect(status).toHaveText(NO_CHOICE_YET)
  // One category on: SPEC stores « accepted », and the page no longer says every cookie was accepted.
  await page.getByRole('switch', { name: 'Cookies de performance' }).click()
  const onlyPerformance = describeCookieChoice({ ...ALL_REFUSED, performance: true })
  await expect(status).toHaveText(onlyPerformance)
  await expect(status).not.toHaveText('Vous avez accepté les cookies.')
  await page.reload()
  await expect(status).toHaveText(onlyPerformance)
  await page.getByRole('switch', { name: 'Cookies de fonctionnalité' }).click()
  await expect(status).toHaveText(describeCookieChoice({ ...ALL_REFUSED, performance: true, functionality: true }))
  await page.getByRole('button', { name: 'Tout accepter' }).click()
  await expect(status).toHaveText(describeCookieChoice(ALL_ACCEPTED))
  await page.getByRole('switch', { name: 'Cookies publicitaires' }).click()
  await expect(status).toHaveText(describeCookieChoice({ ...ALL_ACCEPTED, advertising: false }))
  await page.getByRole('button', { name: 'Tout refuser' }).click()
  await expect(status).toHaveText(describeCookieChoice(ALL_REFUSED))
})
