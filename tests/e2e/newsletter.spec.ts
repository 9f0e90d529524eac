import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { DateTime } from 'luxon'

import { editorRequest, loginToAdmin } from './admin'
import { E2E_BASE_URL, E2E_EDITOR, E2E_MAILBOX_URL } from './fixtures'
import { attachScreenshot, expectScreenFits } from './layout'
import { adminRequest, expectNoAxeViolations, loginAsMember, mailsTo } from './support'
import { DINNER_TIME_ZONE } from '../../src/domain/dinners'
import { WEEKDAYS } from '../../src/domain/newsletter'

const LETTER = 'Le Cercle\u00a0: la lettre de la semaine du'
/**
 * The letter's day three days from today, Paris time: never due while the suite runs (due means its
 * day and hour came less than a day ago), so the app's own schedule sends nothing behind the test.
 */
const SCHEDULED = WEEKDAYS[(DateTime.now().setZone(DINNER_TIME_ZONE).weekday + 2) % 7]

test.describe.configure({ mode: 'serial' })

/** The accounts the letter goes to, as Payload's own REST lists them: opted in, address proven. */
async function optedIn(admin: APIRequestContext): Promise<{ id: number; email: string }[]> {
  const answer = await admin.get('/cms-api/users?where[newsletter][equals]=true&where[emailVerifiedAt][exists]=true&limit=500&depth=0')
  return ((await answer.json()) as { docs: { id: number; email: string }[] }).docs
}

test('an admin sends the week’s letter now: it reaches the opted-in demo people with its unsubscribe headers, and one click removes an address', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await adminRequest(playwright.request)
  // All of them in the first batch: the pace the SMTP provider allows is the admins' setting.
  const schedule = { day: SCHEDULED.value, hour: 8, perMinute: 1000 }
  expect((await admin.post('/cms-api/globals/newsletter', { data: { schedule } })).status()).toBe(200)
  const opted = await optedIn(admin)
  expect(opted.length).toBeGreaterThan(5)

  // Before the schedule above, the app's own (Mondays at 8) may have sent this week's letter already: not here.
  expect((await fetch(new URL('/newsletter/not-sent', E2E_MAILBOX_URL), { method: 'POST' })).status).toBe(200)

  // The letter opens on the editors' introduction: without one, the panel asks for it and cannot send.
  expect((await admin.post('/cms-api/globals/newsletter', { data: { intro: '' } })).status()).toBe(200)
  await loginToAdmin(page, undefined, '/admin/globals/newsletter')
  const panel = page.getByRole('region', { name: 'Aperçu de la lettre' })
  const sendNow = panel.getByRole('button', { name: 'Envoyer la lettre de la semaine maintenant' })
  await expect(panel.getByText(/^La lettre n’a pas encore de texte d’introduction/)).toBeVisible()
  await expect(sendNow).toBeDisabled()
  // The panel is ours; the select and tabs around it are Payload's own.
  await expectNoAxeViolations(page, '.club-newsletter')
  await attachScreenshot(page, testInfo, 'newsletter-admin-no-intro', { fullPage: true })
  expect((await admin.post('/api/admin/newsletter/send')).status()).toBe(409)
  // Written through the API rather than the form: an edit in the form would lock the global for
  // this admin, and the editor's test below would find it locked.
  const intro = 'Cette semaine, l’Europe occupe nos tables.\n\nBonne lecture !'
  expect((await admin.post('/cms-api/globals/newsletter', { data: { intro } })).status()).toBe(200)
  await page.reload()
  await expect(page.getByLabel('Texte d’introduction')).toHaveValue(intro)
  await expect(panel.getByText(/^La lettre n’a pas encore de texte d’introduction/)).toHaveCount(0)
  await expect(panel.frameLocator('iframe[title="Aperçu de la lettre hebdomadaire"]').getByText('Bonne lecture !')).toBeVisible()
  await expect(panel.getByRole('status')).toContainText(
    new RegExp(`^Prochain envoi\\s:\\s${SCHEDULED.label.toLowerCase()} .+ à 08\\s+h\\s+00, à \\d+ personnes inscrites à ce jour\\.$`),
  )
  await expect(panel.frameLocator('iframe[title="Aperçu de la lettre hebdomadaire"]').getByText('Les prochains dîners')).toBeVisible()
  await attachScreenshot(page, testInfo, 'newsletter-admin', { fullPage: true })
  await sendNow.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer maintenant' }).click()
  await expect(page.getByText(/^La lettre de la semaine part à \d+ personnes, par lots\.$/)).toBeVisible()

  // This letter is the one opening on the introduction: the mailbox may also hold one the app's
  // own schedule sent before the test began, without it.
  const sentNow = async (email: string) =>
    (await mailsTo(email)).filter((m) => m.subject.startsWith(LETTER) && m.text.includes(intro.split('\n')[0]))
  await expect
    .poll(async () => (await Promise.all(opted.map(async (person) => (await sentNow(person.email)).length))).join(), { timeout: 60_000 })
    .toBe(opted.map(() => 1).join())
  const [person] = opted
  const [letter] = await sentNow(person.email)
  expect(letter.text).toContain('Les cinq articles de la semaine')
  expect(letter.text).toMatch(/^Bonjour [^,\n]+,\n\nCette semaine, l’Europe occupe nos tables\./)
  expect(letter.text).toMatch(/\nRéserver : http\S+\/diners\/\d+-[a-z0-9-]+\n/)
  expect(letter.html).toContain('Se désinscrire de la lettre')
  expect(letter.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
  const oneClick = /<(https?:[^>]+)>/.exec(letter.listUnsubscribe)?.[1] ?? ''
  expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/)
  expect(letter.listUnsubscribe).toMatch(/<mailto:[^>]+>/)

  // The mail provider's one click: its own servers, no cookie, a form body.
  const provider = await playwrightRequest.newContext({ extraHTTPHeaders: { Origin: 'https://mail.provider.example' } })
  const answer = await provider.post(new URL(new URL(oneClick).pathname + new URL(oneClick).search, E2E_BASE_URL).href, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(answer.status()).toBe(200)
  const stored = await (await admin.get(`/cms-api/users/${person.id}?depth=0`)).json()
  expect(stored.newsletter).toBe(false)
  await provider.dispose()
})

test('the letter’s footer link opens a page whose button unsubscribes (opening it changes nothing)', async ({
  page,
  playwright,
}, testInfo) => {
  const admin = await adminRequest(playwright.request)
  const docs = await optedIn(admin)
  let footer = ''
  let reader = docs[0]
  for (const person of docs) {
    const letter = (await mailsTo(person.email)).find((m) => m.subject.startsWith(LETTER))
    footer = /Se désinscrire de la lettre : (\S+)/.exec(letter?.text ?? '')?.[1] ?? ''
    reader = person
    if (footer) break
  }
  expect(footer).toMatch(/\/newsletter\/desinscription\?token=/)
  const url = new URL(footer)
  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désinscrire de la lettre')
  await expect(page.getByText(/^Ne plus recevoir la lettre hebdomadaire à l’adresse \S•••@\S+\s\?$/)).toBeVisible()
  expect((await (await admin.get(`/cms-api/users/${reader.id}?depth=0`)).json()).newsletter).toBe(true)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'unsubscribe-390')
  await page.getByRole('button', { name: 'Me désinscrire' }).click()
  await expect(page.getByRole('status')).toHaveText(/^C’est fait\s:\svous ne recevrez plus la lettre hebdomadaire\./)
  expect((await (await admin.get(`/cms-api/users/${reader.id}?depth=0`)).json()).newsletter).toBe(false)
})

test('an editor sees the preview and sends herself a test, but cannot send the letter to everyone', async ({ page, playwright }) => {
  await loginToAdmin(page, E2E_EDITOR, '/admin/globals/newsletter')
  const panel = page.getByRole('region', { name: 'Aperçu de la lettre' })
  await expect(panel.getByRole('button', { name: 'S’envoyer un test' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Envoyer la lettre de la semaine maintenant' })).toHaveCount(0)
  await panel.getByRole('button', { name: 'S’envoyer un test' }).click()
  await expect(page.getByText(`La lettre de test est partie à ${E2E_EDITOR.email}.`)).toBeVisible()
  await expect.poll(async () => (await mailsTo(E2E_EDITOR.email)).some((m) => m.subject.startsWith(`[Test] ${LETTER}`))).toBe(true)
  const editor = await editorRequest(playwright.request)
  expect((await editor.post('/api/admin/newsletter/send')).status()).toBe(403)
})

test('a member turns the newsletter on and off in their space', async ({ page }) => {
  await loginAsMember(page)
  const section = page.getByRole('region', { name: 'La lettre hebdomadaire' })
  const toggle = section.getByRole('switch', { name: 'Recevoir la lettre hebdomadaire' })
  const before = (await toggle.getAttribute('aria-checked')) === 'true'
  await toggle.click()
  await expect(section.getByRole('status')).toHaveText(
    before ? 'Vous ne recevrez plus la lettre hebdomadaire.' : 'Vous recevrez la lettre hebdomadaire.',
  )
  await expect(toggle).toHaveAttribute('aria-checked', String(!before))
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Recevoir la lettre hebdomadaire' })).toHaveAttribute('aria-checked', String(!before))
})
