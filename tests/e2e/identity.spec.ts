import { expect, type Page, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { facesIn } from './layout'
import { MAIN_PAGES } from './mainPages'
import { adminRequest } from './support'
import { SITE_DEFAULTS } from '../../src/domain/brand'
import { CONTENT_PAGES } from '../../src/domain/contentTexts'
import { pngImage } from '../support/image'

/**
 * The club's identity: the mark in the header and the footer, the club's faces served by the
 * site itself, an Open Graph image for every main page, the drawings (or an editor's image in
 * their place), on a phone and on a desktop.
 */
const ILLUSTRATED_PAGES = ['/', '/manifeste', '/comment-ca-marche', '/thematiques', '/cookies', '/mentions-legales', '/confidentialite']
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** Every address the page asked for, from its first byte. */
function watchRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test('the header and the footer show the club’s mark beside its name; the header’s goes home', async ({ page }) => {
  await page.goto('/thematiques')
  const home = page.getByRole('banner').getByRole('link', { name: `${SITE_DEFAULTS.brandName} — accueil` })
  await expect(home).toHaveAttribute('href', '/')
  await expect(home.locator('svg.logo-mark')).toBeVisible()
  await expect(home).toContainText(SITE_DEFAULTS.brandName)
  const footer = page.getByRole('contentinfo')
  await expect(footer.locator('svg.logo-mark')).toBeVisible()
  await expect(footer.locator('.kit-lockup')).toContainText(SITE_DEFAULTS.brandName)
  await home.click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
})

test('the tab shows the club’s ring, written into the page: no request for an icon', async ({ page, request }) => {
  const icons: string[] = []
  page.on('request', (sent) => {
    if (/favicon|icon/.test(new URL(sent.url()).pathname)) icons.push(sent.url())
  })
  await page.goto('/thematiques')
  const href = await page.locator('head link[rel="icon"]').getAttribute('href')
  expect(href).toMatch(/^data:image\/svg\+xml,/)
  // The same drawing as the file Payload's admin shows.
  const file = await (await request.get('/favicon.svg')).text()
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(file.trim())
  await page.waitForLoadState('load')
  expect(icons).toEqual([])
})

test('the fonts come from the site itself, and no page asks another host for anything', async ({ page }) => {
  const requests = watchRequests(page)
  for (const path of MAIN_PAGES) {
    await page.goto(path)
    await facesIn(page)
  }
  // French text needs only the first file of each face (the second holds á, ñ, ø …).
  expect(requests.filter((url) => /_extra_/.test(url))).toEqual([])
  const elsewhere = requests.filter((url) => !url.startsWith(`${E2E_BASE_URL}/`) && !/^(data|blob):/.test(url))
  expect(elsewhere).toEqual([])
  expect(requests.filter((url) => /\.woff2$/.test(url)).length).toBeGreaterThanOrEqual(2)

  // The headings and the text are set in the two faces, loaded (not their fallbacks).
  await facesIn(page)
  const faces = await page.evaluate(() => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''))
    const first = (element: Element | null) =>
      element ? getComputedStyle(element).fontFamily.split(',')[0].replaceAll('"', '').trim() : ''
    return { loaded, heading: first(document.querySelector('h1')), text: first(document.querySelector('main p')) }
  })
  expect(faces.heading).not.toBe(faces.text)
  expect(faces.heading).not.toMatch(/Fallback/)
  expect(faces.text).not.toMatch(/Fallback/)
  expect(faces.loaded).toContain(faces.heading)
  expect(faces.loaded).toContain(faces.text)
})

test.describe('every main page has its own Open Graph image', () => {
  for (const path of MAIN_PAGES) {
    test(`${path}: og:image and twitter:image answer a PNG of 1200 × 630 made by the site`, async ({ page, request }) => {
      await page.goto(path)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(image?.startsWith(`${E2E_BASE_URL}/`)).toBe(true)
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image as string)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', new RegExp(`^${SITE_DEFAULTS.brandName} — `))
      const response = await request.get(image as string)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\/png/)
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      const body = await response.body()
      expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
      // Width and height from the PNG's header.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630])
    })
  }

  test('each page’s image is its own', async ({ page }) => {
    const images = new Set<string>()
    for (const path of ['/', '/manifeste', '/comment-ca-marche', '/thematiques']) {
      await page.goto(path)
      images.add((await page.locator('meta[property="og:image"]').getAttribute('content')) as string)
    }
    expect(images.size).toBe(4)
  })
})

test.describe('the club’s drawings', () => {
  // Overflow and axe on every screen are phone-layout.spec.ts's (320 to 768 px) and public-site.spec.ts's (1280 px).
  test('each page shows its drawing at 320, 390 and 1440 px, hidden from assistive technologies, the page no wider than the screen', async ({
    page,
  }) => {
    for (const path of ILLUSTRATED_PAGES) {
      await page.setViewportSize(VIEWPORTS[0])
      await page.goto(path)
      const drawing = page.locator('.page-art svg')
      await expect(drawing, path).toHaveAttribute('aria-hidden', 'true')
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        await expect(drawing, `${path} at ${viewport.width} px`).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(
          viewport.width,
        )
      }
    }
  })

  test('an image an editor chose replaces the drawing, with its alternative text, and the drawing comes back without it', async ({
    page,
    playwright,
  }) => {
    const admin = await adminRequest(playwright.request)
    const uploaded = await admin.post('/cms-api/media', {
      multipart: {
        file: { name: 'table.png', mimeType: 'image/png', buffer: await pngImage(800, 600) },
        _payload: JSON.stringify({ alt: 'Une table dressée pour huit' }),
      },
    })
    expect(uploaded.status()).toBe(201)
    const id = ((await uploaded.json()) as { doc: { id: number } }).doc.id
    const manifesto = `/cms-api/globals/${CONTENT_PAGES.manifesto.slug}`
    try {
      expect((await admin.post(manifesto, { data: { artwork: id } })).status()).toBe(200)
      expect((await admin.post('/cms-api/globals/site-settings', { data: { heroImage: id } })).status()).toBe(200)
      for (const path of ['/manifeste', '/']) {
        await expect(async () => {
          await page.goto(path)
          await expect(page.locator('.page-art img')).toHaveAttribute('alt', 'Une table dressée pour huit', { timeout: 1000 })
        }).toPass({ timeout: 10_000 })
        await expect(page.locator('.page-art svg')).toHaveCount(0)
        // Served through next/image from this site's path, in the size the screen needs, and shown.
        const image = page.locator('.page-art img')
        await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=%2Fcms-api%2Fmedia%2Ffile%2F/)
        await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
      }
    } finally {
      await admin.post(manifesto, { data: { artwork: null } })
      await admin.post('/cms-api/globals/site-settings', { data: { heroImage: null } })
      await admin.dispose()
    }
    await expect(async () => {
      await page.goto('/manifeste')
      await expect(page.locator('.page-art svg')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  })
})

test('a letter French does not use (a foreign name’s ñ) comes from a second small file, fetched only when a page shows one', async ({
  page,
}) => {
  const requests = watchRequests(page)
  const extraFiles = () => requests.filter((url) => /_extra_.*\.woff2$/.test(url))
  await page.goto('/login')
  await facesIn(page)
  expect(requests.filter((url) => /\.woff2$/.test(url)).length).toBeGreaterThanOrEqual(2)
  expect(extraFiles()).toEqual([])

  const email = page.getByRole('textbox', { name: 'E-mail' })
  await email.fill('ines.lefevre@exemple.fr')
  // Two frames: the new text is laid out, and any face it needs has been asked for.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await document.fonts.ready
  })
  expect(extraFiles()).toEqual([])
  await email.fill('ines.muñoz@exemple.fr')
  await expect.poll(extraFiles).toEqual([expect.stringMatching(/instrument_sans_extra/)])
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''))
  })
  expect(loaded).toContain('Instrument Sans Extra')
})
