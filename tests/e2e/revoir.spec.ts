import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import {
  adminRequest,
  approveMember,
  confirmedTables,
  expectNoAxeViolations,
  feedbackDueNow,
  mailedFeedbackLink,
  mailsTo,
  publishedDinner,
  toasts,
} from './support'
import { applicantByApi } from './wizardSteps'

const HOUR = 60 * 60 * 1000
const INTRODUCED = 'vous aimeriez vous revoir'

/** A new approved member signed in on their own request context, booked at the dinner. */
async function guestOf(admin: APIRequestContext, dinnerId: number, firstName: string, lastName: string) {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const { id, email } = await applicantByApi(request, 8, undefined, { firstName, lastName })
  await approveMember(admin, id)
  expect((await request.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
  await request.dispose()
  return email
}

async function giveScores(page: Page) {
  const score = (label: RegExp) => page.getByRole('group', { name: label }).getByRole('radio', { name: '4 · Très bien' })
  for (const label of [/^La soirée dans son ensemble/, /^L’intervenant/, /^La conversation à ma table/]) await score(label).click()
}

/**
 * « Revoir » and « Signaler » on the morning-after form, as two tablemates meet them: Zoé ticks
 * Yann and gives another address; Yann's form shows nothing of it; he ticks her back, and one mail
 * introduces them. Zoé also reports Xavier from the same page, with the mailed link as proof.
 */
test('« Revoir » : two tablemates who tick each other are introduced by one mail; « Signaler » from the same form', async ({
  browser,
  playwright,
}) => {
  const admin = await adminRequest(playwright.request)
  const dinnerId = await publishedDinner(admin, 'Dîner des retrouvailles')
  const zoe = await guestOf(admin, dinnerId, 'Zoé', 'Revoit')
  const yann = await guestOf(admin, dinnerId, 'Yann', 'Revu')
  await guestOf(admin, dinnerId, 'Xavier', 'Signalé')
  await guestOf(admin, dinnerId, 'Wanda', 'Témoin')
  await confirmedTables(admin, dinnerId)
  // Held two hours ago: its morning-after mail is still to come (10 a.m. the next day), and the
  // harness brings it forward. Held 20 hours ago, that hour had passed whenever the test ran after
  // 10 a.m. and the evening had begun after 2 p.m.: no mail was planned any more.
  const moved = await admin.patch(`/cms-api/dinners/${dinnerId}`, { data: { startsAt: new Date(Date.now() - 2 * HOUR).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  await admin.dispose()
  await feedbackDueNow(dinnerId)

  const zoePage = await browser.newPage()
  await zoePage.goto(await mailedFeedbackLink(zoe))
  const revoir = zoePage.getByRole('group', { name: /^Revoir quelqu’un de votre table/ })
  await expect(revoir.getByRole('checkbox')).toHaveCount(3)
  await expect(revoir.getByText(/nous vous présentons l’un à l’autre par un seul e-mail/)).toBeVisible()
  await expectNoAxeViolations(zoePage)
  // « Signaler un comportement » on the same page, before the answers are sent (the
  // link files reports until then): its dinner is already chosen.
  await zoePage.getByRole('button', { name: 'Signaler un comportement' }).click()
  const dialog = zoePage.getByRole('dialog', { name: 'Signaler un comportement' })
  await dialog.getByRole('combobox', { name: /^La personne/ }).click()
  await zoePage.getByRole('option', { name: 'Xavier' }).click()
  await dialog.getByRole('combobox', { name: /^Le motif/ }).click()
  await zoePage.getByRole('option', { name: 'Comportement irrespectueux ou agressif' }).click()
  await dialog.getByLabel(/^Ce qui s’est passé/).fill('Il m’a coupé la parole toute la soirée, avec mépris.')
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(toasts(zoePage).getByText('Signalement envoyé')).toBeVisible()
  await giveScores(zoePage)
  await revoir.getByRole('checkbox', { name: 'Yann' }).check()
  await zoePage.getByLabel(/^L’adresse à transmettre/).fill('zoe.perso@exemple.fr')
  await zoePage.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(zoePage.getByRole('status').filter({ hasText: 'Votre avis est enregistré.' })).toBeVisible()
  await expect(zoePage.getByRole('button', { name: 'Signaler un comportement' })).toBeHidden()
  await zoePage.close()

  // Yann sees nothing of Zoé's tick; he ticks her back.
  const yannPage = await browser.newPage()
  await yannPage.goto(await mailedFeedbackLink(yann))
  const his = yannPage.getByRole('group', { name: /^Revoir quelqu’un de votre table/ })
  for (const box of await his.getByRole('checkbox').all()) await expect(box).not.toBeChecked()
  await giveScores(yannPage)
  await his.getByRole('checkbox', { name: 'Zoé' }).check()
  await yannPage.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(yannPage.getByRole('status').filter({ hasText: 'Votre avis est enregistré.' })).toBeVisible()
  await yannPage.close()

  await expect.poll(async () => (await mailsTo(yann)).filter((mail) => mail.subject.includes(INTRODUCED)).length).toBe(1)
  const [introduction] = (await mailsTo(yann)).filter((mail) => mail.subject.includes(INTRODUCED))
  // One mail to both accounts (in Bcc), giving the address each chose to share.
  expect(introduction.to.sort()).toEqual([yann, zoe].sort())
  expect(introduction.text).toMatch(/Zoé\s: zoe\.perso@exemple\.fr/)
  expect(introduction.text).toContain(`Yann\u00a0: ${yann}`)
  expect(introduction.text).not.toContain(zoe)
  expect((await mailsTo('zoe.perso@exemple.fr')).filter((mail) => mail.subject.includes(INTRODUCED))).toHaveLength(0)

  // What the team learns: on the dinner's page, the rate and the scores, without names; the table beside its diversity.
  const team = await browser.newPage()
  await loginToAdmin(team, E2E_ADMIN, `/admin/dinners/${dinnerId}`)
  const learned = team.getByRole('region', { name: 'Avis des convives' })
  await expect(learned.getByText('2 réponses sur 4 convives sollicités · taux de réponse 50 %')).toBeVisible()
  await expect(
    learned.getByRole('listitem').filter({ hasText: 'Table 1' }).getByText('4 convives · 2 réponses · conversation – · diversité –'),
  ).toBeVisible()
  await expect(learned.getByText(/Zoé|Yann|Revoit|Revu/)).toHaveCount(0)
  await expectNoAxeViolations(team)
  await team.goto('/admin/dinners')
  await expect(team.getByRole('region', { name: 'Avis par intervenant' })).toBeVisible()
  await team.close()
})
