import { expect, type Locator, test } from '@playwright/test'

import { CANCEL_LABEL, CANCEL_PATH } from '@/domain/billing/cancellationTexts'
import { MEMBER_BILLING_TEXTS } from '@/domain/billing/memberTexts'
import { RETENTION_TEXTS } from '@/domain/billing/retentionTexts'
import { fill } from '@/domain/fill'

import { paidMembership } from './membershipSupport'
import { expectNoAxeViolations, mailedLink } from './support'
import { PASSWORD } from './wizardSteps'

/**
 * « Résilier mon adhésion » as the law counts it: from the visible function (in « Mon adhésion »,
 * in the footer of a paying member's mails) to the confirmed cancellation, at most three clicks,
 * the date it takes effect shown before the member confirms, and the confirmation mailed. The
 * login a signed-out member goes through and the retention offer's « Non merci » are not counted.
 */

/** The law's limit: clicks from the visible « Résilier » function to the confirmation. */
const MAX_CLICKS = 3

test('from a mail’s « Résilier mon adhésion », through the login and the offer declined, cancelled in at most three clicks', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  const { email, admin } = await paidMembership(page, playwright, 'Résiliante')
  // The team offers a month at half price to a member about to cancel (once a year).
  const offer = (retentionOffer: 'discount' | null) =>
    admin.post('/cms-api/globals/site-settings', { data: { billing: { retentionOffer, retentionDiscountPercent: 50 } } })
  expect((await offer('discount')).status()).toBe(200)
  try {
    // Any mail to a paying member carries the function: here, a password reset's.
    expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200)
    const footerLink = await mailedLink(email, 'réinitialiser', CANCEL_LABEL)
    expect(footerLink.endsWith(CANCEL_PATH)).toBe(true)

    // Signed out, the link goes through the login and back to the cancellation, its dialog open.
    await page.context().clearCookies()
    let clicks = 0
    const click = async (target: Locator) => {
      clicks += 1
      await target.click()
    }
    clicks += 1 // the mail's link
    await page.goto(footerLink)
    await expect(page).toHaveURL(/\/login\?retour=%2Fstatus%2Fadhesion%23resilier$/)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/status\/adhesion#resilier$/)
    const dialog = page.getByRole('dialog', { name: 'Résilier mon adhésion' })
    await expect(dialog.getByText(fill(RETENTION_TEXTS.discount, { percent: 50 }))).toBeVisible()
    await expectNoAxeViolations(page)
    // « Non merci »: one click, which the law's three do not count.
    await dialog.getByRole('button', { name: RETENTION_TEXTS.decline }).click()
    // Subscribed today: the 2-month minimum sets the date, and the dialog says so before the confirmation.
    await expect(dialog.getByText(/^Votre adhésion prendra fin le \d{1,2} \S+ \d{4}\./)).toBeVisible()
    await expect(dialog.getByText(/engagement minimum de 2 mois/)).toBeVisible()
    const shown = (await dialog.getByText(/^Votre adhésion prendra fin le/).textContent()) ?? ''
    const date = /fin le (.+?)\./.exec(shown)?.[1] ?? ''
    await click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
    await expect(page.getByRole('dialog', { name: 'Résiliation confirmée' }).getByText(`elle prend fin le ${date}`)).toBeVisible()
    expect(clicks).toBeLessThanOrEqual(MAX_CLICKS)
    console.log(`clicks from the mail's footer to the confirmed cancellation (login and « Non merci » apart): ${clicks}`)
    await page.keyboard.press('Escape')
    await expect(page.getByText(fill(MEMBER_BILLING_TEXTS.statusHints.cancelling, { date }))).toBeVisible()
    await mailedLink(email, 'votre résiliation est confirmée', CANCEL_LABEL)

    // Another member, from the member space at the desktop width: its summary's « Résilier » opens
    // « Mon adhésion » on the dialog, the offer declined, the confirmation.
    await page.context().clearCookies()
    await page.setViewportSize({ width: 1440, height: 900 })
    const other = await paidMembership(page, playwright, 'Résiliante-bis')
    await other.admin.dispose()
    await page.goto('/status')
    clicks = 0
    await click(page.getByRole('link', { name: CANCEL_LABEL }))
    await expect(page).toHaveURL(/\/status\/adhesion#resilier$/)
    await dialog.getByRole('button', { name: RETENTION_TEXTS.decline }).click()
    await expect(dialog.getByText(/^Votre adhésion prendra fin le/)).toBeVisible()
    await expectNoAxeViolations(page)
    await click(dialog.getByRole('button', { name: 'Confirmer la résiliation' }))
    await expect(page.getByRole('dialog', { name: 'Résiliation confirmée' })).toBeVisible()
    expect(clicks).toBeLessThanOrEqual(MAX_CLICKS)
    console.log(`clicks from the member space to the confirmed cancellation (« Non merci » apart): ${clicks}`)
  } finally {
    await offer(null)
    await admin.dispose()
  }
})
