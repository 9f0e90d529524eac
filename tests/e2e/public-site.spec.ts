import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { facesIn } from './layout'
import { adminRequest, expectNoAxeViolations, mailsTo, toasts, uniqueEmail, withStoredConsent } from './support'
import { API_ERRORS } from '../../src/domain/messages/apiErrors'
import { TOASTS } from '../../src/domain/messages/toasts'
import { VALIDATION } from '../../src/domain/messages/validation'

const PUBLIC_PAGES = ['/', '/manifeste', '/comment-ca-marche', '/thematiques', '/cookies', '/mentions-legales', '/confidentialite']

test.describe('every public page', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: one h1, its own title, description and canonical, and no axe violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', path === '/' ? E2E_BASE_URL : `${E2E_BASE_URL}${path}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      // Checked with the cookie banner showing, as a first visit sees the page.
      await expectNoAxeViolations(page)
    })
  }

  test('titles are all different; sitemap and robots answer', async ({ page, request }) => {
    const titles = new Set<string>()
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      titles.add(await page.title())
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of PUBLIC_PAGES.slice(1)) expect(sitemap).toContain(`${E2E_BASE_URL}${path}`)
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin')
  })
})

test.describe('layout', () => {
  test.beforeEach(async ({ page }) => withStoredConsent(page))

  test('header links, Adhésion button and footer links', async ({ page }) => {
    await page.goto('/thematiques')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    for (const [name, href] of [
      ['Accueil', '/'],
      ['Manifeste', '/manifeste'],
      ['Comment ça marche', '/comment-ca-marche'],
      ['Thématiques', '/thematiques'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Thématiques', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Adhésion' })).toHaveAttribute('href', '/inscription')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/)
    await expect(footer.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', /tiktok\.com/)
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies')
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales')
    await footer
      .getByRole('link', { name: 'Manifeste' })
      .or(nav.getByRole('link', { name: 'Manifeste' }))
      .first()
      .click()
    await expect(page).toHaveURL(/\/manifeste$/)
    // The new page ends at its top (under load the router's scroll can still be on its way).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the page scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/comment-ca-marche')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click()
    await expect(page).toHaveURL(/\/cookies$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('another page is fetched when the visitor reaches for its link, not while it is only in view', async ({ page }) => {
    const pagesFetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') pagesFetched.push(new URL(request.url()).pathname)
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const link = page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Manifeste' })
    // The pointer over the link fetches its page (the page is hydrated once that happens)…
    await expect(async () => {
      await page.mouse.move(0, 0)
      await link.hover()
      expect(pagesFetched).toContain('/manifeste')
    }).toPass({ timeout: 15_000 })
    await link.click()
    await expect(page).toHaveURL(/\/manifeste$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // …and no other: the header's other links and its Adhésion button were in view all along.
    expect(new Set(pagesFetched)).toEqual(new Set(['/manifeste']))
  })

  test('a page that becomes interactive late keeps where the visitor already scrolled', async ({ page }) => {
    // Slow scripts: the visitor moves down the page before it is hydrated.
    // Scripts only: the stylesheets and fonts block the first paint, before which nobody scrolls.
    await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet))
    await facesIn(page)
    const next = page.getByRole('button', { name: 'Suivant' })
    await next.focus()
    await expect(next).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    // Once hydrated, the carousel answers the keyboard, and the page has not jumped back to the top.
    await expect(async () => {
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: 'Précédent' })).toBeEnabled({ timeout: 500 })
    }).toPass({ timeout: 15_000 })
    await expect(next).toBeInViewport()
    await expect(page.getByRole('heading', { name: 'Huit thématiques pour débattre' })).toBeInViewport()
  })

  test('mobile: a side drawer with the same links, keyboard operable (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).first()).toBeHidden()
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (const name of ['Accueil', 'Manifeste', 'Comment ça marche', 'Thématiques', 'Adhésion']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Manifeste' }).click()
    await expect(page).toHaveURL(/\/manifeste$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => withStoredConsent(page))

  test('hero, six feature cards and the weekly selection opening in new tabs', async ({ page }) => {
    await page.goto('/')
    // The hero's (« Les formules » below ends with the same call).
    await expect(page.getByRole('link', { name: 'Devenir membre fondateur' }).first()).toHaveAttribute('href', '/inscription')
    await expect(page.locator('.feature-grid > li')).toHaveCount(6)
    const weekly = page.locator('section', { has: page.getByRole('heading', { name: 'La sélection de la semaine' }) })
    const links = weekly.getByRole('link')
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(weekly.getByText('Coup de cœur')).toBeVisible()
  })

  test('themes carousel: previous/next disabled at the ends, keyboard operable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const previous = page.getByRole('button', { name: 'Précédent' })
    const next = page.getByRole('button', { name: 'Suivant' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await next.focus()
    while (await next.isEnabled()) {
      await page.keyboard.press('Enter')
      await page.waitForTimeout(400)
    }
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    const more = page.getByRole('link', { name: /Plus de thématiques/ })
    await expect(more).toBeInViewport()
    await expect(more).toHaveAttribute('href', '/thematiques')
  })

  test('quick sign-up: empty does nothing, invalid says so, valid opens the wizard, duplicate is refused', async ({ page }) => {
    await page.goto('/')
    const email = page.getByLabel('Votre adresse e-mail')
    const submit = page.getByRole('button', { name: 'Je m’inscris' })
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users')) posted++
    })
    await submit.click()
    await expect(toasts(page).getByText(VALIDATION.emailInvalidTitle)).toHaveCount(0)
    await email.fill('pas-une-adresse')
    await submit.click()
    await expect(toasts(page).getByText(VALIDATION.emailInvalidTitle)).toBeVisible()
    await expect(toasts(page).getByText(VALIDATION.emailInvalid)).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(0)

    const address = uniqueEmail('rapide')
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(frame.url()))
    await email.fill(address)
    await submit.click()
    // SPEC: to /adhesion?userId={id}&fromEmail=true; the wizard then shows the profile step.
    await expect(page).toHaveURL(/\/inscription\?userId=\d+$/)
    expect(visited.some((url) => /\/adhesion\?userId=\d+&fromEmail=true$/.test(url))).toBe(true)

    await page.context().clearCookies()
    await page.goto('/')
    await page.getByLabel('Votre adresse e-mail').fill(address)
    await page.getByRole('button', { name: 'Je m’inscris' }).click()
    await expect(toasts(page).getByText(TOASTS.errorTitle, { exact: true })).toBeVisible()
    await expect(toasts(page).getByText(API_ERRORS.emailTaken)).toBeVisible()
  })
})

test.describe('contact dialog', () => {
  test.beforeEach(async ({ page }) => withStoredConsent(page))

  test('empty fields: destructive toast and no request; Annuler keeps what was typed', async ({ page }) => {
    await page.goto('/thematiques')
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted++
    })
    const open = page.getByRole('button', { name: 'Nous contacter' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Contacter Le Cercle' })
    await expect(dialog).toContainText('Remplissez le formulaire ci-dessous pour nous envoyer un message.')
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await expect(toasts(page).getByText(VALIDATION.fieldsRequiredTitle)).toBeVisible()
    await expect(toasts(page).getByText(VALIDATION.contactFieldsRequired)).toBeVisible()
    await expect(toasts(page).locator('.kit-toast--destructive')).toBeVisible()
    expect(posted).toBe(0)
    await expect(dialog.getByRole('combobox', { name: 'Sujet de votre demande' })).toContainText('Sélectionnez un sujet')
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '4')

    await dialog.getByLabel('Nom').fill('Jeanne')
    await dialog.getByLabel('Email').fill('jeanne@example.com')
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await open.click()
    await expect(page.getByRole('dialog').getByLabel('Nom')).toHaveValue('Jeanne')
    await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('jeanne@example.com')
  })

  test('a sent message is stored, e-mailed to the team, and the form is reset', async ({ page, playwright }) => {
    const sender = uniqueEmail('contact')
    await page.goto('/')
    await page.getByRole('button', { name: 'Nous contacter' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contacter Le Cercle' })
    await dialog.getByLabel('Nom').fill('Jeanne Martin')
    await dialog.getByLabel('Email').fill(sender)
    await dialog.getByRole('combobox', { name: 'Sujet de votre demande' }).click()
    await page.getByRole('option', { name: 'En savoir plus sur Le Cercle ou les prochains repas' }).click()
    await dialog.getByLabel('Message').fill('Quand a lieu le prochain dîner à Lyon ?')
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await expect(toasts(page).getByText(TOASTS.contactSuccessTitle)).toBeVisible()
    await expect(toasts(page).getByText(TOASTS.contactSuccess)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: 'Nous contacter' }).click()
    await expect(page.getByRole('dialog').getByLabel('Nom')).toHaveValue('')
    await expect(page.getByRole('dialog').getByLabel('Message')).toHaveValue('')

    const admin = await adminRequest(playwright.request)
    const stored = await (await admin.get(`/cms-api/contact-messages?where[email][equals]=${encodeURIComponent(sender)}`)).json()
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ name: 'Jeanne Martin', subject: 'info', deliveryStatus: 'sent' })
    await admin.dispose()

    const team = 'equipe@lecercle.example'
    await expect.poll(async () => (await mailsTo(team)).some((m) => m.text.includes(sender))).toBe(true)
  })

  test('a refused send (rate limit, 429) shows the error toast and keeps what was typed', async ({ page }) => {
    await page.goto('/')
    // Real refusals from the server: this browser sends until its contact quota is used up.
    const dialog = page.getByRole('dialog', { name: 'Contacter Le Cercle' })
    let refused = false
    for (let attempt = 0; attempt < 8 && !refused; attempt++) {
      if (attempt === 0 || !refused) await page.getByRole('button', { name: 'Nous contacter' }).click()
      await dialog.getByLabel('Nom').fill('Jo')
      await dialog.getByLabel('Email').fill('jo@example.com')
      await dialog.getByRole('combobox', { name: 'Sujet de votre demande' }).click()
      await page.getByRole('option').first().click()
      await dialog.getByLabel('Message').fill(`Bonjour ${attempt}`)
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
      await dialog.getByRole('button', { name: 'Envoyer' }).click()
      refused = (await answer).status() === 429
      if (!refused) await expect(dialog).toBeHidden()
    }
    expect(refused).toBe(true)
    await expect(toasts(page).getByText(TOASTS.contactError)).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Nom')).toHaveValue('Jo')
  })
})
