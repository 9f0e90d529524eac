import { type APIRequest, expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { MAIN_PAGES } from './mainPages'
import { adminRequest, expectNoAxeViolations, withStoredConsent } from './support'
import { signInApplicantAt } from './wizardSteps'
import { dinnerPath } from '../../src/domain/dinnerPage'
import { ERROR_PAGES, PUBLIC_PAGES } from '../../src/domain/pages'
import { planPrice, PRICING_POINTS } from '../../src/domain/pricing'
import { themeTitle } from '../../src/domain/themes'
import { demoDinners } from '../../tooling/seed/demoDinners'

/**
 * A first-time visitor: each upcoming dinner has a page of its own, shareable and never showing
 * the venue; the prices read the same everywhere; and no page asks for a session nobody has.
 */
/**
 * The seeded dinner these pages show: one that other tests book but never close (composing the
 * Paris dinner's tables closes its bookings, and its page then leaves the site).
 */
const SHOWN = demoDinners()[1]
const SHOWN_VENUE = [SHOWN.venueName, SHOWN.venueAddress.split(',')[0]]

/**
 * The address of the seeded dinner `title`, from the API: other tests publish sooner dinners, so
 * the home page's three cards need not include it.
 */
async function seededDinnerPath(playwright: { request: APIRequest }, title: string): Promise<string> {
  const admin = await adminRequest(playwright.request)
  const found = await admin.get(`/cms-api/dinners?depth=0&limit=1&where[title][equals]=${encodeURIComponent(title)}`)
  const dinner = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
  await admin.dispose()
  expect(dinner, title).toBeTruthy()
  return dinnerPath(dinner)
}

test.describe('an upcoming dinner’s page', () => {
  test('linked from its card: theme, date, city, speakers and seats left, its own canonical and card', async ({ page, playwright }) => {
    await withStoredConsent(page)
    await page.goto('/')
    // The soonest dinner, whichever test published it: its card is on the home page.
    const card = page
      .getByRole('article')
      .filter({ has: page.locator('a[href^="/diners/"]') })
      .first()
    const link = card.locator('a[href^="/diners/"]').first()
    const path = (await link.getAttribute('href')) as string
    expect(path).toMatch(/^\/diners\/\d+-[a-z0-9-]+$/)
    const admin = await adminRequest(playwright.request)
    const dinner = (await (await admin.get(`/cms-api/dinners/${/\d+/.exec(path)![0]}?depth=0`)).json()) as {
      title: string
      theme: string
      city: string
    }
    await admin.dispose()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dinner.title)
    await expect(page.getByText(themeTitle(dinner.theme)).first()).toBeVisible()
    await expect(page.getByText(/places restantes|1 place restante|Complet/).first()).toBeVisible()
    await expect(page.getByText(dinner.city, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Les intervenants', level: 2 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}${path}`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`Dîner-débat, .+ · ${dinner.city}`))

    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    const answer = await page.request.get(image as string)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/png')

    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`${E2E_BASE_URL}${path}`)
  })

  test('never the venue: neither in the HTML nor in the RSC payload', async ({ page, playwright }) => {
    const path = await seededDinnerPath(playwright, SHOWN.title)
    const html = await (await page.request.get(path)).text()
    const rsc = await (await page.request.get(path, { headers: { RSC: '1' } })).text()
    expect(html).toContain(SHOWN.title)
    for (const body of [html, rsc]) for (const secret of SHOWN_VENUE) expect(body).not.toContain(secret)
  })

  test('an old or missing title leads to the one address; past, draft and unknown dinners are a 404 in French', async ({
    page,
    playwright,
  }) => {
    const path = await seededDinnerPath(playwright, SHOWN.title)
    const id = Number(/\/diners\/(\d+)-/.exec(path)?.[1])
    await page.goto(`/diners/${id}`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await page.goto(`/diners/${id}-un-ancien-titre`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))

    const admin = await adminRequest(playwright.request)
    const others = (await (await admin.get('/cms-api/dinners?limit=50&depth=0')).json()) as {
      docs: { id: number; title: string; status: string; startsAt: string }[]
    }
    const draft = others.docs.find((d) => d.status === 'draft')
    const past = others.docs.find((d) => new Date(d.startsAt).getTime() < Date.now())
    await admin.dispose()
    expect(draft && past).toBeTruthy()
    for (const gone of [dinnerPath(draft!), dinnerPath(past!), '/diners/987654-inconnu']) {
      const answer = await page.goto(gone)
      expect(answer?.status(), gone).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_PAGES.notFound.title)
      expect(await (await page.request.get(`${gone}/opengraph-image`)).status()).toBe(404)
    }
  })

  // The public site has one colour scheme (it reads no prefers-color-scheme): a dark system
  // setting draws the same page, so light alone is checked.
  test('no axe violation at 390 and 1440 px, nothing wider than the screen', async ({ page, playwright }) => {
    await withStoredConsent(page)
    const path = await seededDinnerPath(playwright, SHOWN.title)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOWN.title)
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
})

test.describe('one pricing story', () => {
  test('the home page, « Comment ça marche » and the plan step say the same, from the same source', async ({ page }) => {
    await withStoredConsent(page)
    for (const path of ['/', '/comment-ca-marche']) {
      await page.goto(path)
      const plans = page.locator('section', { has: page.getByRole('heading', { name: 'Les formules', level: 2 }) })
      for (const point of PRICING_POINTS) await expect(plans.getByText(point.text, { exact: true })).toBeVisible()
      for (const plan of ['essential', 'premium', 'test'] as const) await expect(plans.getByText(planPrice(plan)).first()).toBeVisible()
    }
    await signInApplicantAt(page, 2)
    await page.goto('/inscription')
    await expect(page.getByText('Étape 1 sur 6', { exact: true })).toBeVisible()
    for (const point of PRICING_POINTS) await expect(page.getByText(point.text, { exact: true })).toBeVisible()
    await expect(page.getByText(/comptez environ 5 minutes/)).toBeVisible()
  })

  test('/inscription says up front: an application the team reviews, how long, when the answer comes', async ({ page }) => {
    await withStoredConsent(page)
    await page.goto('/inscription')
    const intro = page.getByRole('region', { name: 'Avant de commencer' })
    await expect(intro.getByText('Une demande d’adhésion')).toBeVisible()
    await expect(intro.getByText('Environ 5 minutes')).toBeVisible()
    await expect(intro.getByText('Une réponse très prochainement')).toBeVisible()
  })
})

test('an anonymous visitor’s pages ask for no session: no console error, no failed request', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  await withStoredConsent(page)
  const problems: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`)))
  page.on('response', (response) => void (response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`)))
  page.on('request', (request) => void (request.url().includes('/api/auth/user') && problems.push(`asked ${request.url()}`)))
  const path = await seededDinnerPath(playwright, SHOWN.title)
  for (const address of new Set([...PUBLIC_PAGES.map((p) => p.path), ...MAIN_PAGES, '/mot-de-passe-oublie', path])) {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // What the page asks once it is live (the header's account link, the join button) has been asked.
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cercle-session')
})
