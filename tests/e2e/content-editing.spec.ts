import { expect, test } from '@playwright/test'

import { CONTENT_PAGES } from '@/domain/contentTexts'
import { PRICING_STORY } from '@/domain/pricing'

import { loginToAdmin } from './admin'
import { E2E_EDITOR } from './fixtures'
import { adminRequest } from './support'

/**
 * An editor changes a sentence of the manifesto in /admin and sees it on the site
 * within seconds, with no deployment. The page's content is cached; saving expires its cache tag.
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

/**
 * A privacy page an editor saved before the club said what an erasure keeps still says it: the
 * section is the site's, below the editors' text (which keeps its own words).
 */
test('the privacy page says what an erasure keeps, below the text an editor saved earlier', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright.request)
  const path = `/cms-api/globals/${CONTENT_PAGES.privacy.slug}`
  const original = (await (await admin.get(path)).json()) as { body: { root: { children: unknown[] } } }
  // As saved long ago: the first section only.
  const older = { ...original.body, root: { ...original.body.root, children: original.body.root.children.slice(0, 2) } }
  expect((await admin.post(path, { data: { body: older } })).status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/confidentialite')
      await expect(page.getByRole('heading', { level: 2, name: 'Combien de temps' })).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 2, name: 'Les données que nous collectons, et pourquoi' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Ce que nous gardons après la suppression d’un compte' })).toBeVisible()
    for (const text of [
      /une empreinte de son adresse e-mail et, s’il l’avait donné, de son numéro de téléphone/,
      /Base légale\u00a0: notre intérêt légitime à assurer la sécurité des autres membres/,
      /aussi longtemps que le signalement lui-même/,
      /12\u00a0mois après le dîner/,
      // Only a confirmed address carries anything over; the site's secret keys the prints.
      /Seule l’adresse e-mail fait suivre ce qui était gardé au nouveau compte/,
      /rien n’est repris sur ce seul numéro/,
      /Cette clé secrète est celle du site/,
    ]) {
      await expect(page.getByText(text)).toBeVisible()
    }
  } finally {
    expect((await admin.post(path, { data: { body: original.body } })).status()).toBe(200)
    await admin.dispose()
  }
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
  const answer = faq.getByText(PRICING_STORY.meal.text)
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
