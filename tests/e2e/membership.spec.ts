import { expect, test } from '@playwright/test'

import { BILLING_ERRORS } from '@/domain/billing/billingTexts'

import { expectScreenFits } from './layout'
import { activationLink, approvedApplicant, payByCard } from './membershipSupport'
import { expectNoAxeViolations, publishedDinner } from './support'

/**
 * Paid membership as a new member meets it, with the slot's Stripe stand-in in Stripe's place:
 * approved, the mail's « Activer mon adhésion », the activation page, Stripe's hosted checkout
 * filled in as a payer would, back to « Mon adhésion » until the webhook makes it active, then a
 * booking. Before paying, the booking is refused in French with the way to activate.
 */

test('approved → mail → activation → Stripe’s checkout → active → books; refused in French before paying', async ({ page, playwright }) => {
  const { email, admin } = await approvedApplicant(page, playwright, 'Payante')
  const title = 'Le dîner d’Adèle, membre payante'
  await publishedDinner(admin, title)
  await admin.dispose()
  const approvedAt = Date.now()

  // Before paying: « Adhésion à activer », and a booking refused with the reason and the way to activate.
  await page.goto('/status')
  const membership = page.getByRole('region', { name: 'Mon adhésion', exact: true })
  await expect(membership.getByText('Adhésion à activer', { exact: true })).toBeVisible()
  const open = page.getByRole('region', { name: 'Dîners ouverts', exact: true })
  await open.getByRole('article', { name: title }).getByRole('button', { name: 'Réserver', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: BILLING_ERRORS.bookingNeedsMembership })
  await expect(refusal).toBeVisible()
  await expect(refusal.getByRole('link', { name: 'Activer mon adhésion' })).toHaveAttribute('href', '/status/adhesion')

  // The mail's link: the page recalls the plan and price; nothing happens until the button.
  await page.goto(await activationLink(email))
  await expect(page.getByRole('heading', { level: 1, name: 'Activer mon adhésion' })).toBeVisible()
  await expect(page.getByText(/^Engagement minimum de 2 mois/)).toBeVisible()
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()

  // Stripe's hosted checkout (the stand-in's), filled in as a payer would.
  await payByCard(page, 'Adèle Payante')

  // Back on « Mon adhésion »: confirming until the webhook, then active.
  await expect(page).toHaveURL(/\/status\/adhesion\?paiement=ok$/)
  await expect(page.getByText('Votre adhésion est active. Bienvenue !')).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  console.log(`approval to « Active » on the stand-in: ${Date.now() - approvedAt} ms`)
  await expect(page.getByRole('link', { name: /^Voir la facture du / })).toBeVisible()

  await page.getByRole('link', { name: 'Retour à mon espace' }).click()
  await open.getByRole('article', { name: title }).getByRole('button', { name: 'Réserver', exact: true }).click()
  await expect(page.getByText('Place réservée').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mes dîners', exact: true }).getByRole('article', { name: title })).toBeVisible()
})

test('the activation page and « Mon adhésion » fit and pass axe at 390 and 1440 px', async ({ page, playwright }, testInfo) => {
  const { email, admin } = await approvedApplicant(page, playwright, 'Accessible')
  await admin.dispose()
  const link = await activationLink(email)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(link)
    await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectScreenFits(page, testInfo, `activation-${width}`)
    await page.goto('/status/adhesion')
    await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeVisible()
    await expect(page.getByText(/^Aucune facture pour le moment/)).toBeVisible()
    await expectNoAxeViolations(page)
    await expectScreenFits(page, testInfo, `mon-adhesion-${width}`)
  }
})
