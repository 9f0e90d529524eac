import { expect, test } from '@playwright/test'

import { DINNER_ALERT_TEXTS } from '@/domain/dinnerAlerts'
import { BOOKING_TEXTS } from '@/domain/dinners'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, alertsDueNow, approveMember, expectNoAxeViolations, mailedLink, mailsTo } from './support'
import { applicantByApi, PASSWORD } from './wizardSteps'

const SUBJECT = 'ouvrir sur vos thématiques'

/**
 * « Prévenez-moi », as a member and the team meet it: the member picks a theme in their space; the
 * team publishes a dinner on it; fifteen minutes later (the harness makes the job due) one mail
 * arrives, whose « Réserver » leads, through the sign-in, to the space with that dinner's button in
 * focus: one click books it.
 */
test('a member asks to be told, the team publishes, one mail arrives and its link books', async ({ page, playwright }) => {
  await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Aline', lastName: 'Alerte' })
  const admin = await adminRequest(playwright.request)
  await approveMember(admin, id)

  await page.goto('/status')
  const section = page.getByRole('region', { name: DINNER_ALERT_TEXTS.spaceHeading })
  await section.getByRole('checkbox', { name: 'Sport & Société' }).check()
  await section.getByRole('button', { name: DINNER_ALERT_TEXTS.save }).click()
  await expect(section.getByRole('status')).toHaveText(DINNER_ALERT_TEXTS.saved)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
  }

  // The team writes a draft, then publishes it, as « Publier » does. Its title is typeset as the
  // team would (a no-break space before « ? »): other specs check the pages it then appears on.
  const title = `Le sport nous rassemble-t-il\u00a0? ${Date.now()}`
  const created = await admin.post('/cms-api/dinners', {
    data: {
      title,
      theme: 'sport-society',
      startsAt: new Date(Date.now() + 6 * 24 * 60 * 60 * 1000).toISOString(),
      city: 'Lyon',
      venueName: 'Le Salon Vert',
      venueAddress: '12 rue Secrète, 69002 Lyon',
      speakers: [{ name: 'Claire Martin', role: 'journalist', bio: 'Grand reporter.' }],
      seats: 8,
      tableSizeMin: 4,
      tableSizeMax: 8,
      status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const dinnerId = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await admin.patch(`/cms-api/dinners/${dinnerId}`, { data: { status: 'published' } })).status()).toBe(200)
  await admin.dispose()

  expect(await alertsDueNow(email)).toBe(1)
  const link = await mailedLink(email, SUBJECT, BOOKING_TEXTS.book)
  expect(link).toContain(`/status?reserver=${dinnerId}`)
  const alerts = (await mailsTo(email)).filter((mail) => mail.subject.includes(SUBJECT))
  expect(alerts).toHaveLength(1)
  expect(alerts[0].text).toContain(title)

  // Signed out, the link asks for the sign-in, then comes back with the booking ready.
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page).toHaveURL(/\/login\?retour=/)
  await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(new RegExp(`/status\\?reserver=${dinnerId}$`))
  const book = page.getByRole('button', { name: BOOKING_TEXTS.book, exact: true })
  await expect(book.and(page.locator(':focus'))).toBeVisible()
  await page.locator(':focus').click()
  await expect(page.getByText(BOOKING_TEXTS.booked).first()).toBeVisible()
})
