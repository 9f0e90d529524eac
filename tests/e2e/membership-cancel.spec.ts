import { expect, type Locator, test } from '@playwright/test'

import { CANCEL_PATH } from '@/domain/billing/cancellationTexts'
import { MEMBER_BILLING_TEXTS } from '@/domain/billing/memberTexts'
import { fill } from '@/domain/fill'

import { paidMembership } from './membershipSupport'
import { expectNoAxeViolations, mailedLink } from './support'

/**
 * « Résilier mon adhésion » as the law counts it: from the visible function in « Mon adhésion »
 * to the confirmed cancellation, at most three clicks, the date it takes effect shown before the
 * member confirms, and the confirmation mailed (its footer carrying the same function).
 */

/** The law's limit: clicks from the visible « Résilier » function to the confirmation. */
const MAX_CLICKS = 3

test('cancelled in at most three clicks from « Mon adhésion », the date shown before confirming, the mail received', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  const { email, admin } = await paidMembership(page, playwright, 'Résiliante')
  await admin.dispose()

  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }
  await page.goto('/status/adhesion')
  await click(page.getByRole('button', { name: 'Résilier mon adhésion' }))
  const dialog = page.getByRole('dialog', { name: 'Résilier mon adhésion' })
  // Subscribed today: the 2-month minimum sets the date, and the dialog says so before the confirmation.
  await expect(dialog.getByText(/^Votre adhésion prendra fin le \d{1,2} \S+ \d{4}\./)).toBeVisible()
  await expect(dialog.getByText(/engagement minimum de 2 mois/)).toBeVisible()
  await expectNoAxeViolations(page)
  const shown = (await dialog.getByText(/^Votre adhésion prendra fin le/).textContent()) ?? ''
  const date = /fin le (.+?)\./.exec(shown)?.[1] ?? ''
  await click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
  await expect(page.getByRole('dialog', { name: 'Résiliation confirmée' }).getByText(`elle prend fin le ${date}`)).toBeVisible()
  expect(clicks).toBeLessThanOrEqual(MAX_CLICKS)
  console.log(`clicks from « Mon adhésion » to the confirmed cancellation: ${clicks}`)

  await page.keyboard.press('Escape')
  await expect(page.getByText('Résiliée à la fin de la période', { exact: true })).toBeVisible()
  await expect(page.getByText(fill(MEMBER_BILLING_TEXTS.statusHints.cancelling, { date }))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Annuler la résiliation' })).toBeVisible()

  const footerLink = await mailedLink(email, 'votre résiliation est confirmée', 'Résilier mon adhésion')
  expect(footerLink.endsWith(CANCEL_PATH)).toBe(true)
})
