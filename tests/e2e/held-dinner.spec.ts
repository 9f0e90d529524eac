import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { arrowTo, focusByKeyboard } from './keyboard'
import { closePayloadNavigationOnPhone } from './layout'
import { adminRequest, approveMember, confirmedTables, expectNoAxeViolations, publishedDinner } from './support'
import { applicantByApi } from './wizardSteps'
import { formatDinnerDate } from '../../src/domain/dinners'

const HOUR = 60 * 60 * 1000
const TITLE = 'Dîner d’hier soir'
const GUESTS = [
  ['Inès', 'Témoin'],
  ['Malo', 'Attablé'],
  ['Nora', 'Voisine'],
  ['Paul', 'Convive'],
] as const

/** An approved member signed in on a request context of their own, booked on the dinner. */
async function bookedMember(admin: APIRequestContext, dinnerId: number, [firstName, lastName]: readonly [string, string]) {
  const member = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const { id } = await applicantByApi(member, 8, undefined, { firstName, lastName })
  await approveMember(admin, id)
  expect((await member.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
  return { id, member }
}

/** How far the page scrolls sideways: its scrolling width beside its visible width. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as Element
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await sideways(page)
  expect(scrollWidth, `the page scrolls sideways: ${scrollWidth} px for ${clientWidth} px`).toBeLessThanOrEqual(clientWidth)
}

/**
 * A dinner held last night, its tables confirmed, one guest reporting a tablemate since: its page
 * leads with « Présences » and the guests' opinions, the tables are a record (nothing to drag,
 * pin, move or recompose, the report named as a report), a mark is set with the keyboard and
 * kept by the server; the page never scrolls sideways, passes axe in light and dark, and its
 * printed list names the dinner, its date and venue with a box per guest to tick at the door.
 */
test('a held dinner’s page: attendance first, tables read-only, a mark by keyboard, no sideways scroll, print', async ({
  page,
  playwright,
}) => {
  const admin = await adminRequest(playwright.request)
  const dinnerId = await publishedDinner(admin, TITLE)
  const [reporter, reported, ...others] = await Promise.all(GUESTS.map((name) => bookedMember(admin, dinnerId, name)))
  await confirmedTables(admin, dinnerId)
  // The clock moves on: the dinner began three hours ago, and Inès reports Malo the morning after.
  const startsAt = new Date(Date.now() - 3 * HOUR).toISOString()
  const moved = await admin.patch(`/cms-api/dinners/${dinnerId}`, { data: { startsAt } })
  expect(moved.status(), await moved.text()).toBe(200)
  const report = await reporter.member.post('/api/me/reports', {
    data: { dinnerId, memberId: reported.id, category: 'irrespect', message: 'Des remarques blessantes toute la soirée.' },
  })
  expect(report.status(), await report.text()).toBe(201)
  await Promise.all([reporter, reported, ...others].map(({ member }) => member.dispose()))

  await page.setViewportSize({ width: 1440, height: 900 })
  await loginToAdmin(page, E2E_ADMIN, `/admin/dinners/${dinnerId}`)
  const attendance = page.getByRole('region', { name: 'Présences', exact: true })
  await expect(attendance.getByRole('radiogroup')).toHaveCount(GUESTS.length)
  // Attendance, then the opinions, the evening's hosts and counts, then the guest list and the tables.
  const headings = await page.locator('.club-dinner h2').allInnerTexts()
  expect(headings.slice(0, 5)).toEqual(['Présences', 'Avis des convives', 'Hôtes et soirée', 'Liste des convives', 'Tables'])

  const tables = page.getByRole('region', { name: 'Tables', exact: true })
  await expect(tables.getByRole('region', { name: 'Table 1' })).toBeVisible()
  await expect(tables.getByText(/^Un signalement concerne (Inès, Malo|Malo, Inès)\./)).toBeVisible()
  await expect(tables.getByRole('link', { name: 'Lire les signalements' })).toBeVisible()
  await expect(page.getByText(/Déplacez l’un des deux/)).toHaveCount(0)
  await expect(tables.getByRole('button')).toHaveCount(0)
  await expect(tables.getByRole('combobox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Composer|Recomposer|Confirmer/ })).toHaveCount(0)
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)

  // Paul's mark with the keyboard: Tab to his marks, Space chooses « Présent », → the next one.
  const paulsMarks = { name: 'Présence de Paul Convive' } as const
  const paul = attendance.getByRole('radiogroup', paulsMarks)
  await focusByKeyboard(page, paul.getByRole('radio', { name: 'Présent' }), 200)
  await page.keyboard.press('Space')
  await expect(paul.getByRole('radio', { name: 'Présent' })).toBeChecked()
  await arrowTo(page, 'ArrowRight', paul.getByRole('radio', { name: 'Absent sans prévenir' }))
  await expect(paul.getByRole('radio', { name: 'Absent sans prévenir' })).toBeChecked()
  await expect(paul.getByRole('radio', { name: 'Absent sans prévenir' })).toBeFocused()
  await expect(
    attendance
      .getByRole('listitem')
      .filter({ has: page.getByRole('radiogroup', paulsMarks) })
      .getByText(/^Noté par Équipe Admin le /),
  ).toBeVisible()
  await page.reload()
  await expect(paul.getByRole('radio', { name: 'Absent sans prévenir' })).toBeChecked()

  // On paper: the guest list alone, under the dinner's title, date and venue, with a check-in column.
  await page.emulateMedia({ media: 'print' })
  const list = page.getByRole('region', { name: 'Liste des convives', exact: true })
  await expect(list.getByText(TITLE, { exact: true })).toBeVisible()
  await expect(list.getByText(formatDinnerDate(startsAt))).toBeVisible()
  await expect(list.getByText('Le Salon Vert, 12 rue Secrète, 75003 Paris')).toBeVisible()
  await expect(list.getByRole('columnheader', { name: 'Arrivée' })).toBeVisible()
  await expect(list.locator('.club-guest-list__box')).toHaveCount(GUESTS.length)
  await expect(list.getByRole('button', { name: 'Imprimer la liste' })).toBeHidden()
  await expect(attendance).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(list.getByRole('columnheader', { name: 'Arrivée' })).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await closePayloadNavigationOnPhone(page)
  await expectNoSidewaysScroll(page)

  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(attendance.getByRole('radiogroup')).toHaveCount(GUESTS.length)
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
  await admin.dispose()
})
