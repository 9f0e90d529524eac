import { expect, test } from '@playwright/test'

import { PRICING_STORY } from '@/domain/pricing'

test.use({ javaScriptEnabled: false })

test('without JavaScript the weekly articles are in the page, not a loading message', async ({ page }) => {
  await page.goto('/')
  const weekly = page.getByRole('region', { name: 'La sélection de la semaine' })
  await expect(weekly.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByText('Chargement des articles...')).toHaveCount(0)
})

test('without JavaScript the mobile menu opens by itself and leads to every page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
  await page.getByText('Menu', { exact: true }).click()
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' })
  await expect(menu.getByRole('link', { name: 'Se connecter' })).toBeVisible()
  await menu.getByRole('link', { name: 'Manifeste' }).click()
  await expect(page).toHaveURL(/\/manifeste$/)
})

test('without JavaScript the questions of « Comment ça marche » still open', async ({ page }) => {
  await page.goto('/comment-ca-marche')
  const question = page.locator('details', { hasText: 'Qui paie le repas ?' })
  await question.locator('summary').click()
  await expect(question.getByText(PRICING_STORY.meal.text)).toBeVisible()
})

test('without JavaScript the wizard says it needs it and gives the contact address', async ({ page }) => {
  await page.goto('/inscription')
  const notice = page.getByRole('alert').filter({ hasText: 'Le formulaire d’adhésion a besoin de JavaScript' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/)
})
