import { expect, test } from '@playwright/test'

import { E2E_BASE_URL, E2E_MAILBOX_URL, E2E_MEMBER } from './fixtures'
import { dinnerId, expectNoAxeViolations, loginAsMember, mailsTo } from './support'

/**
 * The 72-hour reminder as a member meets it: the mail's links open a page that only asks (a mail
 * scanner changes nothing), its button answers without a session, and a link serves once. The
 * harness makes the member's reminders due (the job's time moved, as a clock would); the app's own
 * job runner sends them.
 */
/** The demo dinner the member books (its title's French spacing aside). */
const AI = 'Intelligence artificielle'

async function remindersDueNow(email: string): Promise<void> {
  const answer = await fetch(new URL(`/reminders/due?email=${encodeURIComponent(email)}`, E2E_MAILBOX_URL), { method: 'POST' })
  expect(answer.status, await answer.text()).toBe(200)
}

test('« Vous venez toujours ? » : « Je viens » asks, then confirms once; a forged link says so in French', async ({ page, browser }) => {
  await loginAsMember(page)
  // A member is not asked to apply: the calls to join lead to their dinners.
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Mes dîners' }).first()).toHaveAttribute('href', '/status#mes-diners')
  await expect(page.getByRole('link', { name: 'Devenir membre fondateur' })).toHaveCount(0)
  const booked = await page.request.post(`/api/dinners/${await dinnerId(page, AI)}/bookings`, {
    data: {},
    headers: { Origin: E2E_BASE_URL },
  })
  expect([201, 409]).toContain(booked.status())

  await remindersDueNow(E2E_MEMBER.email)
  let text = ''
  await expect
    .poll(async () => {
      text = (await mailsTo(E2E_MEMBER.email)).find((mail) => mail.subject.includes(`vous venez toujours au dîner « ${AI}`))?.text ?? ''
      return text
    })
    .toContain('Je viens : ')
  const come = /Je viens : (\S+)/.exec(text)?.[1] ?? ''
  const withdraw = /Je me désiste : (\S+)/.exec(text)?.[1] ?? ''
  expect(withdraw).toMatch(/\/rappel\?token=/)

  // A fresh browser, no session: the link only asks.
  const visitor = await browser.newPage()
  await visitor.goto(new URL(come).pathname + new URL(come).search)
  await expect(visitor.getByRole('heading', { name: 'Confirmer votre venue' })).toBeVisible()
  await expect(visitor.getByText(/Confirmez votre venue au dîner «\s*Intelligence artificielle/)).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('button', { name: 'Je viens' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'votre venue est confirmée' })).toBeVisible()

  await visitor.reload()
  await expect(visitor.getByRole('alert').filter({ hasText: 'Ce lien a déjà servi' })).toBeVisible()
  await visitor.goto('/rappel?token=un-lien-invente-de-toutes-pieces')
  await expect(visitor.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valide' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Ouvrir mon espace' })).toHaveAttribute('href', '/status')

  // Plans change: « Je me désiste » asks too, then gives the seat back, once.
  const cancellations = async () =>
    (await mailsTo(E2E_MEMBER.email)).filter((mail) => mail.subject.includes(`votre réservation pour « ${AI}`)).length
  const cancelledBefore = await cancellations()
  await visitor.goto(new URL(withdraw).pathname + new URL(withdraw).search)
  await expect(visitor.getByRole('heading', { name: 'Vous désister' })).toBeVisible()
  await expect(visitor.getByText(/sera rendue et aussitôt proposée au suivant sur la liste d’attente/)).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('button', { name: 'Je me désiste' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'C’est noté : votre réservation est annulée' })).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('alert').filter({ hasText: 'Ce lien a déjà servi' })).toBeVisible()
  await visitor.close()

  // The member's space says so, and the cancellation was mailed.
  await page.goto('/status')
  const myDinners = page.locator('section', { has: page.getByRole('heading', { name: 'Mes dîners', level: 2 }) })
  const history = myDinners.getByRole('group').filter({ hasText: /Annulations \(\d+\)/ })
  await history.getByText(/Annulations \(\d+\)/).click()
  await expect(history.getByRole('listitem').filter({ hasText: AI }).getByText('Annulée', { exact: true })).toBeVisible()
  await expect.poll(cancellations).toBe(cancelledBefore + 1)
})
