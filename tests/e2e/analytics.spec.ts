import { expect, test } from '@playwright/test'

import { interceptAnalytics, PERSON_USER_AGENT, type SentEvent } from './analyticsHost'
import { banner, uniqueEmail, withStoredConsent } from './support'
import {
  checkThemes,
  fillFullStep1,
  fillStep2,
  fillStep3,
  fillStep4,
  fillStep5,
  fillStep6,
  ownRecord,
  PASSWORD,
  registerInBrowser,
  submit,
} from './wizardSteps'

/**
 * posthog-js against PostHog's servers played by the test: nothing leaves before
 * consent, the SPEC §7 events after it, and the registration experiment per flag value.
 */
test.use({ userAgent: PERSON_USER_AGENT })

/** A click listener that keeps the main thread busy for 150 ms, wherever the visitor clicks. */
const SLOW_LISTENER = `document.addEventListener('click', function holdTheThread() {
  const end = performance.now() + 150
  while (performance.now() < end);
}, true)`

const named = (events: SentEvent[], name: string) => events.filter((event) => event.event === name)

/** No name, e-mail or free text in what leaves: the values typed by the test never appear. */
function expectNoPersonalData(bodies: string[], secrets: string[]) {
  for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret)
}

test('before consent, and after a refusal, nothing reaches the analytics host', async ({ page }) => {
  const analytics = await interceptAnalytics(page, 'test')
  for (const path of ['/', '/manifeste', '/inscription']) {
    await page.goto(path)
    await page.waitForTimeout(500)
  }
  // Without consent the full form shows at once: the visitor is outside the experiment.
  await expect(page.getByLabel(/^Mot de passe/)).toBeVisible()
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
  await page.goto('/thematiques')
  await page.waitForTimeout(1000)
  expect(analytics.requests).toEqual([])
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('ph_'))).toEqual([])
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ph_')))).toEqual([])
})

test('after Accepter: pageviews on route changes and the SPEC events, without personal data', async ({ page }) => {
  const analytics = await interceptAnalytics(page, 'control')
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accepter' }).click()
  await expect.poll(() => named(analytics.events, '$pageview').length).toBeGreaterThan(0)
  // A client-side navigation is a new pageview.
  await page.getByRole('link', { name: 'Manifeste' }).first().click()
  await expect(page).toHaveURL(/\/manifeste$/)
  await expect
    .poll(() => named(analytics.events, '$pageview').some((event) => String(event.properties.$current_url).endsWith('/manifeste')))
    .toBe(true)
  // The clicks that matter.
  await page.getByRole('button', { name: 'Nous contacter' }).first().click()
  await expect.poll(() => named(analytics.events, 'contact_opened').length).toBe(1)
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Adhésion' }).first().click()
  await expect.poll(() => named(analytics.events, 'signup_started').map((event) => event.properties.location)).toContain('header')
  // Step 1 of the wizard: an event with its number, and none of what was typed.
  const { email } = await registerInBrowser(page)
  await expect.poll(() => named(analytics.events, 'registration_step_completed').map((event) => event.properties.step)).toContain(1)
  expectNoPersonalData(analytics.bodies, [email, 'Léa', 'Roux', PASSWORD])
  // The settings the SPEC names are those the SDK runs with.
  const sent = named(analytics.events, '$pageview')[0].properties
  expect(sent.$configured_session_timeout_ms).toBe(30 * 60 * 1000)
})

for (const [flag, form, group] of [
  ['test', 'simplified', 'B'],
  ['control', 'full', 'A'],
] as const) {
  test(`flag ${flag}: the ${form} form, exposure recorded, and the account in group ${group}`, async ({ page }) => {
    await withStoredConsent(page, 'accepted')
    const analytics = await interceptAnalytics(page, flag)
    await page.goto('/inscription')
    const email = uniqueEmail(`ab-${flag}`)
    if (form === 'simplified') {
      await expect(page.getByLabel(/^Mot de passe/)).toHaveCount(0)
      await page.getByLabel(/^Prénom/).fill('Ada')
      await page.getByLabel(/^Nom/).fill('Morel')
      await page.getByLabel(/^E-mail/).fill(email)
      await checkThemes(page)
      await page.getByRole('button', { name: /S’inscrire/ }).click()
      await expect(page).toHaveURL(/\/adhesion\?userId=\d+/, { timeout: 10_000 })
    } else {
      await expect(page.getByLabel(/^Mot de passe/)).toBeVisible()
      await fillFullStep1(page, email)
      await expect(page).toHaveURL(/\/adhesion\?userId=\d+$/)
    }
    expect((await ownRecord(page)).user.abTestGroup).toBe(group)
    await expect.poll(() => named(analytics.events, 'ab_test_exposure').map((event) => event.properties.variant)).toEqual([flag])
    if (form === 'full') {
      // To the end: each step's event with its number, the completion and the conversion.
      for (const fill of [fillStep2, fillStep3, fillStep4, fillStep5, fillStep6]) await fill(page)
      await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).click()
      await submit(page, 'Finaliser')
      await expect(page).toHaveURL(/\/confirmation$/)
      await expect
        .poll(() => named(analytics.events, 'registration_step_completed').map((event) => event.properties.step))
        .toEqual([1, 2, 3, 4, 5, 6, 7])
      await expect.poll(() => named(analytics.events, 'registration_completed').length).toBe(1)
      await expect.poll(() => named(analytics.events, 'ab_test_conversion').map((event) => event.properties.variant)).toEqual([flag])
      expectNoPersonalData(analytics.bodies, ['Atelier Nord', 'Bellecour', '0601020304', 'curieuse de tout'])
    }
    expectNoPersonalData(analytics.bodies, [email])
  })
}

test('after consent, a real visit’s vitals reach PostHog (LCP, FCP, CLS, INP with what held it), and an e-mailed link’s token never does', async ({
  page,
}) => {
  await withStoredConsent(page, 'accepted')
  const analytics = await interceptAnalytics(page, 'control')
  await page.goto('/manifeste?token=jeton-secret-du-lien')
  await expect.poll(() => named(analytics.events, '$pageview').length).toBeGreaterThan(0)
  // A tap whose handler holds the main thread for 150 ms, as a heavy one does on a phone: a script of
  // its own, so that the attribution names it rather than whichever of the site's handlers ran
  // longest (under CPU throttling alone, the browser did not always see a long frame to attribute).
  await page.route('**/slow-listener.js', (route) => route.fulfill({ contentType: 'text/javascript', body: SLOW_LISTENER }))
  await page.addScriptTag({ url: '/slow-listener.js' })
  await page.getByRole('button', { name: 'Nous contacter' }).first().click()
  await page.keyboard.press('Escape')
  // The browser has timed the interaction, and the page has had a moment of idle to count it (as
  // web-vitals does, when idle or when hidden) before it is hidden. The first input is always in
  // the browser's buffer; an 'event' entry is buffered only past 104 ms, which a quick moment of
  // the machine can beat (the observer then waited for ever, in the CI run on 88d5f8e).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return
          observer.disconnect()
          requestIdleCallback(() => requestIdleCallback(() => resolve()))
        }).observe({ type: 'first-input', buffered: true }),
      ),
  )
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const vitals = () =>
    Object.assign({}, ...named(analytics.events, '$web_vitals').map((event) => event.properties)) as Record<string, unknown>
  // posthog-js sends them together, or each after 5 s: what is still missing, until nothing is.
  const missing = () => ['LCP', 'FCP', 'CLS', 'INP'].filter((metric) => typeof vitals()[`$web_vitals_${metric}_value`] !== 'number')
  await expect.poll(missing, { timeout: 30_000 }).toEqual([])
  expect(String(vitals().$current_url)).toMatch(/\/manifeste\?token=<masked>$/)
  // INP says what was slow: the element tapped, the interaction's phases, and the handler that held it.
  const inp = vitals().$web_vitals_INP_event as { attribution: Record<string, unknown> & { handler?: Record<string, unknown> } }
  expect(inp.attribution).toMatchObject({ interactionType: 'pointer', interactionTarget: expect.stringMatching(/button/) })
  expect(typeof inp.attribution.processingDuration).toBe('number')
  expect(inp.attribution.handler).toMatchObject({
    invokerType: 'event-listener',
    sourceURL: expect.stringMatching(/\/slow-listener\.js$/),
    sourceFunctionName: 'holdTheThread',
  })
  expectNoPersonalData(analytics.bodies, ['jeton-secret-du-lien'])
})

test('a flag that never answers: the full form after the polling, outside the experiment', async ({ page }) => {
  await withStoredConsent(page, 'accepted')
  const analytics = await interceptAnalytics(page, 'never')
  const { id } = await registerInBrowser(page)
  expect(id).toBeGreaterThan(0)
  expect((await ownRecord(page)).user.abTestGroup).toBeNull()
  expect(named(analytics.events, 'ab_test_exposure')).toEqual([])
})

test('withdrawing consent on /cookies stops the events and clears PostHog’s cookies and storage', async ({ page }) => {
  const analytics = await interceptAnalytics(page, 'control')
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Accepter' }).click()
  await expect.poll(() => named(analytics.events, '$pageview').length).toBeGreaterThan(0)
  await expect
    .poll(async () => (await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ph_')))).length)
    .toBeGreaterThan(0)
  await page.goto('/cookies')
  await page.getByRole('button', { name: 'Tout refuser' }).click()
  await expect.poll(async () => (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('ph_'))).toEqual([])
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ph_')))).toEqual([])
  const before = analytics.events.length
  await page.getByRole('link', { name: 'Manifeste' }).first().click()
  await expect(page).toHaveURL(/\/manifeste$/)
  await page.getByRole('button', { name: 'Nous contacter' }).first().click()
  await page.waitForTimeout(4000)
  expect(analytics.events.slice(before)).toEqual([])
})
