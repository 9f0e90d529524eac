import { DateTime } from 'luxon'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { BILLING_DEFAULTS } from '@/domain/billing/billingSettings'
import { sendRenewalNotices } from '@/server/billing/payments/renewalNotices'
import { pool } from '@/server/db/pool'
import { SCHEDULE } from '@/server/jobs/schedule'
import { TASKS } from '@/server/queue/enqueue'

import { ready, smtp } from './support/api'
import { billingSuite, membershipEntries, payingMember } from './support/billing'
import { startInstances, stopInstances } from './support/jobRunners'
import { until } from './support/until'

const suite = billingSuite()

/** Premium offered by the year (790 €), the rest as the migration leaves it; put back after the file. */
const setAnnualPrice = async (annualPrice: number | null) =>
  (await ready()).updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      billing: { ...BILLING_DEFAULTS, essential: { ...BILLING_DEFAULTS.essential }, premium: { ...BILLING_DEFAULTS.premium, annualPrice } },
    },
  })

afterEach(stopInstances)
afterAll(() => setAnnualPrice(null))

/** A member who subscribed to Premium by the year on the stand-in; answers when it renews. */
async function annualMember() {
  const applicant = await payingMember(suite, { plan: 'premium', interval: 'year', rate: 'list' })
  const { rows } = await pool(await ready()).query<{ current_period_end: Date; billing_interval: string }>(
    'SELECT current_period_end, billing_interval FROM memberships WHERE member_id = $1',
    [applicant.id],
  )
  expect(rows[0].billing_interval).toBe('year')
  return { ...applicant, renewsAt: DateTime.fromJSDate(new Date(rows[0].current_period_end)) }
}

const notices = (email: string) => smtp().received.filter((mail) => mail.to.includes(email) && mail.subject.includes('reconduite'))

async function noticeRows(memberId: number): Promise<{ period_end: Date; sent_at: Date }[]> {
  const { rows } = await pool(await ready()).query('SELECT period_end, sent_at FROM renewal_notices WHERE member_id = $1', [memberId])
  return rows
}

describe('the loi Chatel notice of an annual membership', () => {
  it('is sent once, two months before the renewal, by the daily job on two instances run twice', async () => {
    await setAnnualPrice(790)
    const member = await annualMember()
    expect(SCHEDULE.find((item) => item.task === TASKS.renewalNotices)?.match).toBe('13 8 * * *')

    // More than three months, then two months and a day before: nothing yet.
    const payload = await ready()
    await sendRenewalNotices(payload, member.renewsAt.minus({ months: 3, days: 1 }).toJSDate())
    await sendRenewalNotices(payload, member.renewsAt.minus({ months: 2, days: 1 }).toJSDate())
    expect(await noticeRows(member.id)).toEqual([])

    // Two months before: two instances each run the day's job, twice over.
    const twoMonthsBefore = member.renewsAt.minus({ months: 2 }).plus({ hours: 1 })
    vi.useFakeTimers({ now: twoMonthsBefore.toMillis(), toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const db = pool(payload)
    for (let run = 0; run < 4; run += 1)
      await db.query(`SELECT graphile_worker.add_job($1, '{}'::json, queue_name => 'notices-' || $2)`, [TASKS.renewalNotices, run])
    await startInstances(2)
    await until('the notice', () => notices(member.email).length > 0)
    await until('every run of the job', async () => {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1', [
        TASKS.renewalNotices,
      ])
      return rows[0].n === 0
    })
    expect(notices(member.email)).toHaveLength(1)
    const [row] = await noticeRows(member.id)
    const monthsBefore = member.renewsAt.diff(DateTime.fromJSDate(new Date(row.sent_at)), 'months').months
    expect(monthsBefore).toBeGreaterThan(1)
    expect(monthsBefore).toBeLessThan(3)

    // What it says: the date, the price, the way to refuse; and the Journal keeps it.
    const [mail] = notices(member.email)
    const renewsOn = member.renewsAt.setZone('Europe/Paris').setLocale('fr').toFormat('d LLLL yyyy')
    expect(mail.subject).toContain(renewsOn)
    expect(mail.text).toContain('790')
    expect(mail.text.replace(/=\r?\n/g, '')).toContain('/status/adhesion#resilier')
    expect((await membershipEntries(member.id)).filter((entry) => entry.kind === 'membership.renewalNotice')).toHaveLength(1)

    // A later day of the window sends nothing more for this period.
    await sendRenewalNotices(payload, member.renewsAt.minus({ months: 1, days: 3 }).toJSDate())
    expect(notices(member.email)).toHaveLength(1)
    expect(await noticeRows(member.id)).toHaveLength(1)
  })
})
