import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test'

import { CONTENT_PAGES } from '@/domain/contentTexts'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { withStoredConsent } from './support'
import { applicantByApi, PASSWORD } from './wizardSteps'

/**
 * The security headers on every kind of response of the production build, and a
 * Content-Security-Policy strict enough to matter that still lets every page work.
 */
const PAGES = [
  '/',
  '/manifeste',
  '/comment-ca-marche',
  '/thematiques',
  '/cookies',
  '/mentions-legales',
  '/confidentialite',
  '/login',
  '/registration',
  '/adhesion',
  '/admin/login',
]
const OTHER = ['/api/health', '/api/articles/active', '/cms-api/users/me', '/robots.txt', '/sitemap.xml', '/une-page-qui-n-existe-pas']

function policyOf(response: APIResponse): Map<string, string> {
  const header = response.headers()['content-security-policy'] ?? ''
  return new Map(
    header.split(';').map(
      (part) =>
        part
          .trim()
          .split(/\s+(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  )
}

/** The editable pages, which the admin's live preview frames: the site alone may frame them. */
const FRAMED_BY_THE_ADMIN: string[] = Object.values(CONTENT_PAGES).map((page) => page.path)

function expectSecurityHeaders(response: APIResponse, path: string) {
  const headers = response.headers()
  const framed = FRAMED_BY_THE_ADMIN.includes(path)
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['x-frame-options'], path).toBe(framed ? 'SAMEORIGIN' : 'DENY')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], path).toContain('camera=()')
  expect(headers['permissions-policy'], path).toContain('geolocation=()')
  // The e2e server is plain http on localhost: no HSTS (a unit test covers https).
  expect(headers['strict-transport-security'], path).toBeUndefined()
  const policy = policyOf(response)
  expect(policy.get('default-src'), path).toBe("'self'")
  expect(policy.get('frame-ancestors'), path).toBe(framed ? "'self'" : "'none'")
  expect(policy.get('frame-src'), path).toBe(path.startsWith('/admin') ? "'self'" : "'none'")
  expect(policy.get('object-src'), path).toBe("'none'")
  expect(policy.get('base-uri'), path).toBe("'self'")
  const scripts = policy.get('script-src') ?? ''
  expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
  expect(scripts, path).not.toContain('unsafe-inline')
  expect(scripts, path).not.toContain('unsafe-eval')
}

test('every kind of response carries the headers: pages, API, Payload’s API, static files, a 404', async ({ request }) => {
  const home = await request.get('/')
  const asset = /\/_next\/static\/[^"']+\.js/.exec(await home.text())?.[0]
  expect(asset).toBeTruthy()
  for (const path of [...PAGES, ...OTHER, asset as string]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeLessThan(path.includes('existe-pas') ? 500 : 400)
    expectSecurityHeaders(response, path)
  }
})

test('every script of a page carries the nonce of its own policy, and no script runs inline without it', async ({ request }) => {
  for (const path of ['/', '/adhesion', '/admin/login']) {
    const response = await request.get(path)
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
  }
})

test('the site’s stylesheet arrives once, in the head of the document with the page’s nonce, and in no script', async ({ request }) => {
  // A rule of site.css, minified as the page carries it.
  const marker = '.skip-link{'
  for (const path of ['/', '/inscription', '/login']) {
    const response = await request.get(path)
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    const html = await response.text()
    expect(html.split(marker).length - 1, path).toBe(1)
    const head = html.slice(0, html.indexOf('</head>'))
    const style = [...head.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].find(([, , css]) => css.includes(marker))
    expect(style?.[1], path).toContain(`nonce="${nonce}"`)
    for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
      expect(await (await request.get(src)).text(), `${path}: ${src}`).not.toContain(marker)
  }
})

/** A stylesheet file of the site (site-css/[file]/route.ts): CSS holding `rule`, kept for good. */
async function expectKeptStylesheet(request: APIRequestContext, href: string | null, rule: string) {
  const file = await request.get(href ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('text/css')
  expect(file.headers()['cache-control']).toContain('immutable')
  expect(await file.text()).toContain(rule)
}

test('a 404, which the browser renders alone, links the same stylesheet as a file kept for good', async ({ page, request }) => {
  await page.goto('/existe-pas')
  await expect(page.getByRole('heading', { name: 'Cette page n’existe pas', level: 1 })).toBeVisible()
  const href = await page.locator('head link[rel="stylesheet"][href^="/site-css/"]').getAttribute('href')
  // Styled: the skip link waits above the page until it is focused.
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toHaveCSS('top', '-100px')
  await expectKeptStylesheet(request, href, '.skip-link{')
  expect((await request.get('/site-css/ancienne-version.css')).status()).toBe(404)
})

test('a page reached in the browser brings the styles its stylesheet leaves out, as a file kept for good', async ({ page, request }) => {
  await withStoredConsent(page)
  await page.goto('/manifeste')
  // The switches' styles are not in this page, which shows none.
  expect(await page.locator('style[data-href~="radix-Switch"]').count()).toBe(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies', exact: true }).click()
  const toggle = page.getByRole('switch', { name: 'Cookies de performance' })
  await expect(toggle).toBeVisible()
  const href = await page.locator('head link[rel="stylesheet"][href*="/site-css/radix-Switch-"]').getAttribute('href')
  // Drawn as Radix's switch (size 2: 20 px high), not as a bare button.
  await expect(toggle).toHaveCSS('height', '20px')
  await expectKeptStylesheet(request, href, '.rt-SwitchRoot')
  expect((await request.get('/site-css/radix-Switch-ancienne-version.css')).status()).toBe(404)
})

test('a first visit fetches the page once: the colour-scheme hint Payload’s admin asks for is asked on its pages only', async ({
  page,
  request,
}) => {
  const site = await request.get('/manifeste')
  expect(site.headers()['critical-ch']).toBeUndefined()
  expect(site.headers()['accept-ch']).toBeUndefined()
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  // Critical-CH made the browser drop the first answer and ask again with the hint.
  const documents: string[] = []
  page.on('request', (sent) => void (sent.resourceType() === 'document' && documents.push(sent.url())))
  await page.goto('/manifeste')
  expect(documents).toEqual([`${E2E_BASE_URL}/manifeste`])
})

test('a page goes out in brotli to a browser that accepts it, in gzip to one that does not', async ({ request }) => {
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ]) {
    // A copy makes its brotli body ahead, once an answer has asked for one: ask until it comes.
    const responses: APIResponse[] = []
    await expect
      .poll(
        async () => {
          responses.unshift(await request.get('/manifeste', { headers: { 'accept-encoding': accepted } }))
          return responses[0].headers()['content-encoding']
        },
        { message: accepted },
      )
      .toBe(encoding)
    const [response] = responses
    expect(response.headers().vary, accepted).toMatch(/Accept-Encoding/i)
    expect(await response.text()).toContain('<h1')
  }
})

/** Collects what the browser refused under the policy, from the first byte of each page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...refused, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? [])]
}

test('no page breaks the policy: public pages, the wizard, the status page and the admin, hydrated and working', async ({
  page,
  playwright,
}) => {
  // About twenty pages, Payload's admin among them: more than one test's usual minute on a busy machine.
  test.setTimeout(150_000)
  const violations = await watchViolations(page)
  // A visitor: the cookie banner answers a click only once React has hydrated the page.
  await page.goto('/')
  const accept = page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button', { name: 'Accepter' })
  await accept.click()
  await expect(accept).toBeHidden()
  for (const path of PAGES.slice(1, -1)) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  expect(await violations()).toEqual([])

  // An applicant on the status page.
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const applicant = await applicantByApi(api)
  await api.dispose()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(applicant.email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/status/)
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()
  expect(await violations()).toEqual([])

  // The team in Payload's admin and our views.
  await page.context().clearCookies()
  await loginToAdmin(page, E2E_ADMIN)
  for (const path of ['/admin', '/admin/abtest', '/admin/articles', '/admin/collections/users', '/admin/collections/articles/create']) {
    await page.goto(path)
    await expect(page.locator('main, .template-default').first()).toBeVisible()
  }
  expect(await violations()).toEqual([])
})

test('no other site can frame the admin or the site', async ({ page }) => {
  await withStoredConsent(page)
  await page.goto('about:blank')
  await page.setContent(`<iframe id="admin" src="${E2E_BASE_URL}/admin/login"></iframe><iframe id="home" src="${E2E_BASE_URL}/"></iframe>`)
  for (const id of ['admin', 'home']) {
    const frame = await (await page.$(`#${id}`))?.contentFrame()
    // Chromium replaces a refused frame by its error page.
    await expect.poll(() => frame?.url()).toBe('chrome-error://chromewebdata/')
  }
})
