import { expect, test } from '@playwright/test'

import { EMAILED_LINK_TOKEN_PARAM } from '@/domain/links'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, feedbackDueNow, mailedFeedbackLink, mailsTo, publishedDinner } from './support'
import { applicantByApi } from './wizardSteps'

const HOUR = 60 * 60 * 1000

/**
 * The morning after, as a guest meets it: the mail's link opens the form without a session; the
 * scores are required; the answers are kept, and the page can change them (the next link is in
 * its address), while the mailed link, once used, says so. The harness makes the dinner's job due.
 */
test('« Votre avis sur le dîner » : three scores and a comment, sent once by the mailed link, then changed from the page', async ({
  page,
  browser,
  playwright,
}) => {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Inès', lastName: 'Avis' })
  const admin = await adminRequest(playwright.request)
  await approveMember(admin, id)
  const dinnerId = await publishedDinner(admin, 'Dîner du lendemain')
  expect((await page.request.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
  const moved = await admin.patch(`/cms-api/dinners/${dinnerId}`, { data: { startsAt: new Date(Date.now() - 2 * HOUR).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  await admin.dispose()

  await feedbackDueNow(dinnerId)
  const link = await mailedFeedbackLink(email)
  expect(link).toMatch(/\/avis\?token=/)

  // The mail leads with one star a score: the same link, the score chosen on the form, nothing sent.
  const [request] = (await mailsTo(email)).filter((mail) => mail.subject.includes('votre avis sur le dîner'))
  expect(request.text).toContain(`4 sur 5, très bien : ${link}&score=4`)
  expect(request.text).toMatch(/revoir/)
  expect(request.html.match(/>★<\/a>/g)).toHaveLength(5)

  const guest = await browser.newPage()
  await guest.goto(`${link}&score=4`)
  await expect(guest.getByRole('heading', { level: 1, name: 'Votre avis sur le dîner' })).toBeVisible()
  await expect(
    guest.getByRole('group', { name: /^La soirée dans son ensemble/ }).getByRole('radio', { name: '4 · Très bien' }),
  ).toBeChecked()
  await expect(guest.getByText(/ce formulaire ne vous demande jamais ce qui a été dit/)).toBeVisible()
  // How long a comment is kept comes from the club's settings (24 months unless changed).
  await expect(guest.getByText(/effacé au bout de 24 mois\.$/)).toBeVisible()
  await expectNoAxeViolations(guest)
  await guest.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(guest.getByText('Choisissez une note de 1 à 5.')).toHaveCount(2)

  const score = (label: RegExp, value: string) => guest.getByRole('group', { name: label }).getByRole('radio', { name: value })
  await score(/^La soirée dans son ensemble/, '5 · Excellent').click()
  await score(/^L’intervenant/, '4 · Très bien').click()
  await score(/^La conversation à ma table/, '3 · Bien').click()
  await guest.getByLabel(/^Un commentaire pour l’équipe/).fill('Un salon un peu bruyant.')
  await guest.getByRole('button', { name: 'Envoyer mon avis' }).click()
  await expect(guest.getByRole('status').filter({ hasText: 'Votre avis est enregistré.' })).toBeVisible()
  // The next link replaces the mailed one (and the star's score) in the address bar.
  const mailed = new URL(link).searchParams.get(EMAILED_LINK_TOKEN_PARAM)
  await expect.poll(() => new URL(guest.url()).searchParams.get(EMAILED_LINK_TOKEN_PARAM)).not.toBe(mailed)

  // The page's address holds the next link: a reload shows the answers, to change.
  await guest.reload()
  await expect(guest.getByText(/^Vous avez déjà répondu/)).toBeVisible()
  await expect(score(/^La soirée dans son ensemble/, '5 · Excellent')).toBeChecked()
  await expect(guest.getByLabel(/^Un commentaire pour l’équipe/)).toHaveValue('Un salon un peu bruyant.')
  await score(/^La conversation à ma table/, '4 · Très bien').click()
  await guest.getByRole('button', { name: 'Mettre à jour mon avis' }).click()
  await expect(guest.getByRole('status').filter({ hasText: 'Votre avis est enregistré.' })).toBeVisible()

  // The mailed link served once.
  await guest.goto(link)
  await expect(guest.getByRole('main').getByRole('alert')).toContainText('Ce lien a déjà servi')
  await guest.goto('/avis?token=un-avis-invente-de-toutes-pieces')
  await expect(guest.getByRole('main').getByRole('alert')).toContainText('Ce lien n’est pas valide.')
  await guest.close()
})
