import { expect, type Page, test } from '@playwright/test'

import { MAIN_PAGES } from './mainPages'
import { layoutShifts, totalShift } from './support'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../support/chromium'

/**
 * The club's faces never hold the first paint back, and the page barely moves when they
 * arrive. Measured in the full browser, the one Lighthouse drives: the headless shell the other
 * tests run sets letters at other widths. Set on one
 * line there, the cookies page's introduction measured 2,093 px in the fallback and 2,181 px in
 * Instrument Sans (2,151 and 2,119 in the full browser), and took one more line when the face came.
 */
/** The custom properties set on <html> itself: the faces' script's, until it gives them back. */
const variablesOnRoot = (page: Page) => page.locator('html').evaluate((root) => [...root.style].filter((name) => name.startsWith('--')))

test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } })

test.describe('no font holds the first paint back: the text paints in a resized system font, and barely moves when the faces arrive', () => {
  // Lighthouse's phone: a title a few pixels from its box's edge changes lines there when its face arrives.
  test.use({ viewport: { width: 412, height: 823 } })
  for (const path of MAIN_PAGES) {
    test(`${path} at 412 px`, async ({ page }) => {
      // The two faces are held back, as on a slow link, until the page has painted without them.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/media/*.woff2', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Debian has neither Arial nor Times New Roman: their metric twins stand in, resized to the faces.
      const fallbacks = () =>
        page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))
      await expect
        .poll(fallbacks)
        .toEqual(expect.arrayContaining(['Fraunces Fallback Liberation Serif', 'Instrument Sans Fallback Liberation Sans']))
      // The first layout names no face that is still loading (a pending face makes it several times dearer).
      const titleFamilies = () =>
        page.getByRole('heading', { level: 1 }).evaluate((title) => getComputedStyle(title).fontFamily.replaceAll('"', ''))
      const atFirstPaint = await titleFamilies()
      expect(atFirstPaint).toMatch(/^Fraunces Fallback Times New Roman, Fraunces Fallback Liberation Serif/)
      expect(await page.locator('main').evaluate((main) => getComputedStyle(main).fontFamily.replaceAll('"', ''))).toMatch(
        /^Instrument Sans Fallback Arial, Instrument Sans Fallback Liberation Sans/,
      )
      release()
      await page.evaluate(() => document.fonts.ready)
      const shift = totalShift(await layoutShifts(page))
      // Both faces arrived and took over (next/font names them itself), moving the page by less than bench:lighthouse's layout-shift bound.
      expect((await fallbacks()).filter((family) => !family.includes('Fallback')).length).toBeGreaterThanOrEqual(2)
      expect(shift).toBeLessThan(0.02)
      // The faces were asked for once the page was parsed and laid out, and the title now names its face first.
      const [parsed, faceRequest] = await page.evaluate(() => [
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime),
        ),
      ])
      expect(faceRequest).toBeGreaterThan(parsed)
      await expect.poll(titleFamilies).not.toBe(atFirstPaint)
      expect(await titleFamilies()).toMatch(new RegExp(`, ${atFirstPaint}$`))
      expect(await variablesOnRoot(page)).toEqual([])
    })
  }
})

test('without JavaScript, the page still asks for its faces and sets them as they arrive', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const faces: string[] = []
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) faces.push(request.url())
  })
  await page.goto('/comment-ca-marche', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => faces.length).toBeGreaterThanOrEqual(2)
  // The title names its face first, as the stylesheet alone says.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((title) => getComputedStyle(title).fontFamily)).not.toMatch(
    /^"?Fraunces Fallback/,
  )
  expect(await variablesOnRoot(page)).toEqual([])
  await context.close()
})
