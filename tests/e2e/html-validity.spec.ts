import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { expect, type Page, test } from '@playwright/test'

import { loginAsMember, withStoredConsent } from './support'
import { signInApplicantAt } from './wizardSteps'
import { dinnerPath } from '../../src/domain/dinnerPage'
import { PUBLIC_PAGES } from '../../src/domain/pages'

/**
 * Valid HTML: the W3C Nu HTML Checker (vnu-jar, on Debian's Java) reads every public
 * page (an upcoming dinner's too), each step of the wizard and the member's pages as the browser shows them, in one run, and
 * finds no error.
 */
const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')
const documents = new Map<string, string>()

/**
 * The stylesheets are inlined in the document. The checker's CSS validator knows neither
 * display-p3 colours nor color-mix() (Radix Themes' tokens), so its « CSS: » messages are left out
 * anyway; emptying each <style> (where it stands, so a misplaced one is still found) spares it
 * reading 36 kB of CSS in each of 40 documents.
 */
function withoutStylesheets(html: string): string {
  return html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2')
}

/**
 * The page twice: as the server sent it (the document's bytes, head included), and as the
 * browser shows it once React has rendered (the body, in a bare document: what a DOM snapshot's
 * head holds, scripts the router added, is no document anyone is sent).
 */
async function keep(page: Page, name: string) {
  const served = await page.request.get(page.url(), { headers: { Accept: 'text/html' } })
  documents.set(`${name} (served)`, withoutStylesheets(await served.text()))
  const body = await page.evaluate(() => document.body.outerHTML)
  documents.set(
    `${name} (shown)`,
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${name}</title></head>${withoutStylesheets(body)}</html>`,
  )
}

test('every public page, each wizard step and the member’s pages are valid HTML', async ({ page }) => {
  test.setTimeout(180_000)
  await withStoredConsent(page)
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await keep(page, path)
  }
  // An upcoming dinner's page, as its card links it.
  const { dinners } = (await (await page.request.get('/api/dinners')).json()) as { dinners: { id: number; title: string }[] }
  await page.goto(dinnerPath(dinners[0]))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dinners[0].title)
  await keep(page, 'dinner page')
  for (const path of [
    '/login',
    '/mot-de-passe-oublie',
    '/une-page-qui-n-existe-pas',
    '/registration-simple',
    '/newsletter/desinscription',
    '/prevenez-moi/desinscription',
    // The approval mail's « Activer mon adhésion » without a valid token: its refusal.
    '/activation',
    // The failed-payment mail's « Mettre à jour mon moyen de paiement » without a valid token: its refusal.
    '/moyen-de-paiement',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await keep(page, path)
  }

  // The wizard: a visitor's step 1, then an applicant resumed at each later step.
  await page.goto('/inscription')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil')
  await keep(page, 'wizard step 1')
  for (let step = 2; step <= 7; step += 1) {
    await signInApplicantAt(page, step)
    await page.goto('/inscription')
    await expect(page.getByText(`Étape ${step - 1} sur 6`, { exact: true })).toBeVisible()
    await keep(page, `wizard step ${step}`)
  }
  await signInApplicantAt(page, 8)
  await page.goto('/confirmation')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue !')
  await keep(page, 'wizard step 8')
  await page.goto('/status')
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()
  await keep(page, 'applicant status')

  // An approved member's space, with their dinners.
  await page.context().clearCookies()
  await loginAsMember(page)
  await expect(page.getByRole('heading', { name: 'Dîners ouverts', level: 2 })).toBeVisible()
  await keep(page, 'member status')
  await page.goto('/status/adhesion')
  await expect(page.getByRole('heading', { name: 'Mes factures et reçus' })).toBeVisible()
  await keep(page, 'member membership')

  const folder = mkdtempSync(join(tmpdir(), 'cercle-html-'))
  const files = [...documents].map(([name, html], index) => {
    const file = join(folder, `${String(index).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.html`)
    writeFileSync(file, html)
    return file
  })
  const { stderr } = await promisify(execFile)(
    'java',
    // What is checked here is the HTML (see withoutStylesheets).
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--filterpattern', 'CSS: .*', ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  )
  const { messages } = JSON.parse(stderr) as { messages: { url: string; lastLine?: number; message: string; extract?: string }[] }
  const errors = messages.map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} ${(m.extract ?? '').slice(0, 120)}`)
  expect(files.length).toBeGreaterThan(40)
  expect(errors).toEqual([])
})
