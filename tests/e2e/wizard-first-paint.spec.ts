import { expect, type Page, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { layoutShifts, totalShift, uniqueEmail, withStoredConsent } from './support'
import { applicantByApi, fillFullStep1 } from './wizardSteps'
import { WIZARD_TEXTS } from '../../src/domain/messages/wizardTexts'
import { SESSION_HINT_COOKIE } from '../../src/domain/sessionHint'

/** The page's cumulative layout shift, given time for the session check, the analytics decision and late fonts or chunks. */
const layoutShift = async (page: Page) => totalShift(await layoutShifts(page, 2000))

test('step 1 is in the page’s HTML, with no loading message before it', async ({ request }) => {
  const html = await (await request.get('/inscription')).text()
  expect(html).toContain('Confirmez le mot de passe')
  expect(html).toContain('S’inscrire')
  expect(html).not.toContain(WIZARD_TEXTS.variantLoading)
  expect(html).not.toContain(WIZARD_TEXTS.stepLoading)
})

test('the simplified form (?variant=test) is drawn once its code is there, never before: the HTML holds its loading line', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/inscription?variant=test')).text()
  expect(html).toContain(WIZARD_TEXTS.variantLoading)
  expect(html).not.toContain(WIZARD_TEXTS.simplifiedIntro)
  expect(html).not.toContain('Confirmez le mot de passe')
  await page.goto('/inscription?variant=test')
  await expect(page.getByText(WIZARD_TEXTS.simplifiedIntro)).toBeVisible()
  await expect(page.getByText(WIZARD_TEXTS.variantLoading)).toHaveCount(0)
})

test('a visitor scrolling step 1 as the page loads stays where they are: the session answering moves neither focus nor scroll', async ({
  page,
}) => {
  await withStoredConsent(page)
  await page.setViewportSize({ width: 390, height: 600 })
  // A browser with the session's hint (a session ended elsewhere) asks for it; one without asks nothing.
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: '1', url: E2E_BASE_URL }])
  // The real session request, held until the visitor has scrolled (it is otherwise too quick on loopback).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/user', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/inscription')
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeVisible()
  await page.mouse.wheel(0, 500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const scrolled = await page.evaluate(() => window.scrollY)
  const session = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'))
  release()
  await session
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`/inscription does not move once painted (CLS under 0.05) at ${viewport.width} px, first visit and with a choice made`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/inscription')
    expect(await layoutShift(page)).toBeLessThan(0.05)
    await withStoredConsent(page)
    await page.goto('/inscription')
    await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeVisible()
    expect(await layoutShift(page)).toBeLessThan(0.05)
  })
}

test('the same page for everyone still resumes an account at its step, and refuses another’s userId', async ({ page, playwright }) => {
  const api = () => playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const own = await api()
  const applicant = await applicantByApi(own, 4)
  await page.context().addCookies((await own.storageState()).cookies)
  await withStoredConsent(page)
  await page.goto('/inscription')
  await expect(page).toHaveURL(new RegExp(`/adhesion\\?step=2&userId=${applicant.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Votre parcours' })).toBeVisible()

  const other = await api()
  const stranger = await applicantByApi(other, 3)
  await Promise.all([own.dispose(), other.dispose()])
  await page.goto(`/adhesion?userId=${stranger.id}`)
  await expect(page).toHaveURL(/\/login$/)
})

const STEP_2_STYLES = ['Progress', 'RadioCards', 'Select']

test('the next step’s styles are fetched while this one is filled in, so that reaching it waits for no stylesheet', async ({ page }) => {
  await withStoredConsent(page)
  const fetched: string[] = []
  page.on('request', (request) => {
    const component = /\/site-css\/radix-([A-Za-z]+)-/.exec(request.url())?.[1]
    if (component) fetched.push(component)
  })
  await page.goto('/inscription')
  // Step 2 shows the progress bar, plan cards and a select, which the page's stylesheet leaves out.
  const early = Promise.all(STEP_2_STYLES.map((name) => page.waitForRequest(new RegExp(`/site-css/radix-${name}-`))))
  // The form is disabled until the page is hydrated, and focus() does not wait for that (CI, 2 busy cores).
  const firstName = page.getByLabel(/^Prénom/)
  await expect(firstName).toBeEnabled()
  await firstName.focus()
  await early
  expect(fetched.sort()).toEqual(STEP_2_STYLES)
  await fillFullStep1(page, uniqueEmail('step-styles'))
  await expect(page.getByText('Étape 1 sur 6', { exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Essentiel/ })).toBeVisible()
  // Reaching step 2 asked for no stylesheet of its own: they were all there.
  expect(fetched.sort()).toEqual(STEP_2_STYLES)
})
