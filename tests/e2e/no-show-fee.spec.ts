import { expect, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN } from './fixtures'
import { paidMembership } from './membershipSupport'
import { expectNoAxeViolations, noShowFeesDueNow, publishedDinner } from './support'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const POLICY = { warnAt: 2, pauseAt: 3, pauseDays: 30, windowMonths: 12 }

/**
 * The no-show fee on the production build: a paying member misses two dinners; one absence is
 * left uncontested, the other contested. Past the contest window the app's own job runner charges
 * the first once and leaves the second alone: « Mon adhésion » and each dinner's page say so, at
 * 390 and 1440 px, with axe.
 */
test('an uncontested absence is charged once after the window, a contested one is not', async ({ page, playwright, browser }) => {
  // A membership paid through Checkout, two dinners, then two pages at two widths, each checked by axe.
  test.setTimeout(180_000)
  const { email, admin } = await paidMembership(page, playwright, 'Frais')
  const fee = await admin.post('/cms-api/globals/site-settings', {
    data: { noShowPolicy: { ...POLICY, feeEuros: 15, waiveFirstFee: false } },
  })
  expect(fee.status(), await fee.text()).toBe(200)

  const dinners: Record<'left' | 'contested', number> = { left: 0, contested: 0 }
  for (const [key, title] of [
    ['left', 'Absence non contestée'],
    ['contested', 'Absence contestée'],
  ] as const) {
    dinners[key] = await publishedDinner(admin, title, 'Lyon')
    expect((await page.request.post(`/api/dinners/${dinners[key]}/bookings`, { data: {} })).status()).toBe(201)
    const moved = await admin.patch(`/cms-api/dinners/${dinners[key]}`, {
      // The first in an earlier month: Essentiel books one dinner a month.
      data: { startsAt: new Date(Date.now() - (key === 'left' ? 40 * DAY : 2 * HOUR)).toISOString() },
    })
    expect(moved.status(), await moved.text()).toBe(200)
    const { attendance } = (await (await admin.get(`/api/admin/dinners/${dinners[key]}/attendance`)).json()) as {
      attendance: { bookingId: number }[]
    }
    const marked = await admin.put(`/api/admin/dinners/${dinners[key]}/attendance`, {
      data: { marks: [{ bookingId: attendance[0].bookingId, mark: 'no_show' }] },
    })
    expect(marked.status(), await marked.text()).toBe(200)
    if (key === 'contested') {
      const sent = await page.request.post('/api/me/attendance/contest', {
        data: { bookingId: attendance[0].bookingId, message: 'Mon train a été annulé.' },
      })
      expect(sent.status(), await sent.text()).toBe(201)
    }
  }
  await admin.dispose()

  expect(await noShowFeesDueNow(email)).toBe(2)
  await expect
    .poll(async () => ((await (await page.request.get('/api/me/membership')).json()) as { noShowFees: { status: string }[] }).noShowFees)
    .toEqual([expect.objectContaining({ status: 'charged', amountCents: 1500, dinnerTitle: 'Absence non contestée' })])

  const team = await browser.newPage()
  await loginToAdmin(team, E2E_ADMIN, `/admin/dinners/${dinners.left}`)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/status/adhesion')
    const fees = page.getByRole('region', { name: 'Frais d’absence' })
    await expect(fees.getByText(/^Dîner\s«\sAbsence non contestée\s»\sdu .+\s:\s15\s€, prélevés$/)).toBeVisible()
    await expect(fees.getByText('Absence sans prévenir, devenue définitive à la fin du délai de contestation.')).toBeVisible()
    await expect(fees.getByText(/Absence contestée/)).toHaveCount(0)
    await expectNoAxeViolations(page)

    await team.setViewportSize({ width, height: 900 })
    await team.goto(`/admin/dinners/${dinners.left}`)
    const charged = team.getByRole('region', { name: 'Frais d’absence' })
    await expect(charged.getByRole('listitem')).toHaveCount(1)
    await expect(charged.getByText(/^Adèle Frais\s:\s15\s€ — Prélevés \(/)).toBeVisible()
    await expectNoAxeViolations(team)
    await team.goto(`/admin/dinners/${dinners.contested}`)
    await expect(team.getByRole('region', { name: 'Frais d’absence' }).getByText('Aucuns frais d’absence pour ce dîner.')).toBeVisible()
    await expectNoAxeViolations(team)
  }
  await team.close()
})
