import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { type BrowserContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test'

import { PUBLIC_PAGES } from '../../src/domain/pages'
import { E2E_BASE_URL, E2E_MEMBER } from './fixtures'
import { withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

/**
 * Valid HTML (issue 21): the W3C Nu HTML Checker (vnu-jar, on Debian's Java) reads every public
 * page, each step of the wizard and the member's pages as the browser shows them, in one run, and
 * finds no error.
 */
const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')
const documents = new Map<string, string>()

/**
 * The page twice: as the server sent it (the document's bytes, head included), and as the
 * browser shows it once React has rendered (the body, in a bare document: what a DOM snapshot's
 * head holds, scripts the router added, is no document anyone is sent).
 */
async function keep(page: Page, name: string) {
  const served = await page.request.get(page.url(), { headers: { Accept: 'text/html' } })
  documents.set(`${name} (served)`, await served.text())
  const body = await page.evaluate(() => document.body.outerHTML)
  documents.set(`${name} (shown)`, `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${name}</title></head>${body}</html>`)
}

/** A browser context signed in as a new applicant who has answered every step before `stopAt`. */
async function applicantAt(context: BrowserContext, stopAt: number) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  await applicantByApi(api, stopAt)
  await context.clearCookies()
  await context.addCookies((await api.storageState()).cookies)
  await api.dispose()
}

test('every public page, each wizard step and the member’s pages are valid HTML', async ({ page, context }) => {
  test.setTimeout(180_000)
  await withStoredConsent(page)
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await keep(page, path)
  }
  for (const path of ['/login', '/mot-de-passe-oublie', '/une-page-qui-n-existe-pas', '/registration-simple']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await keep(page, path)
  }

  // The wizard: a visitor's step 1, then an applicant resumed at each later step.
  await page.goto('/inscription')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil')
  await keep(page, 'wizard step 1')
  for (let step = 2; step <= 7; step += 1) {
    await applicantAt(context, step)
    await page.goto('/inscription')
    await expect(page.getByText(`Étape ${step - 1} sur 6`, { exact: true })).toBeVisible()
    await keep(page, `wizard step ${step}`)
  }
  await applicantAt(context, 8)
  await page.goto('/confirmation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue !')
  await keep(page, 'wizard step 8')
  await page.goto('/status')
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()
  await keep(page, 'applicant status')

  // An approved member's space, with their dinners.
  await context.clearCookies()
  await page.goto('/login')
  await page.getByLabel(/^E-mail/).fill(E2E_MEMBER.email)
  await page.getByLabel(/^Mot de passe/).fill(E2E_MEMBER.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/status$/)
  await expect(page.getByRole('heading', { name: 'Les prochains dîners', level: 2 })).toBeVisible()
  await keep(page, 'member status')

  const folder = mkdtempSync(join(tmpdir(), 'cercle-html-'))
  const files = [...documents].map(([name, html], index) => {
    const file = join(folder, `${String(index).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.html`)
    writeFileSync(file, html)
    return file
  })
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(stderr) as { messages: { url: string; lastLine?: number; message: string; extract?: string }[] }
  const errors = messages.map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} ${(m.extract ?? '').slice(0, 120)}`)
  expect(files.length).toBeGreaterThan(40)
  expect(errors).toEqual([])
})
