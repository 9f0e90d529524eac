import { type APIRequest, expect, test, type Page } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, mailsTo, toasts, withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'
import { DINNER_TIME_ZONE } from '../../src/domain/dinners'
import { LOGIN_FAILURES_BEFORE_DELAY } from '../../src/domain/limits'
import { TOASTS } from '../../src/domain/messages/toasts'
import { VALIDATION } from '../../src/domain/messages/validation'

const PASSWORD = 'mot-de-passe-e2e'

/** An applicant created through the API, as the wizard would; completed unless told otherwise. */
async function applicant(requests: APIRequest, complete = true) {
  const request = await requests.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const created = await applicantByApi(request, complete ? 8 : 2, PASSWORD)
  await request.dispose()
  return created
}

async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test.beforeEach(async ({ page }) => withStoredConsent(page))

test.describe('login', () => {
  test('empty fields, wrong password, and the link to create an account', async ({ page }) => {
    await page.goto('/login')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(toasts(page).getByText(VALIDATION.fieldsRequiredTitle)).toBeVisible()
    await expect(toasts(page).getByText(VALIDATION.loginFieldsRequired, { exact: true })).toBeVisible()
    // Each field says so, the first one takes the focus, and a field's message goes once it is filled.
    const email = page.getByLabel('E-mail')
    const password = page.getByLabel('Mot de passe')
    await expect(email).toBeFocused()
    for (const field of [email, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(VALIDATION.loginFieldsRequired)
    }
    await email.fill('personne@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await password.fill('un-mot')
    await expect(password).not.toHaveAttribute('aria-invalid')
    // Emptied again after the corrections, a field says so again.
    await email.fill('')
    await expect(email).toHaveAccessibleDescription(VALIDATION.loginFieldsRequired)
    await login(page, 'personne@example.com', 'mauvais-mot')
    await expect(toasts(page).getByText(TOASTS.loginErrorTitle)).toBeVisible()
    await expect(toasts(page).getByText('Email ou mot de passe incorrect')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Créer votre compte' })).toHaveAttribute('href', '/registration')
  })

  test('after repeated wrong passwords this browser waits, and the page says so in French', async ({ page, playwright }) => {
    const { email } = await applicant(playwright.request)
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(email)
    for (let attempt = 0; attempt < LOGIN_FAILURES_BEFORE_DELAY; attempt++) {
      await page.getByLabel('Mot de passe').fill(`faux-${attempt}-mot`)
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'))
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await answered
    }
    // Even the right password waits, from here.
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(
      toasts(page).getByText('Trop de tentatives de connexion depuis cet appareil. Réessayez dans quelques minutes.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an unfinished registration resumes the wizard at its step', async ({ page, playwright }) => {
    const { id, email } = await applicant(playwright.request, false)
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(frame.url()))
    await login(page, email)
    // SPEC: to /registration-fixed?step={registrationStep}&userId={id}, which shows that step.
    await expect(page.getByText('Étape 1 sur 6', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/adhesion\\?userId=${id}$`))
    expect(visited.some((url) => url.endsWith(`/registration-fixed?step=2&userId=${id}`))).toBe(true)
  })
})

test.describe('status page', () => {
  test('without a session it sends to /login', async ({ page }) => {
    await page.goto('/status')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('pending, then approved with the reviewer note, and logout', async ({ page, playwright }) => {
    const { id, email } = await applicant(playwright.request)
    await login(page, email)
    await expect(page).toHaveURL(/\/status$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille Durand')
    await expect(page.getByText('En attente', { exact: true })).toBeVisible()
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: DINNER_TIME_ZONE }).format(new Date())
    await expect(page.getByText(`Demande envoyée le ${today}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Accéder à la communauté' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const admin = await adminRequest(playwright.request)
    await approveMember(admin, id, 'Ravis de vous accueillir.')
    await admin.dispose()
    await page.reload()
    await expect(page.getByText('Approuvée', { exact: true })).toBeVisible()
    await expect(page.getByText('Ravis de vous accueillir.')).toBeVisible()
    // SPEC §2: to the club's home.
    await expect(page.getByRole('link', { name: 'Accéder à la communauté' })).toHaveAttribute('href', '/')

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
    await page.goto('/status')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('rejected', async ({ page, playwright }) => {
    const { id, email } = await applicant(playwright.request)
    const admin = await adminRequest(playwright.request)
    await admin.post(`/api/admin/applications/${id}/review`, { data: { action: 'reject', notes: '' } })
    await admin.dispose()
    await login(page, email)
    await expect(page.getByText('Rejetée', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Votre candidature n’a pas été retenue' })).toBeVisible()
  })
})

test('password reset end to end, through the e-mail received', async ({ page, playwright }) => {
  const { email } = await applicant(playwright.request)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Recevoir un lien' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe' })).toBeVisible()
  let link = ''
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.includes('réinitialiser'))
      link = /https?:\/\/[^"\s<]+mot-de-passe\/reinitialiser\?token=[^"\s<]+/.exec(mail?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  await page.goto(link.replace(/&amp;/g, '&'))
  await page.getByLabel('Nouveau mot de passe').fill('tout-nouveau-secret')
  await page.getByLabel('Confirmez le mot de passe').fill('tout-nouveau-secret')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page).toHaveURL(/\/status$/)
  await page.context().clearCookies()
  await login(page, email, 'tout-nouveau-secret')
  await expect(page).toHaveURL(/\/status$/)
})

test('data export contains the answers; erasure removes the account', async ({ page, playwright }) => {
  const { email } = await applicant(playwright.request)
  await login(page, email)
  await expect(page).toHaveURL(/\/status$/)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Télécharger mes données' }).click()
  const file = await (await download).path()
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'))
  expect(data.account).toMatchObject({ email, city: 'Paris', company: 'Le Journal', identity: 'femme' })
  expect(JSON.stringify(data)).not.toContain('"hash"')

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' })
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`)

  const admin = await adminRequest(playwright.request)
  const found = await (await admin.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(email)}`)).json()
  expect(found.totalDocs).toBe(0)
  await admin.dispose()
})

test.describe('proving the address', () => {
  test('the mailed link asks to sign in, then confirms with a click; /status stops asking', async ({ page, playwright }) => {
    const { email } = await applicant(playwright.request)
    let link = ''
    await expect
      .poll(async () => {
        const mail = (await mailsTo(email)).find((m) => m.subject.includes('confirmez votre adresse'))
        link = /https?:\/\/[^"\s<]+email\/confirmer\?token=[^"\s<]+/.exec(mail?.text ?? '')?.[0] ?? ''
        return link
      })
      .not.toBe('')
    const path = new URL(link.replace(/&amp;/g, '&')).pathname + new URL(link.replace(/&amp;/g, '&')).search
    // Opened without a session (a mail scanner, someone else): nothing is confirmed.
    await page.goto(path)
    await expect(page.getByText(/connectez-vous avec le compte qui a demandé ce lien/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirmer mon adresse' })).toHaveCount(0)

    await login(page, email)
    await expect(page.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toBeVisible()
    await page.goto(path)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click()
    await expect(page.getByRole('heading', { name: 'Adresse confirmée' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Votre adresse e-mail est confirmée. Merci !')
    await page.getByRole('link', { name: 'Aller à mon espace' }).click()
    await expect(page).toHaveURL(/\/status$/)
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Adresse e-mail à confirmer' })).toHaveCount(0)
  })
})
