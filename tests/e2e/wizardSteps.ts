import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { toasts, uniqueEmail } from './support'
import { VALIDATION } from '../../src/domain/messages/validation'
import { STEP1_THEMES, STEP_ANSWERS } from '../support/stepAnswers'

/** Helpers of the wizard journeys: filling each step with valid answers, and what a step shows. */
export const PASSWORD = 'mot-de-passe-wizard'
const NEXT = /^Continuer$/

export async function expectValidation(page: Page, message: string) {
  await expect(toasts(page).getByText(VALIDATION.title).last()).toBeVisible()
  await expect(toasts(page).getByText(message, { exact: true })).toBeVisible()
}

export async function submit(page: Page, name: RegExp | string) {
  await page.getByRole('button', { name }).click()
}

/** 'Étape n sur 6' and its progress bar, at the expected URL. */
export async function expectStep(page: Page, n: number, url: RegExp) {
  await expect(page).toHaveURL(url)
  await expect(page.getByText(`Étape ${n} sur 6`, { exact: true })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: `Étape ${n} sur 6` })).toBeVisible()
}

export async function checkThemes(page: Page, themes = ['Culture & Créativité', 'Sport & Société', 'Monde & Géopolitique']) {
  for (const theme of themes) await page.getByRole('checkbox', { name: new RegExp(theme) }).click()
}

/** Fills and sends step 1 of the full form, already shown. */
export async function fillFullStep1(page: Page, email: string) {
  await page.getByLabel(/^Prénom/).fill('Léa')
  await page.getByLabel(/^Nom/).fill('Roux')
  await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD)
  await checkThemes(page)
  await page.getByRole('button', { name: /S’inscrire/ }).click()
}

/** Step 1 of the full form; answers the new account's e-mail and id. */
export async function registerInBrowser(page: Page) {
  const email = uniqueEmail('wizard')
  await page.goto('/inscription')
  await fillFullStep1(page, email)
  await expect(page).toHaveURL(/\/adhesion\?userId=(\d+)$/)
  const id = Number(/userId=(\d+)/.exec(page.url())?.[1])
  return { email, id }
}

export async function fillStep2(page: Page) {
  await page.getByLabel(/^Date de naissance/).fill('1990-01-01')
  await page.getByLabel(/^Téléphone/).fill('0601020304')
  await page.getByRole('combobox', { name: /Comment vous définissez-vous/ }).click()
  await page.getByRole('option', { name: 'Homme' }).click()
  await page.getByRole('radio', { name: /Essentiel/ }).click()
  await submit(page, NEXT)
}

export async function fillStep3(page: Page) {
  await page.getByLabel(/^Adresse/).fill('3 place Bellecour')
  await page.getByLabel(/^Code postal/).fill('69002')
  await page.getByLabel(/^Ville/).fill('Lyon')
  await submit(page, NEXT)
}

export async function fillStep4(page: Page) {
  await page.getByLabel(/^Entreprise/).fill('Atelier Nord')
  await page.getByLabel(/^Poste actuel/).fill('Architecte')
  await page.getByRole('checkbox', { name: 'Anglais' }).click()
  await submit(page, NEXT)
}

export async function fillStep5(page: Page) {
  await page.getByLabel(/^Présentez-vous/).fill('Architecte à Lyon, curieuse de tout, j’aime les tables où l’on se contredit avec plaisir.')
  await submit(page, NEXT)
}

/** Step 6 keeps the default answers. */
export async function fillStep6(page: Page) {
  await submit(page, NEXT)
}

/** The applicant's own record, as the site's API answers it to the page's session. */
export async function ownRecord(page: Page) {
  const response = await page.request.get('/api/auth/user', { headers: { Origin: E2E_BASE_URL } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { user: { abTestGroup: string | null; hasPassword: boolean; source: string } }
}

/**
 * An applicant created through the API as the wizard would, answering every step before
 * `stopAt` (8: complete). `request` must send the site's Origin; it keeps the session.
 */
export async function applicantByApi(
  request: APIRequestContext,
  stopAt = 8,
  password = PASSWORD,
  name: { firstName: string; lastName: string } = { firstName: 'Camille', lastName: 'Durand' },
) {
  const email = uniqueEmail('candidat')
  const created = await request.post('/api/register', {
    data: { ...name, email, password, confirmPassword: password, themes: STEP1_THEMES },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  for (const [step, data] of STEP_ANSWERS.filter(([step]) => step < stopAt)) {
    expect((await request.post(`/api/registration/${id}/step`, { data: { step, data } })).status()).toBe(200)
  }
  return { id, email }
}

/** Signs the page in as a new applicant who answered every step before `stopAt` (8: complete). */
export async function signInApplicantAt(page: Page, stopAt: number) {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  return applicantByApi(page.request, stopAt)
}
