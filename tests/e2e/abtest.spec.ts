import { expect, test } from '@playwright/test'

import { expectNoAxeViolations, toasts, uniqueEmail, withStoredConsent } from './support'
import {
  checkThemes,
  expectStep,
  expectValidation,
  fillStep2,
  fillStep3,
  fillStep4,
  fillStep5,
  fillStep6,
  ownRecord,
  PASSWORD,
  submit,
} from './wizardSteps'
import { withBrand } from '../../src/domain/brand'
import { AB_REDIRECT_DELAY_MS } from '../../src/domain/limits'
import { TOASTS } from '../../src/domain/messages/toasts'
import { VALIDATION } from '../../src/domain/messages/validation'
import { WIZARD_TEXTS } from '../../src/domain/messages/wizardTexts'

// SPEC's 'Sélectionnés: n/8 (minimum 3 requis)' in French typography (a no-break space before the colon).
const counter = (n: number) => `Sélectionnés\u00a0: ${n}/8 (minimum 3 requis)`

test('the simplified variant, then the full form from step 2, with the password chosen at step 7', async ({ page }) => {
  await withStoredConsent(page)
  const email = uniqueEmail('simplifie')
  await page.goto('/inscription?variant=test')
  // While the simplified form's code arrives, React keeps the full form it replaces in the page,
  // hidden: the counter shown is the one visible.
  await expect(page.getByText(counter(0)).filter({ visible: true })).toBeVisible()
  await expect(page.getByLabel(/^Mot de passe/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  const signUp = /S’inscrire/
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.simplifiedRequired)
  await expect(page.getByLabel(/^Prénom/)).toBeFocused()
  await page.getByLabel(/^Prénom/).fill('Ada')
  await page.getByLabel(/^Nom/).fill('Morel')
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.simplifiedRequired)
  await expect(page.getByLabel(/^E-mail/)).toBeFocused()
  await page.getByLabel(/^E-mail/).fill(email)
  await checkThemes(page, ['Culture & Créativité', 'Sport & Société'])
  await expect(page.getByText(counter(2))).toBeVisible()
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.simplifiedThemesMin)
  await checkThemes(page, ['Monde & Géopolitique'])
  await expect(page.getByText(counter(3))).toBeVisible()

  const created = page.waitForResponse((r) => r.url().endsWith('/api/register') && r.status() === 201)
  const handedOver = page.waitForRequest(/\/adhesion\?userId=\d+&fromAB=true/)
  await submit(page, signUp)
  const createdAt = Date.now()
  await created
  await expect(toasts(page).getByText(TOASTS.simplifiedSuccessTitle)).toBeVisible()
  await expect(toasts(page).getByText(withBrand(TOASTS.simplifiedSuccess))).toBeVisible()
  await expect(page.getByRole('button', { name: /Inscription\.\.\./ })).toBeDisabled()
  await handedOver
  expect(Date.now() - createdAt).toBeGreaterThanOrEqual(AB_REDIRECT_DELAY_MS - 100)

  // The full form goes on at step 2; a variant chosen in the URL puts no one in the experiment.
  await expectStep(page, 1, /\/adhesion\?userId=\d+/)
  await expect(page.getByText('Bonjour Ada')).toBeVisible()
  expect((await ownRecord(page)).user).toMatchObject({ abTestGroup: null, hasPassword: false, source: 'simplified' })
  await fillStep2(page)
  await expectStep(page, 2, /step=1/)
  await fillStep3(page)
  await expectStep(page, 3, /step=2/)
  await fillStep4(page)
  await expectStep(page, 4, /step=3/)
  await fillStep5(page)
  await expectStep(page, 5, /step=4/)
  await fillStep6(page)
  await expectStep(page, 6, /step=5/)

  await expectNoAxeViolations(page)
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).click()
  await submit(page, 'Finaliser')
  await expectValidation(page, VALIDATION.passwordNeeded)
  await expect(page.getByLabel(/^Mot de passe/)).toBeFocused()
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD)
  await submit(page, 'Finaliser')
  await expect(toasts(page).getByText(TOASTS.registrationDoneTitle)).toBeVisible()
  await expect(page).toHaveURL(/\/confirmation$/)

  // The password chosen at step 7 is the account's: log out, log in, see the pending status.
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/status$/)
  await expect(page.getByText('En attente').first()).toBeVisible()
})

test('fromAB=true forces the full form over a variant parameter; email prefills it', async ({ page }) => {
  await withStoredConsent(page)
  await page.goto('/inscription?fromAB=true&variant=test')
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeVisible()
  await expect(page.getByText(counter(0))).toHaveCount(0)

  await page.goto('/inscription?variant=control&email=prefill%40exemple.fr')
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('prefill@exemple.fr')
})

test('with consent but no flag: a loading screen, then the full form outside the experiment', async ({ page }) => {
  await withStoredConsent(page, 'accepted')
  await page.goto('/inscription')
  await expect(page.getByRole('status').filter({ hasText: WIZARD_TEXTS.variantLoading })).toBeVisible()
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeVisible()
  await expect(page.getByText(WIZARD_TEXTS.variantLoading)).toHaveCount(0)
})

test('without consent the full form shows at once, and the account is in no group', async ({ page }) => {
  await withStoredConsent(page, 'rejected')
  await page.goto('/registration')
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeVisible()
  await page.getByLabel(/^Prénom/).fill('Jules')
  await page.getByLabel(/^Nom/).fill('Blanc')
  await page.getByLabel(/^E-mail/).fill(uniqueEmail('sans-groupe'))
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD)
  await checkThemes(page)
  await submit(page, /S’inscrire/)
  await expectStep(page, 1, /\/adhesion\?userId=\d+$/)
  expect((await ownRecord(page)).user).toMatchObject({ abTestGroup: null, hasPassword: true, source: 'wizard' })
})
