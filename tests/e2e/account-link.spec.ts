import { expect, test, type Page } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

const header = (page: Page) => page.getByRole('banner')

test('a visitor finds “Se connecter” in the header, the mobile menu and the footer', async ({ page }) => {
  await withStoredConsent(page)
  await page.goto('/manifeste')
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  await page.setViewportSize({ width: 390, height: 844 })
  await header(page).getByRole('button', { name: /menu/i }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('link', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('once logged in, it reads “Mon espace” and leads to /status, the pages staying the same for everyone', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  await applicantByApi(api)
  await page.context().addCookies((await api.storageState()).cookies)
  await api.dispose()
  await withStoredConsent(page)
  await page.goto('/')
  const mySpace = header(page).getByRole('link', { name: 'Mon espace' })
  await expect(mySpace).toHaveAttribute('href', '/status')
  await mySpace.click()
  await expect(page).toHaveURL(/\/status$/)
  await expect(page.getByText('En attente').first()).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Mon espace' })).toHaveAttribute('aria-current', 'page')
})
