import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { E2E_BASE_URL, E2E_MEMBER } from './fixtures'
import { typographyProblems } from './frenchTypography'
import { expectScreenFits, SCREEN_WIDTHS } from './layout'
import { banner, expectNoAxeViolations, withStoredConsent } from './support'
import { signInApplicantAt } from './wizardSteps'

/**
 * Every screen of the public site and of the applicant's journey at 320, 390 and 768 px:
 * nothing wider than the viewport (a screenshot of each with E2E_SCREENSHOTS=1), buttons side
 * by side of one height, French typography (a no-break space before « : ; ! ? », typographic
 * apostrophes) and no axe violation.
 */

/** `overlay`: a dialog covers the page, the screenshot shows the viewport. */
type Screen = { name: string; open: (page: Page) => Promise<void>; widths?: readonly number[]; overlay?: boolean }

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()

const route = (name: string, path: string): Screen => ({
  name,
  open: async (p) => {
    await p.goto(path)
    await heading(p)
  },
})

const wizardStep = (step: number): Screen => ({
  name: `wizard step ${step}`,
  open: async (p) => {
    // /inscription resumes the session's account at its step.
    await p.goto('/inscription')
    await expect(p).toHaveURL(step === 1 ? /\/inscription$/ : step === 8 ? /\/confirmation/ : /\/adhesion/)
    if (step >= 2 && step <= 7) await expect(p.getByText(`Étape ${step - 1} sur 6`, { exact: true })).toBeVisible()
    else await heading(p)
  },
})

const SCREENS: Screen[] = [
  route('home', '/'),
  route('manifesto', '/manifeste'),
  route('how it works', '/comment-ca-marche'),
  route('themes', '/thematiques'),
  route('cookies', '/cookies'),
  route('legal notice', '/mentions-legales'),
  route('privacy', '/confidentialite'),
  route('404', '/une-page-qui-n-existe-pas'),
  route('login', '/login'),
  route('forgotten password', '/mot-de-passe-oublie'),
  {
    name: 'contact dialog',
    overlay: true,
    open: async (p) => {
      await p.goto('/thematiques')
      await p.getByRole('button', { name: 'Nous contacter' }).click()
      await expect(p.getByRole('dialog', { name: 'Contacter Le Cercle' })).toBeVisible()
    },
  },
  {
    name: 'contact dialog, subject list open',
    overlay: true,
    open: async (p) => {
      await p.goto('/thematiques')
      await p.getByRole('button', { name: 'Nous contacter' }).click()
      await p.getByRole('dialog').getByRole('combobox', { name: 'Sujet de votre demande' }).click()
      await expect(p.getByRole('listbox')).toBeVisible()
    },
  },
  {
    name: 'mobile drawer',
    widths: SCREEN_WIDTHS.filter((width) => width < 768),
    overlay: true,
    open: async (p) => {
      await p.goto('/manifeste')
      await p.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await expect(p.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    },
  },
]

/**
 * The screen at each width, narrowest first. A page is loaded once and the window resized (the
 * layout is CSS's media queries); a screen with a dialog or a list open is opened again at each
 * width, since the select closes when the window is resized. The texts do not change with the
 * width: their typography and axe (also run at 1280 px by public-site.spec.ts) are checked once,
 * on the phone.
 */
async function checkAtEveryWidth(p: Page, testInfo: TestInfo, screen: Screen) {
  const [first, ...others] = screen.widths ?? SCREEN_WIDTHS
  const fileName = (width: number) => `${screen.name.replaceAll(' ', '-').replaceAll(',', '')}-${width}`
  await p.setViewportSize({ width: first, height: 800 })
  await screen.open(p)
  await expectScreenFits(p, testInfo, fileName(first), { fullPage: !screen.overlay })
  expect(await typographyProblems(p), `${screen.name}: French typography`).toEqual([])
  await expectNoAxeViolations(p)
  for (const width of others) {
    await p.setViewportSize({ width, height: 800 })
    if (screen.overlay) await screen.open(p)
    await expectScreenFits(p, testInfo, fileName(width), { fullPage: !screen.overlay })
  }
}

test('a first visit, the cookie banner showing, fits 320, 390 and 768 px, in French typography', async ({ page }, testInfo) => {
  await checkAtEveryWidth(page, testInfo, {
    name: 'cookie banner',
    open: async (p) => {
      await p.goto('/')
      await expect(banner(p)).toBeVisible()
    },
  })
})

test.describe('with a cookie choice made', () => {
  test.beforeEach(async ({ page }) => withStoredConsent(page))

  for (const screen of SCREENS) {
    test(`${screen.name} fits 320, 390 and 768 px, in French typography`, async ({ page }, testInfo) => {
      await checkAtEveryWidth(page, testInfo, screen)
    })
  }

  for (const step of [1, 2, 3, 4, 5, 6, 7, 8]) {
    test(`wizard step ${step} fits 320, 390 and 768 px, in French typography`, async ({ page }, testInfo) => {
      if (step > 1) await signInApplicantAt(page, step)
      await checkAtEveryWidth(page, testInfo, wizardStep(step))
    })
  }

  test('/status fits 320, 390 and 768 px, in French typography', async ({ page }, testInfo) => {
    await signInApplicantAt(page, 8)
    await checkAtEveryWidth(page, testInfo, {
      name: 'status',
      open: async (p) => {
        await p.goto('/status')
        await expect(p.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
      },
    })
  })

  test('the member’s space (bookings and next dinners) fits 320, 390 and 768 px, in French typography', async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
    expect((await page.request.post('/api/auth/login', { data: E2E_MEMBER })).status()).toBe(200)
    await checkAtEveryWidth(page, testInfo, {
      name: 'member space',
      open: async (p) => {
        await p.goto('/status')
        await expect(p.getByRole('heading', { name: 'Dîners ouverts', level: 2 })).toBeVisible()
      },
    })
  })
})
