import { type APIRequestContext, expect, test } from '@playwright/test'

import { E2E_BASE_URL, E2E_MAILBOX_URL } from './fixtures'
import { toasts, uniqueEmail, withStoredConsent } from './support'
import { applicantByApi, fillFullStep1, PASSWORD } from './wizardSteps'
import { STEP1_THEMES } from '../support/stepAnswers'

/** What a visitor reads when the database cannot be reached. */
const UNAVAILABLE = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.'
const PAGES = ['/', '/manifeste', '/comment-ca-marche', '/inscription', '/login', '/status']

/** The e2e server crashes PostgreSQL (immediate shutdown) or starts it again. */
async function database(action: 'crash' | 'restart') {
  const response = await fetch(new URL(`/database/${action}`, E2E_MAILBOX_URL), { method: 'POST' })
  if (!response.ok) throw new Error(`database ${action}: ${response.status} ${await response.text()}`)
}

async function expectUnavailable(answer: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(answer.status()).toBe(503)
  expect(answer.headers()['retry-after']).toBe('5')
  expect(((await answer.json()) as { message: string }).message).toBe(UNAVAILABLE)
}

const signUp = (api: APIRequestContext, email = uniqueEmail('panne')) =>
  api.post('/api/register', {
    data: { firstName: 'Inès', lastName: 'Panne', email, password: PASSWORD, confirmPassword: PASSWORD, themes: STEP1_THEMES },
  })

test('with the database down, every write answers 503 in French with Retry-After, the pages and the weekly list keep serving, and it all comes back', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const applicant = await applicantByApi(api, 3)
  for (const path of [...PAGES, '/api/articles/active']) expect((await api.get(path)).status()).toBe(200)
  const articles = await (await api.get('/api/articles/active')).json()

  await database('crash')
  try {
    await expectUnavailable(await signUp(api))
    await expectUnavailable(await api.post('/api/auth/login', { data: { email: applicant.email, password: PASSWORD } }))
    // A session that cannot be checked is not "no session": 503, not 401.
    await expectUnavailable(await api.get('/api/auth/user'))
    await expectUnavailable(
      await api.post(`/api/registration/${applicant.id}/step`, {
        data: { step: 3, data: { address: '2 rue Neuve', postalCode: '69001', city: 'Lyon' } },
      }),
    )
    await expectUnavailable(
      await api.post('/api/contact', {
        data: { name: 'Inès', email: 'ines@exemple.fr', subject: 'info', message: 'Bonjour, une question sur les prochains dîners.' },
      }),
    )
    await expectUnavailable(await api.get('/cms-api/articles'))
    await expectUnavailable(await api.post('/cms-api/users/login', { data: { email: applicant.email, password: PASSWORD } }))
    expect((await api.get('/api/health')).status()).toBe(503)

    // What is cached keeps serving: past the micro-cache's fresh second, its copy at once, and the page rendered again
    // without the database behind it (a fresh copy follows the stale one).
    await Promise.all(
      PAGES.map(async (path) => {
        let stale = false
        // Seven pages rendered again at once without their database: slow on a busy machine, and
        // what is judged is the order (a stale copy, then a fresh one), not the time it takes.
        await expect(async () => {
          const answer = await api.get(path)
          expect(answer.status(), path).toBe(200)
          stale ||= answer.headers()['x-micro-cache'] === 'STALE'
          expect(stale && answer.headers()['x-micro-cache'] === 'HIT', path).toBe(true)
        }).toPass({ timeout: 30_000, intervals: [100] })
      }),
    )
    expect(await (await api.get('/api/articles/active')).json()).toEqual(articles)

    // In the browser: the wizard says so in French, and nothing typed is lost.
    await withStoredConsent(page)
    await page.goto('/inscription')
    const email = uniqueEmail('panne-navigateur')
    await fillFullStep1(page, email)
    await expect(toasts(page).getByText(UNAVAILABLE)).toBeVisible()
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(email)
  } finally {
    await database('restart')
    // The slot's next tests need their database back, even when this one failed above.
    await expect.poll(async () => (await api.get('/api/health')).status(), { timeout: 30_000 }).toBe(200)
  }

  // Back once PostgreSQL is: the same applicant's session and a new sign-up work again.
  await expect.poll(async () => (await signUp(api)).status(), { timeout: 10_000 }).toBe(201)
  expect((await api.get('/api/health')).status()).toBe(200)
  await api.dispose()
})
