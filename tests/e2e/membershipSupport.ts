import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, mailedLink, withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

/** A new applicant signed in on the page, approved by the team (nothing paid): their e-mail. */
export async function approvedApplicant(page: Page, playwright: PlaywrightWorkerArgs['playwright'], lastName: string) {
  await withStoredConsent(page)
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Adèle', lastName })
  const admin = await adminRequest(playwright.request)
  const approved = await admin.post(`/api/admin/applications/${id}/review`, { data: { action: 'approve' } })
  expect(approved.status(), await approved.text()).toBe(200)
  return { email, admin }
}

/** The « Activer mon adhésion » link of the approval mail. */
export async function activationLink(email: string): Promise<string> {
  const link = await mailedLink(email, 'votre candidature est acceptée', 'Activer mon adhésion')
  expect(link).toContain('/activation?token=')
  return link
}

/** Stripe's hosted checkout (the stand-in's), filled in and submitted as a payer would. */
export async function payByCard(page: Page, holder: string): Promise<void> {
  await expect(page).toHaveURL(/\/c\/pay\/cs_/)
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242')
  await page.getByLabel("Date d'expiration (MM / AA)").fill('12 / 34')
  await page.getByLabel('Code de sécurité (CVC)').fill('123')
  await page.getByLabel('Nom du titulaire de la carte').fill(holder)
  await page.getByRole('button', { name: "S'abonner" }).click()
}

/** A new member who paid the first offer (Essentiel monthly) through Stripe's checkout, back on « Mon adhésion »: their e-mail and a team session. */
export async function paidMembership(page: Page, playwright: PlaywrightWorkerArgs['playwright'], lastName: string) {
  const { email, admin } = await approvedApplicant(page, playwright, lastName)
  await page.goto(await activationLink(email))
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
  await payByCard(page, `Adèle ${lastName}`)
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  return { email, admin }
}
