import { expect, type Page, type TestInfo } from '@playwright/test'

/** The widths every screen is checked at: a small phone, a common phone, a tablet. */
export const SCREEN_WIDTHS = [320, 390, 768] as const
/** Below this width Payload's navigation is a drawer over the page (its `s` breakpoint). */
const PAYLOAD_MOBILE_WIDTH = 769

/**
 * What sticks out of the viewport on the right: the page's horizontal scroll, and every visible
 * element whose box, once cut by its scrolling or clipping ancestors (a carousel's track, a
 * table's scroller), still goes past the viewport's right edge. Empty when the screen fits.
 */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px for ${width} px`)
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
      return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> “${name}”`
    }
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.height < 2) continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible' || style.display === 'contents') continue
      let right = box.right
      let left = box.left
      // Ancestors that clip (overflow other than visible) cut the box; a fixed box escapes them.
      for (let parent = el.parentElement; parent && parent !== document.body && style.position !== 'fixed'; parent = parent.parentElement) {
        const clip = getComputedStyle(parent)
        if (clip.overflowX !== 'visible') {
          const edge = parent.getBoundingClientRect()
          right = Math.min(right, edge.right)
          left = Math.max(left, edge.left)
        }
        if (clip.position === 'fixed') break
      }
      if (right > left && right > width + 0.5) found.push(`${describe(el)} ends at ${Math.round(right)} px (viewport ${width} px)`)
    }
    return found
  })
}

/**
 * Buttons side by side (their boxes on one line, at most 48 px apart) whose heights differ:
 * text buttons of the kit, and links drawn as buttons.
 */
async function unevenButtonPairs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('.rt-Button')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible')
    const found: string[] = []
    for (const [i, a] of buttons.entries()) {
      for (const b of buttons.slice(i + 1)) {
        const sameLine = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 0
        const gap = Math.max(a.box.left, b.box.left) - Math.min(a.box.right, b.box.right)
        if (sameLine && gap <= 48 && Math.abs(a.box.height - b.box.height) > 1) {
          found.push(`“${a.el.textContent?.trim()}” is ${a.box.height} px high, “${b.el.textContent?.trim()}” beside it ${b.box.height} px`)
        }
      }
    }
    return found
  })
}

/**
 * With E2E_SCREENSHOTS=1 (a person reviewing the screens), a screenshot in the test's report (and
 * its output folder, test-results/); JPEG, quicker to encode than PNG. No assertion reads them, so
 * the CI run does not take them.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return
  const file = testInfo.outputPath(`${name}.jpeg`)
  await page.screenshot({ path: file, fullPage, animations: 'disabled', type: 'jpeg', quality: 70 })
  await testInfo.attach(name, { path: file, contentType: 'image/jpeg' })
}

/**
 * Payload's navigation on a phone: right after a navigation it can be open over our view until the
 * answer of the saved preference arrives (Payload's own race, frequent under load), and take the
 * touches meant for the view. Closed once that settles.
 */
export async function closePayloadNavigationOnPhone(page: Page) {
  const openNavigation = page.locator('.nav-toggler--is-open')
  if ((page.viewportSize()?.width ?? Infinity) < PAYLOAD_MOBILE_WIDTH && (await openNavigation.count()) > 0) {
    await page.waitForLoadState('networkidle')
    // Two togglers (the header's and the drawer's) share one state; at this width closing saves no preference.
    // Found and clicked in one step: it may have closed by itself meanwhile (no locator waits for it).
    // Under load the saved preference can arrive after the click and open it again: clicked until it stays closed.
    await expect(async () => {
      await page.evaluate(() => document.querySelector<HTMLElement>('.nav-toggler--is-open')?.click())
      await expect(openNavigation).toHaveCount(0, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
  }
}

/**
 * The club's faces are in: the site's head script has given their CSS variables back to the
 * stylesheet (components/ui/facesAfterFirstPaint.ts), and every face it then asked for has loaded.
 * Before that, `document.fonts.ready` can resolve while the page is still set in the fallbacks.
 */
export async function facesIn(page: Page) {
  // Once the head is parsed the script has run, so an empty style means the variables were given back.
  await page.waitForLoadState('domcontentloaded')
  await page.waitForFunction(() => ![...document.documentElement.style].some((name) => name.startsWith('--font-')))
  await page.evaluate(() => document.fonts.ready)
}

/**
 * The screen as it is at this width: nothing wider than the viewport and no uneven buttons side by
 * side (and on demand a screenshot: the whole page, or what the viewport shows under a dialog).
 */
export async function expectScreenFits(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  // Fonts, running animations (a drawer sliding in) and late layout (the session's account link,
  // lazily fetched islands) first.
  await facesIn(page)
  // Only those running toward an end, and 5 s at most: a paused one never finishes, and waiting
  // for it once held a CI run until the test's time was up.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
  // Measured with the navigation closed, as a phone user sees the view.
  await closePayloadNavigationOnPhone(page)
  await attachScreenshot(page, testInfo, name, { fullPage })
  expect(await overflowingElements(page), `${name}: nothing past the right edge`).toEqual([])
  expect(await unevenButtonPairs(page), `${name}: buttons side by side have one height`).toEqual([])
}
