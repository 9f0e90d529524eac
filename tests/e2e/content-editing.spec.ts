import { expect, test } from '@playwright/test'

import { CONTENT_PAGES } from '@/domain/contentTexts'

import { loginToAdmin } from './admin'
import { E2E_EDITOR } from './fixtures'

/**
 * Issue 12: « an editor changes a sentence of the manifesto in /admin and sees it on the site
 * within seconds, with no deployment ». The page is prerendered; saving expires its cache tag.
 */
test('an editor changes a sentence of the manifesto in /admin and the site shows it at once', async ({ page, context }) => {
  const original = 'on y rit aussi.'
  const visitor = await context.newPage()
  await visitor.goto('/manifeste')
  await expect(visitor.getByText(original)).toBeVisible()

  await loginToAdmin(page, E2E_EDITOR, `/admin/globals/${CONTENT_PAGES.manifesto.slug}`)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toContainText('Le goût de la conversation')
  // The caret at the end of the first paragraph, as a click after its last word puts it.
  await editor.click()
  await editor.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element.querySelector('p') as HTMLElement)
    range.collapse(false)
    getSelection()?.removeAllRanges()
    getSelection()?.addRange(range)
  })
  await page.keyboard.type(' Et l’on y refait le monde.')
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText('Mis à jour avec succès.').first()).toBeVisible()

  const started = Date.now()
  await expect(async () => {
    await visitor.reload()
    await expect(visitor.getByText('on y rit aussi. Et l’on y refait le monde.')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  test.info().annotations.push({ type: 'visible after', description: `${Date.now() - started} ms` })
  // The rest of the page is as it was: the heading, the other sections, the join button.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Penser ensemble, autour d’une table' })).toBeVisible()
  await expect(visitor.getByRole('heading', { level: 2, name: 'Un cadre de confiance' })).toBeVisible()
})

test('the legal notice shows the publisher’s facts from the site settings', async ({ page }) => {
  await page.goto('/mentions-legales')
  for (const text of [
    'Association Le Cercle, association loi 1901',
    '12 rue de la Conversation, 75011 Paris',
    'RNA W751234567',
    'Scaleway SAS',
  ]) {
    await expect(page.getByText(text)).toBeVisible()
  }
  await expect(page.locator('main').getByRole('link', { name: 'politique de confidentialité', exact: true })).toHaveAttribute(
    'href',
    '/confidentialite',
  )
})

test('the how-it-works steps and FAQ come from the content, in order', async ({ page }) => {
  await page.goto('/comment-ca-marche')
  await expect(page.getByRole('heading', { level: 2, name: 'Six étapes' })).toBeVisible()
  await expect(page.locator('.steps h3')).toHaveText([
    'Rejoignez la communauté',
    'Réservez votre table',
    'Avant le dîner',
    'Le dîner',
    'Une soirée unique',
    'Après le dîner',
  ])
  // The questions are headings, each inside the summary that opens its answer, one at a time.
  const faq = page.getByRole('region', { name: 'Questions fréquentes' })
  const questions = faq.locator('summary')
  await expect(questions.getByRole('heading', { level: 3 })).toHaveText(await questions.allTextContents())
  const answer = page.getByText('Chacun règle sa part à la fin du repas, directement au restaurant.')
  await expect(answer).toBeHidden()
  await questions.filter({ hasText: 'Qui paie le repas ?' }).click()
  await expect(answer).toBeVisible()
  const other = questions.filter({ hasNotText: 'Qui paie le repas ?' }).first()
  await other.focus()
  await page.keyboard.press('Enter')
  await expect(faq.locator('details[open]')).toHaveCount(1)
  await expect(faq.locator('details[open] summary')).toHaveText((await other.textContent())!)
  await expect(answer).toBeHidden()
})
