import { expect, type Page, test } from '@playwright/test'

import { banner, layoutShifts, totalShift } from './support'
import { nonceOf } from '../../src/server/serving/securityHeaders'

/**
 * A browser paints a page before it has read all of it when the rest comes late or the machine is
 * busy: on a loaded CI run Chromium painted /comment-ca-marche with its title band read only up to
 * the title, and the drawing that came next, which a phone shows above the title, pushed the text
 * down (a layout shift of 0.086). Here the page's own HTML is held right after its h1 until the
 * browser has painted, as a slow link would; what comes after must not move what was painted.
 */
const PAGES = ['/', '/manifeste', '/comment-ca-marche', '/thematiques', '/cookies', '/mentions-legales', '/confidentialite']
/**
 * Lighthouse's phone, where CI caught it; the narrowest two-column width; a laptop. The suite's
 * headless shell paints progressively as the full browser does (checked: the old order fails here
 * with the same shifts), at half the time per case.
 * On a phone nothing moves. On a wider screen the text is centred beside its drawing, so one of
 * them moves a little as the introduction arrives (0.006 to 0.009 at 1280 px): held to bench:lighthouse's layout-shift bound.
 */
const SCREENS = [
  { width: 412, height: 823, bound: 0.001 },
  { width: 768, height: 1024, bound: 0.02 },
  { width: 1280, height: 800, bound: 0.02 },
]
const CUT = '/__suite-de-la-page.js'

/**
 * Holds the document's parser right after `mark` (its first </h1> unless told) with a script of the
 * page's own nonce, answered once `release` is called; the script then takes itself out of the
 * page, which React hydrates as the server wrote it. Returns `release` and what it found in the
 * page, for the test to check.
 */
async function cutAfter(page: Page, path: string, mark = '</h1>') {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(CUT, async (route) => {
    await held
    await route.fulfill({ contentType: 'text/javascript', body: 'document.currentScript.remove()' })
  })
  const found = { nonce: undefined as string | undefined, cut: -1 }
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      // Only the page itself: the router's own requests for it (RSC, prefetch) pass untouched.
      if (!route.request().isNavigationRequest()) return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      found.nonce = nonceOf(response.headers()['content-security-policy'])
      found.cut = html.indexOf(mark) + mark.length
      await route.fulfill({
        response,
        body: `${html.slice(0, found.cut)}<script nonce="${found.nonce}" src="${CUT}"></script>${html.slice(found.cut)}`,
      })
    },
  )
  // The faces stay away: only what the HTML brings is measured.
  await page.route('**/_next/static/media/*.woff2', () => {})
  return { release, found }
}

for (const screen of SCREENS)
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } })
    for (const path of PAGES)
      test(`${path}: painted up to its title, the page does not move when the rest of its HTML arrives`, async ({ page }) => {
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        // A visitor's session check answers 401, which the browser logs: requests are not judged here.
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
        })
        const { release, found } = await cutAfter(page, path)
        await page.goto(path, { waitUntil: 'commit' })
        // The title is painted while the rest of the page is still to come.
        await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
        expect(found.nonce).toBeTruthy()
        expect(found.cut).toBeGreaterThan(0)
        expect(await page.evaluate(() => document.readyState)).toBe('loading')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        release()
        await page.waitForLoadState('domcontentloaded')
        const shifts = await layoutShifts(page)
        expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(screen.bound)
        // React hydrated the page as it came (no mismatch, nothing rebuilt), and nothing failed.
        await expect(page.locator(`script[src="${CUT}"]`)).toHaveCount(0)
        expect(errors).toEqual([])
        // The drawing, first in the page, still shows above the title on a phone and beside it on a wide screen.
        if (path === '/') return
        const drawing = (await page.locator('.page-hero .page-art').boundingBox())!
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        if (screen.width < 768) expect(drawing.y + drawing.height).toBeLessThanOrEqual(title.y)
        else expect(drawing.x).toBeGreaterThanOrEqual(title.x + title.width)
      })
  })

test.describe('the cookie banner', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  test('read in part, it is not shown: it appears whole, without growing up the screen', async ({ page }) => {
    const { release, found } = await cutAfter(page, '/mentions-legales', 'cookie-banner__inner">')
    await page.goto('/mentions-legales', { waitUntil: 'commit' })
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
    expect(found.cut).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.readyState)).toBe('loading')
    // Its text is still to come, and what was read of it is not painted.
    await expect(page.locator('.cookie-banner')).toHaveCount(1)
    await expect(page.locator('.cookie-banner')).toBeHidden()
    release()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accepter' })).toBeVisible()
    const shifts = await layoutShifts(page)
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.001)
  })
})
