import { expect, test } from '@playwright/test'

import { banner } from './support'

/**
 * SPEC §2: the page scrolls to the top whenever the location changes — also on a first visit,
 * while the cookie banner (which keeps focused elements clear of itself) is showing.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a footer link followed while the cookie banner shows opens the new page at its top (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const link = page.locator('footer').getByRole('link', { name: 'Mentions légales' })
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page).toHaveURL(/\/mentions-legales$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Stays at the top once every scroll has settled.
    await page.waitForTimeout(800)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(banner(page)).toBeVisible()
  })
}
