import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, confirmedTables, expectNoAxeViolations, publishedDinner, withStoredConsent } from './support'
import { applicantByApi } from './wizardSteps'

/**
 * The evening at the door, as a host meets it on a phone (390 px): the team names them for one
 * dinner of eight guests; an hour before it starts their screen lists the guests by table; eight
 * taps check a table in, every mark stored once; offline, the page still opens and keeps the
 * marks, which leave once the connection returns, each stored once, all in the Journal.
 */
const HOUR = 60 * 60 * 1000
const GUESTS = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Félix', 'Gaëlle', 'Hugo']

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** A dinner of eight new members at one confirmed table, starting in an hour, and a new member named its host. */
async function hostedDinner(
  admin: APIRequestContext,
  browser: Browser,
  title: string,
  guests = GUESTS,
): Promise<{ id: number; host: Page; hostEmail: string }> {
  const id = await publishedDinner(admin, title)
  for (const firstName of guests) {
    const member = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
    const { id: memberId } = await applicantByApi(member, 8, undefined, { firstName, lastName: `Soirée ${title}` })
    await approveMember(admin, memberId)
    expect((await member.post(`/api/dinners/${id}/bookings`, { data: {} })).status()).toBe(201)
    await member.dispose()
  }
  await confirmedTables(admin, id)
  const moved = await admin.patch(`/cms-api/dinners/${id}`, { data: { startsAt: new Date(Date.now() + HOUR).toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' })
  const host = await context.newPage()
  await withStoredConsent(host)
  await host.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
  const { email } = await applicantByApi(host.request, 8, undefined, { firstName: 'Hôte', lastName: title })
  const named = await admin.post(`/api/admin/dinners/${id}/hosts`, { data: { email } })
  expect(named.status(), await named.text()).toBe(200)
  return { id, host, hostEmail: email }
}

const arrived = (page: Page, firstName: string) => page.getByRole('button', { name: new RegExp(`^${firstName} S\\. `) })

/** The dinner's guests the team's « Présences » shows present, and where each mark came from. */
async function presentByHost(admin: APIRequestContext, dinnerId: number): Promise<number> {
  const answer = await admin.get(`/api/admin/dinners/${dinnerId}/attendance`)
  const { attendance } = (await answer.json()) as { attendance: { mark: string | null; origin: string | null }[] }
  return attendance.filter((record) => record.mark === 'present' && record.origin === 'host').length
}

async function hostMarksInJournal(admin: APIRequestContext): Promise<number> {
  const answer = await admin.get('/api/admin/journal?type=attendance.hostMarked')
  expect(answer.status()).toBe(200)
  return Number(answer.headers()['x-total-count'] ?? (await answer.json()).totalDocs)
}

test('a host checks a table of eight in at the door, then marks eight guests offline, each mark stored once', async ({
  playwright,
  browser,
}) => {
  test.setTimeout(240_000)
  const admin = await adminRequest(playwright.request)

  // Online: a table of eight, one tap each.
  const first = await hostedDinner(admin, browser, 'Porte')
  const page = first.host
  await page.goto(`/soiree/${first.id}`)
  await expect(page.getByText('0 / 8 arrivés').first()).toBeVisible()
  await expect(page.getByText('Intervenants\u00a0: Claire Martin')).toBeVisible()
  await expectNoAxeViolations(page)
  const journalBefore = await hostMarksInJournal(admin)
  const started = Date.now()
  for (const name of GUESTS) await arrived(page, name).tap()
  await expect(page.getByText('8 / 8 arrivés').first()).toBeVisible()
  await expect.poll(() => presentByHost(admin, first.id), { intervals: [100] }).toBe(8)
  console.log(`[soirée] table of 8 checked in: ${Date.now() - started} ms from the first tap to the 8th mark stored`)
  await expect(page.getByText('Toutes les marques sont enregistrées.')).toBeVisible()
  expect((await hostMarksInJournal(admin)) - journalBefore).toBe(8)
  // Nothing else: another dinner's screen, the team's routes.
  expect((await page.request.get(`/api/soiree/${first.id + 1}`)).status()).toBe(403)
  expect((await page.request.get(`/api/admin/dinners/${first.id}/attendance`)).status()).toBe(403)
  await page.context().close()

  // Offline: the page opens again from the phone, eight marks wait, then leave once, in order.
  const second = await hostedDinner(admin, browser, 'Cave')
  const cave = second.host
  await cave.goto(`/soiree/${second.id}`)
  await expect(cave.getByText('0 / 8 arrivés').first()).toBeVisible()
  await cave.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => cave.evaluate(async (path) => Boolean(await caches.match(path)), `/soiree/${second.id}`)).toBe(true)
  const journalOffline = await hostMarksInJournal(admin)
  await cave.context().setOffline(true)
  await cave.reload()
  await expect(cave.getByText(/Hors ligne/)).toBeVisible()
  for (const name of GUESTS) await arrived(cave, name).tap()
  await expect(cave.getByText('8 marques en attente d’envoi.')).toBeVisible()
  await expect(cave.getByText('8 / 8 arrivés').first()).toBeVisible()
  expect(await presentByHost(admin, second.id)).toBe(0)
  await cave.context().setOffline(false)
  await expect.poll(() => presentByHost(admin, second.id)).toBe(8)
  await expect(cave.getByText('Toutes les marques sont enregistrées.')).toBeVisible()
  expect((await hostMarksInJournal(admin)) - journalOffline).toBe(8)
  // Back online for a while: nothing is sent twice.
  await cave.reload()
  await expect(cave.getByText('8 / 8 arrivés').first()).toBeVisible()
  expect((await hostMarksInJournal(admin)) - journalOffline).toBe(8)
  await admin.dispose()
})

test('the team sees on the dinner’s page who hosts, the door’s counts and where each mark came from', async ({
  playwright,
  browser,
  page,
}) => {
  const admin = await adminRequest(playwright.request)
  const { id, host, hostEmail } = await hostedDinner(admin, browser, 'Équipe', GUESTS.slice(0, 4))
  await host.goto(`/soiree/${id}`)
  await arrived(host, GUESTS[0]).tap()
  await expect.poll(() => presentByHost(admin, id)).toBe(1)
  await host.context().close()
  await admin.dispose()

  await page.setViewportSize({ width: 1280, height: 900 })
  await loginToAdmin(page, E2E_ADMIN, `/admin/dinners/${id}`)
  const panel = page.getByRole('region', { name: 'Hôtes et soirée' })
  await expect(panel.getByText(hostEmail)).toBeVisible()
  await expect(panel.getByText(/^1 arrivés? · 0 en retard · 0 absents?, sur 4 convives$/)).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Ouvrir l’écran de la soirée' })).toHaveAttribute('href', `/soiree/${id}`)
})
