import { expect, test } from '@playwright/test'

import { SPONSORSHIP_TEXTS } from '@/domain/sponsorship'

import { loginToAdmin } from './admin'
import { E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, mailedLink, uniqueEmail } from './support'
import { applicantByApi, fillFullStep1 } from './wizardSteps'
import { STEP_ANSWERS } from '../support/stepAnswers'

/**
 * Sponsorship as a member, a friend and the team meet it: the member invites a friend from their
 * space; the friend opens the mailed link, applies with their address already filled in; the team
 * opens the application and reads who sponsored it. On the production build, at 390 and 1440 px.
 */
test('a member invites a friend, the friend applies, the review shows the sponsor', async ({ page, browser, playwright }) => {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const sponsorName = { firstName: 'Paula', lastName: `Marraine${Date.now()}` }
  const { id } = await applicantByApi(page.request, 8, undefined, sponsorName)
  const admin = await adminRequest(playwright.request)
  await approveMember(admin, id)
  await admin.dispose()

  const friend = uniqueEmail('filleule')
  await page.goto('/status')
  const section = page.getByRole('region', { name: SPONSORSHIP_TEXTS.spaceHeading })
  await section
    .getByLabel(new RegExp(`^${SPONSORSHIP_TEXTS.email}`))
    .first()
    .fill(friend)
  await section.getByLabel(new RegExp(`^${SPONSORSHIP_TEXTS.message.replace(/[()]/g, '\\$&')}`)).fill('Viens, tu vas adorer.')
  await section.getByRole('button', { name: SPONSORSHIP_TEXTS.send }).click()
  await expect(section.getByRole('status').first()).toHaveText(`Invitation envoyée à ${friend}.`)
  await expect(section.getByText(SPONSORSHIP_TEXTS.states.sent, { exact: true })).toBeVisible()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
  }

  // The friend, in a browser of their own, follows the mailed link.
  const link = await mailedLink(friend, 'vous invite', 'Découvrir l’invitation')
  const friendContext = await browser.newContext({ extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const friendPage = await friendContext.newPage()
  for (const width of [390, 1440]) {
    await friendPage.setViewportSize({ width, height: 900 })
    await friendPage.goto(link)
    await expect(friendPage.getByText(`${sponsorName.firstName} ${sponsorName.lastName} vous invite`)).toBeVisible()
    await expectNoAxeViolations(friendPage)
  }
  await friendPage.getByRole('link', { name: SPONSORSHIP_TEXTS.pageStart }).click()
  await expect(friendPage).toHaveURL(/\/inscription\?/)
  await expect(friendPage.getByLabel(/^E-mail/)).toHaveValue(friend)
  await expectNoAxeViolations(friendPage)
  await fillFullStep1(friendPage, friend)
  await expect(friendPage).toHaveURL(/\/adhesion\?userId=(\d+)$/)
  const friendId = Number(/userId=(\d+)/.exec(friendPage.url())?.[1])
  for (const [step, data] of STEP_ANSWERS) {
    expect((await friendPage.request.post(`/api/registration/${friendId}/step`, { data: { step, data } })).status()).toBe(200)
  }
  await friendContext.close()

  // The sponsor's space says the application is in, and nothing of its review.
  await page.reload()
  await expect(section.getByText(SPONSORSHIP_TEXTS.states.applied, { exact: true })).toBeVisible()

  // The team opens it: « L’essentiel » names the sponsor.
  await page.context().clearCookies()
  await loginToAdmin(page)
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(friend)
  const card = page.getByRole('article', { name: /Roux/ })
  // The list filters as the search is typed: another Léa Roux (an earlier try's) leaves it then.
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: /^Voir détails/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Candidature de Léa Roux/ })
  await expect(dialog.getByText(`Parrainé·e par ${sponsorName.firstName} ${sponsorName.lastName}`)).toBeVisible()
  await expect(dialog.getByText('Son mot\u00a0: «\u00a0Viens, tu vas adorer.\u00a0»')).toBeVisible()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
})
