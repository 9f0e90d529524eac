import { expect, type Locator, test } from '@playwright/test'

import { arrowTo } from './keyboard'
import { expectScreenFits } from './layout'
import { paidMembership } from './membershipSupport'
import { expectNoAxeViolations, mailsTo, publishedDinner } from './support'

/**
 * « Changer de formule » then « Mettre en pause » in « Mon adhésion », as a paying member meets
 * them on the production build with the slot's Stripe stand-in: an Essentiel member moves to
 * Premium (at once, prorated), then pauses across a dinner they booked, which the confirmation
 * lists and the pause cancels with its usual mail. The clicks each takes are counted.
 */

test('an Essentiel member upgrades to Premium at once, then pauses across a booked dinner, cancelled with its mail', async ({
  page,
  playwright,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 })
  // The first offer, Essentiel monthly, as the activation page proposes it.
  const { email, admin } = await paidMembership(page, playwright, 'Pausante')
  const title = 'Le dîner pendant la pause d’Adèle'
  const dinner = await publishedDinner(admin, title)
  await admin.dispose()
  expect((await page.request.post(`/api/dinners/${dinner}/bookings`, { data: {} })).status()).toBe(201)

  let clicks = 0
  const click = async (target: Locator) => {
    clicks += 1
    await target.click()
  }
  await page.goto('/status/adhesion')
  await expect(page.getByText(/^Essentiel · \d+\s€ par mois TTC$/)).toBeVisible()
  // A monthly membership always says its next charge.
  await expect(page.getByText(/^Prochain prélèvement\s:\s\d+\s€ le \d{1,2} \S+ \d{4}$/)).toBeVisible()

  // « Changer de formule »: Premium said to count at once, prorated, before the confirmation.
  await click(page.getByRole('button', { name: 'Changer de formule' }))
  const planDialog = page.getByRole('dialog', { name: 'Changer de formule' })
  await expect(planDialog.getByRole('radio', { name: /^Premium/ })).toBeChecked()
  await expect(
    planDialog.getByText(/^Prend effet aujourd’hui\s: Stripe vous facture dès maintenant la différence au prorata/),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await click(planDialog.getByRole('button', { name: 'Confirmer le changement' }))
  await expect(planDialog.getByText('C’est fait : vous êtes passé à la formule Premium.')).toBeVisible()
  console.log(`clicks from « Mon adhésion » to a confirmed plan change: ${clicks}`)
  await page.keyboard.press('Escape')
  await expect(page.getByText(/^Premium · \d+\s€ par mois TTC$/)).toBeVisible()

  // « Mettre en pause », by keyboard: two months, the booked dinner listed, the date it resumes.
  clicks = 0
  await page.getByRole('button', { name: 'Mettre en pause' }).focus()
  await page.keyboard.press('Enter')
  const pauseDialog = page.getByRole('dialog', { name: 'Mettre mon adhésion en pause' })
  await expect(pauseDialog.getByText(/^Votre adhésion reprendra d’elle-même le/)).toBeVisible()
  await pauseDialog.getByRole('radio', { name: '1 mois' }).focus()
  await arrowTo(page, 'ArrowRight', pauseDialog.getByRole('radio', { name: '2 mois' }))
  await expect(pauseDialog.getByRole('radio', { name: '2 mois' })).toBeChecked()
  await expect(pauseDialog.getByText(/^Ces dîners réservés pendant la pause seront annulés/)).toBeVisible()
  await expect(pauseDialog.getByRole('listitem').filter({ hasText: title })).toBeVisible()
  const resumes = (await pauseDialog.getByText(/^Votre adhésion reprendra d’elle-même le/).textContent()) ?? ''
  const date = /le (.+)\.$/.exec(resumes)?.[1] ?? ''
  await expectScreenFits(page, testInfo, 'pause-390', { fullPage: false })
  await click(pauseDialog.getByRole('button', { name: 'Confirmer la pause' }))
  await expect(
    page.getByRole('dialog', { name: 'Adhésion en pause' }).getByText(`Votre adhésion est en pause jusqu’au ${date}.`),
  ).toBeVisible()
  console.log(`clicks from « Mon adhésion » to a confirmed pause (keyboard opened it): ${clicks + 1}`)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // « Mon adhésion » paused: until when (where the focus lands), and that it resumes by itself with a mail before.
  await expect(page.getByText('En pause', { exact: true })).toBeVisible()
  await expect(page.getByText(`En pause jusqu’au ${date}`, { exact: true })).toBeFocused()
  await expect(page.getByText(/^Elle reprendra d’elle-même ce jour-là\s; vous recevrez un e-mail 7\sjours avant\.$/)).toBeVisible()
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.subject.includes('est annulée') && mail.subject.includes(title)))
    .toBe(true)

  await page.setViewportSize({ width: 1440, height: 900 })
  await expectNoAxeViolations(page)
})
