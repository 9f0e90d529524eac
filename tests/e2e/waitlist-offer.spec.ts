import { expect, test } from '@playwright/test'

import { E2E_BASE_URL, E2E_MEMBER } from './fixtures'
import { adminRequest, dinnerId, expectNoAxeViolations, loginAsMember, mailsTo } from './support'

/**
 * A seat freed inside the last 48 hours is offered, not given: the member on the waitlist gets a
 * mail whose link opens a page that only asks (a mail scanner takes nothing), and its button takes
 * the seat without a session, once. The demo dinner that is full with a waitlist is moved to
 * tomorrow and given three more seats by the team, as the admin's form would.
 */
const CLIMATE = 'Le climat, une affaire de justice'
const HOUR = 60 * 60 * 1000

test('« Une place pour vous » : the offer link asks, « Accepter la place » takes the seat once, and the space shows it', async ({
  page,
  browser,
  playwright,
}) => {
  await loginAsMember(page)
  const id = await dinnerId(page, CLIMATE)
  // The member waits for this full dinner (already, when the dinners spec ran first).
  const joined = await page.request.post(`/api/dinners/${id}/bookings`, { data: {}, headers: { Origin: E2E_BASE_URL } })
  expect([201, 409]).toContain(joined.status())
  const myDinners = page.locator('section', { has: page.getByRole('heading', { name: 'Mes dîners', level: 2 }) })
  await page.reload()
  await expect(myDinners.getByRole('article', { name: CLIMATE }).getByText(/^Liste d’attente, position \d+$/)).toBeVisible()

  // The day before, the team adds three seats: one for each of the (up to three) members waiting.
  const admin = await adminRequest(playwright.request)
  const seats = await admin.get(`/cms-api/dinners/${id}?depth=0`)
  expect(seats.status()).toBe(200)
  const { seats: before } = (await seats.json()) as { seats: number }
  const changed = await admin.patch(`/cms-api/dinners/${id}`, {
    data: { startsAt: new Date(Date.now() + 30 * HOUR).toISOString(), seats: before + 3 },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  await admin.dispose()

  let text = ''
  await expect
    .poll(async () => {
      text = (await mailsTo(E2E_MEMBER.email)).find((mail) => mail.subject.includes(`une place se libère pour « ${CLIMATE}`))?.text ?? ''
      return text
    })
    .toMatch(/Elle vous est réservée jusqu’au .* : acceptez-la d’un clic/)
  const accept = /Accepter la place : (\S+)/.exec(text)?.[1] ?? ''
  expect(accept).toMatch(/\/offre\?token=/)

  // A fresh browser, no session: the link only asks; the seat is still the member's to take.
  const visitor = await browser.newPage()
  await visitor.goto(new URL(accept).pathname + new URL(accept).search)
  await expect(visitor.getByRole('heading', { name: 'Une place pour vous' })).toBeVisible()
  await expect(visitor.getByText(/Une place s’est libérée au dîner «\s*Le climat.*Elle vous est réservée jusqu’au/)).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('button', { name: 'Accepter la place' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'C’est fait : la place est à vous.' })).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('alert').filter({ hasText: 'Cette proposition a déjà reçu une réponse.' })).toBeVisible()
  await visitor.goto('/offre?token=une-offre-inventee-de-toutes-pieces')
  await expect(visitor.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valide.' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Ouvrir mon espace' })).toHaveAttribute('href', '/status')
  await visitor.close()

  // The member's space shows the seat, and the confirmation came with the invitation.
  await page.reload()
  await expect(myDinners.getByRole('article', { name: CLIMATE }).getByText('Place réservée', { exact: true })).toBeVisible()
  await expect
    .poll(async () => (await mailsTo(E2E_MEMBER.email)).some((mail) => mail.subject.includes(`votre place au dîner « ${CLIMATE}`)))
    .toBe(true)
})
