import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { expectNoAxeViolations, mailsTo, toasts, uniqueEmail, withStoredConsent } from './support'
import { applicantByApi, checkThemes, expectStep, expectValidation, fillStep2, PASSWORD, registerInBrowser, submit } from './wizardSteps'
import { TOASTS } from '../../src/domain/messages/toasts'
import { VALIDATION } from '../../src/domain/messages/validation'

test.beforeEach(async ({ page }) => withStoredConsent(page))

test('the whole journey: every validation message, each step saved, confirmation and e-mail', async ({ page }) => {
  const email = uniqueEmail('parcours')
  await page.goto('/')
  await page.getByRole('link', { name: 'Devenir membre fondateur' }).first().click()
  await expect(page).toHaveURL(/\/inscription$/)
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
  await expectNoAxeViolations(page)

  // Step 1
  const signUp = /S’inscrire/
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.firstNameRequired)
  await expect(page.getByLabel(/^Prénom/)).toBeFocused()
  await page.getByLabel(/^Prénom/).fill('Camille')
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.lastNameRequired)
  await page.getByLabel(/^Nom/).fill('Durand')
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.emailRequired)
  await page.getByLabel(/^E-mail/).fill(email)
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.passwordRequired)
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.confirmPasswordRequired)
  await page.getByLabel(/^Confirmez le mot de passe/).fill('autre-chose-encore')
  // The page's order: the confirmation comes before the themes.
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.passwordsDiffer)
  await expect(page.getByLabel(/^Confirmez le mot de passe/)).toBeFocused()
  await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD)
  await submit(page, signUp)
  await expectValidation(page, VALIDATION.themesMin)
  await checkThemes(page, ['Économie & Travail', 'Politique & Démocratie', 'Technologie & Futur'])
  await submit(page, signUp)
  await expect(toasts(page).getByText(TOASTS.accountCreatedTitle)).toBeVisible()

  // Step 2
  await expectStep(page, 1, /\/adhesion\?userId=\d+$/)
  await expect(page.getByText('Bonjour Camille')).toBeVisible()
  await expectNoAxeViolations(page)
  const next = /^Continuer$/
  await submit(page, next)
  await expectValidation(page, VALIDATION.birthDateRequired)
  await page.getByLabel(/^Date de naissance/).fill('1988-04-12')
  await submit(page, next)
  await expectValidation(page, VALIDATION.phoneRequired)
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78')
  await submit(page, next)
  await expectValidation(page, VALIDATION.identityRequired)
  await page.getByRole('combobox', { name: /Comment vous définissez-vous/ }).click()
  await page.getByRole('option', { name: 'Femme' }).click()
  await submit(page, next)
  await expectValidation(page, VALIDATION.planRequired)
  await page.getByRole('radio', { name: /Premium/ }).click()
  await submit(page, next)
  await expect(toasts(page).getByText(TOASTS.stepDoneTitle)).toBeVisible()

  // Step 3
  await expectStep(page, 2, /\/adhesion\?step=1&userId=\d+$/)
  await expectNoAxeViolations(page)
  await submit(page, next)
  await expectValidation(page, VALIDATION.addressRequired)
  await page.getByLabel(/^Adresse/).fill('12 rue des Lilas')
  await submit(page, next)
  await expectValidation(page, VALIDATION.postalCodeRequired)
  await page.getByLabel(/^Code postal/).fill('69003')
  await submit(page, next)
  await expectValidation(page, VALIDATION.cityRequired)
  await page.getByLabel(/^Ville/).fill('Lyon')
  await submit(page, next)

  // Step 4
  await expectStep(page, 3, /\/adhesion\?step=2&userId=\d+$/)
  await expectNoAxeViolations(page)
  await submit(page, next)
  await expectValidation(page, VALIDATION.companyRequired)
  await page.getByLabel(/^Entreprise/).fill('Radio Lyon')
  await submit(page, next)
  await expectValidation(page, VALIDATION.currentJobRequired)
  await page.getByLabel(/^Poste actuel/).fill('Journaliste')
  await page.getByLabel(/LinkedIn/).fill('https://example.com/moi')
  await submit(page, next)
  await expectValidation(page, VALIDATION.linkedinInvalid)
  await page.getByLabel(/LinkedIn/).fill('https://www.linkedin.com/in/camille')
  await submit(page, next)
  await expectValidation(page, VALIDATION.languagesMin)
  await page.getByRole('checkbox', { name: 'Français' }).click()
  await submit(page, next)

  // Step 5
  await expectStep(page, 4, /\/adhesion\?step=3&userId=\d+$/)
  await expectNoAxeViolations(page)
  await submit(page, next)
  await expectValidation(page, VALIDATION.presentationRequired)
  await page.getByLabel(/^Présentez-vous/).fill('Trop court.')
  await submit(page, next)
  await expectValidation(page, VALIDATION.presentationMin)
  await page.getByLabel(/^Présentez-vous/).fill('Journaliste radio, j’aime les débats argumentés et les rencontres inattendues.')
  await expect(page.getByLabel(/^Présentez-vous/)).toHaveAttribute('maxlength', '500')
  await submit(page, next)

  // Step 6
  await expectStep(page, 5, /\/adhesion\?step=4&userId=\d+$/)
  await expectNoAxeViolations(page)
  await expect(page.getByRole('slider')).toHaveCount(8)
  await page.getByRole('slider').first().focus()
  await page.keyboard.press('ArrowRight')
  await page.getByRole('checkbox', { name: 'Gluten' }).click()
  await submit(page, next)

  // Step 7
  await expectStep(page, 6, /\/adhesion\?step=5&userId=\d+$/)
  await expectNoAxeViolations(page)
  await submit(page, 'Finaliser')
  await expectValidation(page, VALIDATION.rulesRequired)
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).click()
  await submit(page, 'Finaliser')
  await expect(toasts(page).getByText(TOASTS.registrationDoneTitle)).toBeVisible()
  await expect(toasts(page).getByText(TOASTS.registrationDone)).toBeVisible()

  // Step 8
  await expect(page).toHaveURL(/\/confirmation$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue !')
  await expectNoAxeViolations(page)
  await expect.poll(async () => (await mailsTo(email)).some((m) => m.subject.includes('demande d’adhésion'))).toBe(true)
  await expect(page.getByRole('main').getByRole('link', { name: 'Suivre ma candidature' })).toHaveAttribute('href', '/status')
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
})

test('back and forth keeps the answers', async ({ page }) => {
  await registerInBrowser(page)
  await fillStep2(page)
  await page.getByLabel(/^Adresse/).fill('3 place Bellecour')
  await page.getByLabel(/^Code postal/).fill('69002')
  await page.getByLabel(/^Ville/).fill('Lyon')
  await page.getByRole('button', { name: /^Continuer$/ }).click()
  await expectStep(page, 3, /step=2/)
  await page.getByRole('button', { name: /Retour/ }).click()
  await expectStep(page, 2, /step=1/)
  await expect(page.getByLabel(/^Ville/)).toHaveValue('Lyon')
  await page.getByRole('button', { name: /Retour/ }).click()
  await expectStep(page, 1, /\/adhesion\?userId=/)
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('0601020304')
  await expect(page.getByRole('radio', { name: /Essentiel/ })).toBeChecked()
  await page.getByRole('button', { name: /Retour/ }).click()
  await expect(page).toHaveURL(/\/inscription\?userId=\d+$/)
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Léa')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('a session that ends mid-way resumes after login at the right step', async ({ page }) => {
  const { email, id } = await registerInBrowser(page)
  await fillStep2(page)
  await expectStep(page, 2, /step=1/)
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByText('Étape 2 sur 6', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/adhesion\\?step=1&userId=${id}$`))
})

test('quick sign-up continues in the wizard at the profile step', async ({ page }) => {
  const email = uniqueEmail('rapide-wizard')
  await page.goto('/')
  await page.getByLabel('Votre adresse e-mail').fill(email)
  await page.getByRole('button', { name: 'Je m’inscris' }).click()
  await expect(page).toHaveURL(/\/inscription\?userId=\d+$/)
  await expect(page.getByText(email)).toBeVisible()
  await page.getByLabel(/^Prénom/).fill('Nina')
  await page.getByLabel(/^Nom/).fill('Petit')
  await checkThemes(page)
  await page.getByRole('button', { name: /^Continuer$/ }).click()
  await expectStep(page, 1, /\/adhesion\?userId=\d+$/)
  await expect(page.getByText('Bonjour Nina')).toBeVisible()
})

test('someone else’s userId is never shown: the visitor is sent to /login', async ({ page, browser }) => {
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await withStoredConsent(otherPage)
  const { id: otherId } = await registerInBrowser(otherPage)
  await other.close()

  await registerInBrowser(page)
  await page.goto(`/registration/${otherId}`)
  await expect(page).toHaveURL(/\/login$/)
  await page.goto(`/adhesion?step=2&userId=${otherId}`)
  await expect(page).toHaveURL(/\/login$/)
})

test('each wizard route of the route table lands on the right step for an account at step 5', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id } = await applicantByApi(page.request, 5)

  // [route visited, wizard step shown, URL it is replaced by]
  const routes: Array<[string, number, string]> = [
    ['/inscription', 5, `/adhesion?step=3&userId=${id}`],
    [`/inscription?userId=${id}`, 1, `/inscription?userId=${id}`],
    [`/adhesion?userId=${id}&fromEmail=true`, 2, `/adhesion?userId=${id}`],
    [`/adhesion?step=2&userId=${id}`, 4, `/adhesion?step=2&userId=${id}`],
    [`/adhesion?step=5&userId=${id}`, 5, `/adhesion?step=3&userId=${id}`],
    ['/confirmation', 5, `/adhesion?step=3&userId=${id}`],
    ['/registration', 5, `/adhesion?step=3&userId=${id}`],
    [`/registration-fixed?step=3&userId=${id}`, 3, `/adhesion?step=1&userId=${id}`],
    [`/registration-simple?continue=true&step=4&userId=${id}`, 4, `/adhesion?step=2&userId=${id}`],
    [`/registration/${id}`, 5, `/adhesion?step=3&userId=${id}`],
  ]
  for (const [route, step, url] of routes) {
    await page.goto(route)
    await expect(page, `${route} → ${url}`).toHaveURL(`${E2E_BASE_URL}${url}`)
    if (step === 1) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil')
    else await expect(page.getByText(`Étape ${step - 1} sur 6`, { exact: true }), route).toBeVisible()
  }
})
