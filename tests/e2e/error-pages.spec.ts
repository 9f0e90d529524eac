import { expect, test } from '@playwright/test'

import { withStoredConsent } from './support'

test('an unknown address shows the site’s own 404, in French and inside its layout, with ways on', async ({ page }) => {
  await withStoredConsent(page)
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const response = await page.goto('/une-page-qui-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page n’existe pas' })).toBeVisible()
    await expect(page.getByText('Erreur 404')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  await expect(page).toHaveTitle(/Cette page n’existe pas/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('navigation', { name: 'Pages du site' }).getByRole('link', { name: 'Manifeste' })).toHaveAttribute(
    'href',
    '/manifeste',
  )
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
})
