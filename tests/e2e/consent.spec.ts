import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { banner } from './support'

test.describe('cookie banner', () => {
  test('Accepter is stored with its date and the banner stays hidden after a reload', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toContainText('cookies essentiels')
    await expect(banner(page).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/cookies')
    await banner(page).getByRole('button', { name: 'Accepter' }).click()
    await expect(banner(page)).toHaveCount(0)
    const stored = await page.evaluate(() => [localStorage.getItem('cookie-consent'), localStorage.getItem('cookie-consent-date')])
    expect(stored[0]).toBe('accepted')
    expect(Date.now() - Date.parse(stored[1] ?? '')).toBeLessThan(60_000)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('Refuser is stored and persists', async ({ page }) => {
    await page.goto('/manifeste')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected')
  })

  test('the close icon refuses', async ({ page }) => {
    await page.goto('/')
    await banner(page)
      .getByRole('button', { name: /Fermer/ })
      .click()
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected')
  })

  test('a choice older than 13 months is asked again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'accepted')
      localStorage.setItem('cookie-consent-date', new Date(Date.now() - 400 * 24 * 3600 * 1000).toISOString())
    })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
  })

  test('keyboard alone: the banner never hides the focused element', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const bannerTop = async () => (await banner(page).boundingBox())?.y ?? 0
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const box = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body || el.closest('.cookie-banner')) return null
        const r = el.getBoundingClientRect()
        return { bottom: r.bottom, height: r.height }
      })
      if (box && box.height > 0) {
        // The browser may scroll smoothly to the focused element: what counts is where it settles.
        await expect
          .poll(async () => {
            const bottom = await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 0)
            return bottom - (await bannerTop())
          })
          .toBeLessThanOrEqual(1)
      }
    }
  })

  test('keyboard alone, tabbing fast around the whole page: once the visitor stops, the banner hides nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    // Forty quick presses go once around the page and back up from the end: every focus starts a
    // smooth scroll that the next one interrupts. After each press the test reads where things are,
    // as a visitor's eyes would; once they stop, the scrolling settles within a moment.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      await page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect()
        return [r?.bottom, window.scrollY, document.documentElement.scrollHeight - innerHeight, getComputedStyle(document.body).overflow]
      })
    }
    await page.waitForTimeout(1500)
    const bottom = await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 0)
    expect(bottom - ((await banner(page).boundingBox())?.y ?? 0)).toBeLessThanOrEqual(1)
  })

  test('nothing is sent to an analytics host before consent', async ({ page }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_BASE_URL) && !request.url().startsWith('data:')) foreign.push(request.url())
    })
    for (const path of ['/', '/manifeste', '/comment-ca-marche', '/thematiques', '/cookies']) {
      await page.goto(path, { waitUntil: 'load' })
      await page.waitForTimeout(1000)
    }
    expect(foreign).toEqual([])
  })
})

test.describe('cookies page', () => {
  test('switches store partial or accepted; accept all and refuse all; necessary is locked', async ({ page }) => {
    await page.goto('/cookies')
    const necessary = page.getByRole('switch', { name: 'Cookies nécessaires' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await expect(page.getByRole('cell', { name: 'payload-token' }).or(page.getByRole('rowheader', { name: 'payload-token' }))).toBeVisible()

    const read = () =>
      page.evaluate(() => ({
        prefs: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
        consent: localStorage.getItem('cookie-preferences-consent'),
      }))

    await page.getByRole('switch', { name: 'Cookies de performance' }).click()
    expect(await read()).toEqual({
      prefs: { necessary: true, functionality: false, performance: true, advertising: false },
      consent: 'accepted',
    })
    await page.getByRole('switch', { name: 'Cookies de performance' }).click()
    expect((await read()).consent).toBe('partial')

    await page.getByRole('button', { name: 'Tout accepter' }).click()
    expect(await read()).toEqual({
      prefs: { necessary: true, functionality: true, performance: true, advertising: true },
      consent: 'accepted',
    })
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Cookies publicitaires' })).toBeChecked()
    await page.getByRole('button', { name: 'Tout refuser' }).click()
    expect(await read()).toEqual({
      prefs: { necessary: true, functionality: false, performance: false, advertising: false },
      consent: 'rejected',
    })
    await expect(page.getByRole('status')).toContainText('refusé')
  })

  test('a choice made since in another tab shows on the switches, and the next switch keeps the rest of it', async ({ page, context }) => {
    await page.goto('/cookies')
    const other = await context.newPage()
    await other.goto('/cookies')
    await page.getByRole('switch', { name: 'Cookies de fonctionnalité' }).click()
    await expect(other.getByRole('switch', { name: 'Cookies de fonctionnalité' })).toBeChecked()

    await other.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(page.getByRole('switch', { name: 'Cookies publicitaires' })).toBeChecked()
    await page.getByRole('switch', { name: 'Cookies de performance' }).click()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'))).toEqual({
      necessary: true,
      functionality: true,
      performance: false,
      advertising: true,
    })
  })

  test('when the browser refuses storage, the switches still answer', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Stockage refusé', 'SecurityError')
        },
      }),
    )
    await page.goto('/cookies')
    const performance = page.getByRole('switch', { name: 'Cookies de performance' })
    await expect(performance).not.toBeChecked()
    await performance.click()
    await expect(performance).toBeChecked()
    await page.getByRole('button', { name: 'Tout accepter' }).click()
    await expect(page.getByRole('switch', { name: 'Cookies publicitaires' })).toBeChecked()
  })

  test('a corrupt stored value is ignored and logged', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.addInitScript(() => localStorage.setItem('cookie-preferences', '{pas du json'))
    await page.goto('/cookies')
    await expect(page.getByRole('switch', { name: 'Cookies de performance' })).not.toBeChecked()
    await expect.poll(() => errors.some((e) => e.includes('Préférences de cookies illisibles'))).toBe(true)
  })
})
