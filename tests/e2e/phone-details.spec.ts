import { expect, test } from '@playwright/test'

import { SCREEN_WIDTHS } from './layout'
import { toasts, withStoredConsent } from './support'
import { expectToastInViewportOnTop } from './toastPlacement'
import { VALIDATION } from '../../src/domain/messages/validation'

/** The phone layout's particular points (the per-screen checks are in phone-layout.spec.ts). */

test.beforeEach(async ({ page }) => withStoredConsent(page))

for (const width of SCREEN_WIDTHS) {
  test(`${width} px: the contact dialog's error toast is inside the viewport, above the dialog's overlay, and can be closed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 })
    await page.goto('/thematiques')
    await page.getByRole('button', { name: 'Nous contacter' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contacter Le Cercle' })
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await expect(toasts(page).getByText(VALIDATION.contactFieldsRequired)).toBeVisible()
    // What is drawn at the toast's centre is the toast, not the overlay dimming the page.
    await expectToastInViewportOnTop(page)
    // Hidden from the accessibility tree while the modal is open: found by its class.
    await toasts(page).locator('.kit-toast__close').click()
    await expect(toasts(page).locator('.kit-toast')).toHaveCount(0)
    // The dialog stays open, with what was typed.
    await expect(dialog).toBeVisible()
  })
}

test('320 px: the contact dialog and its subject list fit the screen, the long subjects wrapping', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Nous contacter' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contacter Le Cercle' })
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(320)
  await dialog.getByRole('combobox', { name: 'Sujet de votre demande' }).click()
  const list = (await page.getByRole('listbox').boundingBox())!
  expect(list.x).toBeGreaterThanOrEqual(0)
  expect(list.x + list.width).toBeLessThanOrEqual(320)
  const option = page.getByRole('option', { name: /Un problème pour s’enregistrer/ })
  expect((await option.boundingBox())!.height).toBeGreaterThan(30)
  await option.click()
  await expect(dialog.getByRole('combobox', { name: 'Sujet de votre demande' })).toContainText('Un problème')
})

for (const width of SCREEN_WIDTHS) {
  test(`${width} px: the themes carousel's heading does not wrap beside its arrows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const heading = page.getByRole('heading', { name: 'Huit thématiques pour débattre' })
    const arrows = page.locator('.carousel__controls')
    const [title, controls] = [(await heading.boundingBox())!, (await arrows.boundingBox())!]
    const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
    const beside = title.y < controls.y + controls.height && controls.y < title.y + title.height
    // Beside the arrows the heading holds on one line; otherwise the arrows sit under it.
    if (beside) expect(title.height).toBeLessThan(lineHeight * 1.5)
    else expect(controls.y).toBeGreaterThanOrEqual(title.y + title.height)
    if (width < 768) expect(beside).toBe(false)
  })
}

test('390 px: the drawer shows the current page, visibly and as aria-current', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/comment-ca-marche')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const current = drawer.getByRole('link', { name: 'Comment ça marche' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1)
  const look = (name: string) =>
    drawer.getByRole('link', { name, exact: true }).evaluate((element) => {
      const style = getComputedStyle(element)
      return { weight: style.fontWeight, background: style.backgroundColor, border: style.borderLeftColor, colour: style.color }
    })
  const [marked, other] = [await look('Comment ça marche'), await look('Manifeste')]
  expect(Number(marked.weight)).toBeGreaterThanOrEqual(600)
  expect(marked.background).not.toBe(other.background)
  expect(marked.border).not.toBe(other.border)
})
