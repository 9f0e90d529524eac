import { expect, type Page, test } from '@playwright/test'

import { CONTENT_PAGES } from '@/domain/contentTexts'

import { loginToAdmin } from './admin'
import { E2E_EDITOR } from './fixtures'

const EDIT_VIEW = `/admin/globals/${CONTENT_PAGES.manifesto.slug}`

async function expectViewPageLink(page: Page) {
  const link = page.getByRole('link', { name: /^Voir la page/ })
  await expect(link).toHaveAttribute('href', CONTENT_PAGES.manifesto.path)
  await expect(link).toHaveAttribute('target', '_blank')
}

test('an editable page’s edit view links to the page, and its live preview frames the page', async ({ page }) => {
  await loginToAdmin(page, E2E_EDITOR, EDIT_VIEW)
  await expectViewPageLink(page)
  await page.locator('#live-preview-toggler').click()
  // Payload puts its live-preview-iframe class on the loader's wrapper: the frame is the view's one iframe.
  const framed = page.locator('main iframe').contentFrame()
  await expect(framed.getByRole('heading', { level: 1, name: 'Penser ensemble, autour d’une table' })).toBeVisible()
})

test.describe('in dark mode, at 390 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } })

  // Not axe on the whole view: Payload's own edit view (its rich-text toolbar, upload zone and tabs) has findings of its own.
  test('the edit view shows « Voir la page »', async ({ page }) => {
    await loginToAdmin(page, E2E_EDITOR, EDIT_VIEW)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectViewPageLink(page)
    await expect(page.getByRole('link', { name: /^Voir la page/ })).toBeInViewport()
  })
})
