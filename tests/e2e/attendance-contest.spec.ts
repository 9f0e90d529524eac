import { type APIRequestContext, expect, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, mailsTo, publishedDinner, toasts, withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A dinner the member books, then moved to `daysAgo` days ago and their absence marked by the team. */
async function absenceAt(admin: APIRequestContext, member: APIRequestContext, title: string, daysAgo: number) {
  const doc = { id: await publishedDinner(admin, title, 'Lyon') }
  expect((await member.post(`/api/dinners/${doc.id}/bookings`, { data: {} })).status()).toBe(201)
  const moved = await admin.patch(`/cms-api/dinners/${doc.id}`, { data: { startsAt: new Date(Date.now() - daysAgo * DAY).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  const { attendance } = (await (await admin.get(`/api/admin/dinners/${doc.id}/attendance`)).json()) as {
    attendance: { bookingId: number }[]
  }
  const marked = await admin.put(`/api/admin/dinners/${doc.id}/attendance`, {
    data: { marks: [{ bookingId: attendance[0].bookingId, mark: 'no_show' }] },
  })
  expect(marked.status(), await marked.text()).toBe(200)
}

/**
 * The member's side of attendance: three absences pause their bookings; they see it in « Mes
 * présences » and contest one mark; the team, on /admin/dinners, keeps the mark with a word and
 * lifts the pause; the member is told each time by e-mail and sees the answer in their space.
 */
test('« Mes présences » : a paused member contests a mark, the team keeps it and lifts the pause', async ({
  page,
  browser,
  playwright,
}) => {
  await withStoredConsent(page)
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Marion', lastName: 'Absente' })
  const admin = await adminRequest(playwright.request)
  await approveMember(admin, id)
  expect((await admin.patch(`/cms-api/users/${id}`, { data: { pricingPlan: 'premium' } })).status()).toBe(200)
  for (const [index, daysAgo] of [20, 9, 2].entries()) await absenceAt(admin, page.request, `Dîner manqué n°${index + 1}`, daysAgo)
  // Two months ahead, behind the demo dinners the home page lists as the next three.
  const ahead = await publishedDinner(admin, 'Dîner à venir pendant la pause', 'Lyon')
  expect(
    (await admin.patch(`/cms-api/dinners/${ahead}`, { data: { startsAt: new Date(Date.now() + 60 * DAY).toISOString() } })).status(),
  ).toBe(200)
  await admin.dispose()

  await page.goto('/status')
  const record = page.getByRole('region', { name: 'Mes dîners passés' })
  await expect(record.getByText(/^Vos réservations sont suspendues jusqu’au /)).toBeVisible()
  await expect(record.getByText(/^Trois absences sans prévenir comptent en ce moment\./)).toBeVisible()
  await expect(record.getByText('Absent sans prévenir')).toHaveCount(3)
  // « Dîners ouverts » shows the dinners without a way to book them, and says why.
  const open = page.getByRole('region', { name: 'Dîners ouverts' })
  await expect(open.getByText(/^Vos réservations sont suspendues/)).toBeVisible()
  await expect(open.getByText('Dîner à venir pendant la pause')).toBeVisible()
  await expect(open.getByRole('button', { name: /^(Réserver|Rejoindre la liste d’attente)/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  const latest = record.getByRole('listitem').filter({ hasText: 'Dîner manqué n°3' })
  await latest.getByRole('button', { name: 'Contester' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contester la marque' })
  await dialog.getByRole('button', { name: 'Envoyer' }).click()
  await expect(dialog.getByText('Expliquez en quelques mots ce qui s’est passé.')).toBeVisible()
  await dialog.getByLabel(/^Votre message à l’équipe/).fill('Mon train a été annulé, j’ai appelé le restaurant.')
  await dialog.getByRole('button', { name: 'Envoyer' }).click()
  await expect(toasts(page).getByText('Contestation envoyée')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(latest.getByText(/^Contestée le .+ l’équipe vous répondra par e-mail\.$/)).toBeVisible()
  await expect(latest.getByRole('button', { name: 'Contester' })).toHaveCount(0)

  const team = await browser.newPage()
  await loginToAdmin(team, E2E_ADMIN, '/admin/dinners#presences')
  const contests = team.getByRole('region', { name: 'Présences contestées' })
  const contest = contests.getByRole('form', { name: /^Marion Absente, au dîner « Dîner manqué n°3 »/ })
  await expect(contest.getByText('Mon train a été annulé, j’ai appelé le restaurant.')).toBeVisible()
  await expect(contest.getByRole('radio', { name: 'Absent sans prévenir' })).toBeChecked()
  await expectNoAxeViolations(team)
  await contest.getByLabel('Réponse au membre (facultative)').fill('Le restaurant ne nous a rien transmis : la marque reste.')
  await contest.getByRole('button', { name: 'Répondre' }).click()
  await expect(team.getByText('Réponse envoyée')).toBeVisible()
  await expect(contest).toHaveCount(0)

  const paused = contests.getByRole('listitem').filter({ hasText: 'Marion Absente' })
  await expect(paused.getByText(/^.+ · Suspension jusqu’au .+ · Trois absences sans prévenir comptent en ce moment\.$/)).toBeVisible()
  await paused.getByRole('button', { name: 'Lever la suspension : Marion Absente' }).click()
  await expect(team.getByText('Suspension levée')).toBeVisible()
  await expect(paused).toHaveCount(0)
  await team.close()

  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject).join(' | '))
    .toMatch(/votre contestation pour «\s*Dîner manqué n°3\s*»/)
  await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject).join(' | ')).toMatch(/vos réservations sont rouvertes/)
  await page.reload()
  await expect(latest.getByText(/^L’équipe a maintenu la marque le /)).toBeVisible()
  await expect(latest.getByText('Réponse de l’équipe : Le restaurant ne nous a rien transmis : la marque reste.')).toBeVisible()
  await expect(record.getByText(/^Vos réservations sont suspendues/)).toHaveCount(0)
  await expect(open.getByRole('button', { name: /^(Réserver|Rejoindre la liste d’attente)/ }).first()).toBeVisible()
})
