import { expect, type Page, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { attachScreenshot } from './layout'
import { toasts, uniqueEmail, withStoredConsent } from './support'
import { expectToastInViewportOnTop, focusedFieldError, toastPlacement } from './toastPlacement'
import { applicantByApi, checkThemes, PASSWORD } from './wizardSteps'
import { VALIDATION } from '../../src/domain/messages/validation'
import { WIZARD_TEXTS } from '../../src/domain/messages/wizardTexts'

/** The wizard on a phone, within SPEC (its toasts stay). */

test.beforeEach(async ({ page }) => withStoredConsent(page))

/** Opens the wizard for an account stopped before `step` (a visitor's step 1 when 1). */
async function openStep(page: Page, step: number) {
  if (step > 1) {
    await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
    await applicantByApi(page.request, step)
  }
  await page.goto('/inscription')
  if (step > 1) await expect(page.getByText(`Étape ${step - 1} sur 6`, { exact: true })).toBeVisible()
}

/**
 * After a refused submit: the toast names the focused field's own problem, sits inside the
 * viewport, and covers no field, no button and no link of the form; the focused field is in view.
 */
async function expectCalmRefusal(page: Page, message: string) {
  await expect(toasts(page).getByText(VALIDATION.title)).toBeVisible()
  await expect(toasts(page).locator('.kit-toast__description')).toHaveText(message)
  await expect.poll(() => focusedFieldError(page)).toBe(message)
  await expectToastInViewportOnTop(page)
  // The field is scrolled clear of the toast once the toast is laid out.
  await expect.poll(async () => (await toastPlacement(page))?.covered).toEqual([])
  await expect(page.locator(':focus')).toBeInViewport()
}

const REFUSALS: Array<{ step: number; button: RegExp; message: string }> = [
  { step: 1, button: /S’inscrire/, message: VALIDATION.firstNameRequired },
  { step: 2, button: /^Continuer$/, message: VALIDATION.birthDateRequired },
  { step: 3, button: /^Continuer$/, message: VALIDATION.addressRequired },
  { step: 4, button: /^Continuer$/, message: VALIDATION.companyRequired },
  { step: 5, button: /^Continuer$/, message: VALIDATION.presentationRequired },
  { step: 7, button: /^Finaliser$/, message: VALIDATION.rulesRequired },
]

for (const width of [320, 390]) {
  test(`${width} px: each step's refusal names the focused field's problem, and its toast covers no field or button`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 700 })
    for (const { step, button, message } of REFUSALS) {
      await page.context().clearCookies()
      await openStep(page, step)
      await page.getByRole('button', { name: button }).click()
      await expectCalmRefusal(page, message)
      await attachScreenshot(page, testInfo, `step-${step}-refused-${width}`)
    }
  })
}

test('the toast follows the page’s order, not the schema’s: a wrong confirmation is named before missing themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/inscription')
  await page.getByLabel(/^Prénom/).fill('Léa')
  await page.getByLabel(/^Nom/).fill('Roux')
  await page.getByLabel(/^E-mail/).fill(uniqueEmail('ordre'))
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await page.getByLabel(/^Confirmez le mot de passe/).fill('un-autre-mot-de-passe')
  await page.getByRole('button', { name: /S’inscrire/ }).click()
  await expectCalmRefusal(page, VALIDATION.passwordsDiffer)
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeFocused()
  await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD)
  await page.getByRole('button', { name: /S’inscrire/ }).click()
  await expectCalmRefusal(page, VALIDATION.themesMin)
  await checkThemes(page)
})

test('step 2: the chosen plan shows a check and says it is chosen, and is announced as checked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openStep(page, 2)
  const premium = page.getByRole('radio', { name: /Premium/ })
  const essential = page.getByRole('radio', { name: /Essentiel/ })
  await expect(page.getByText(WIZARD_TEXTS.planSelected)).toHaveCount(0)
  await premium.click()
  await expect(premium).toBeChecked()
  await expect(premium).toHaveAttribute('aria-checked', 'true')
  await expect(premium.getByText(WIZARD_TEXTS.planSelected)).toBeVisible()
  await expect(premium.locator('svg')).toBeVisible()
  await expect(essential).not.toBeChecked()
  await essential.click()
  await expect(essential.getByText(WIZARD_TEXTS.planSelected)).toBeVisible()
  await expect(premium.getByText(WIZARD_TEXTS.planSelected)).toHaveCount(0)
})

test('step 6: each slider shows its value and both poles, and the value follows the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await openStep(page, 6)
  const sliders = page.locator('.kit-slider')
  await expect(sliders).toHaveCount(8)
  for (const slider of await sliders.all()) {
    await expect(slider.locator('.kit-slider__value')).toHaveText('5/10')
    await expect(slider.locator('.kit-slider__poles > *')).toHaveCount(2)
    for (const pole of await slider.locator('.kit-slider__poles > *').all()) await expect(pole).toBeVisible()
  }
  const first = page.getByRole('slider').first()
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await expect(first).toHaveAttribute('aria-valuenow', '6')
  await expect(sliders.first().locator('.kit-slider__value')).toHaveText('6/10')
  await page.keyboard.press('Home')
  await expect(sliders.first().locator('.kit-slider__value')).toHaveText('1/10')
})

test('step 4: the languages sit in two columns at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openStep(page, 4)
  const boxes = await Promise.all(['Français', 'Anglais', 'Espagnol'].map((name) => page.getByRole('checkbox', { name }).boundingBox()))
  const [french, english, spanish] = boxes.map((box) => box!)
  expect(Math.abs(french.y - english.y)).toBeLessThan(2)
  expect(english.x).toBeGreaterThan(french.x + 100)
  expect(spanish.y).toBeGreaterThan(french.y + 10)
  expect(Math.abs(spanish.x - french.x)).toBeLessThan(2)
})
