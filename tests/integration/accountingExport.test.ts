import { parse } from 'csv-parse/sync'
import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'

import * as accounting from '@/app/(frontend)/api/admin/exports/accounting.csv/route'
import { ACCOUNTING_CSV_HEADER, ACCOUNTING_EXPORT_TEXTS } from '@/domain/billing/accountingTexts'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'

import { once } from '../support/stripeStandIn'
import { call, completedApplicant, ready } from './support/api'
import { billingSuite, payingMember } from './support/billing'

const suite = billingSuite()

const sheet = (text: string) => parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][]

async function memberFacts(memberId: number): Promise<{ name: string; customer: string; subscription: string }> {
  const { rows } = await pool(await ready()).query(
    `SELECT concat_ws(' ', u.first_name, u.last_name) AS name, m.stripe_customer_id AS customer, m.stripe_subscription_id AS subscription
       FROM memberships m JOIN users u ON u.id = m.member_id WHERE m.member_id = $1`,
    [memberId],
  )
  return rows[0]
}

/** Two days into the stand-in's next month (Paris), so that every movement of a test falls in one month of its own. */
function nextMonth(): string {
  const { standIn } = suite.billing
  const start = DateTime.fromSeconds(standIn.admin.now(), { zone: DINNER_TIME_ZONE }).plus({ months: 1 }).startOf('month').plus({ days: 2 })
  standIn.admin.advance({ to: start.toSeconds() })
  return start.toFormat('yyyy-MM')
}

const path = (month: string) => `/api/admin/exports/accounting.csv?mois=${month}`

describe('the accountant’s monthly CSV', () => {
  it('lists the month’s payments and refunds with Stripe’s fee and net, one row each, then the totals', async () => {
    const { standIn, stripe } = suite.billing
    // Two days into next month (Paris), so that every movement of this test falls in one month.
    const start = DateTime.fromSeconds(standIn.admin.now(), { zone: DINNER_TIME_ZONE })
      .plus({ months: 1 })
      .startOf('month')
      .plus({ days: 2 })
    standIn.admin.advance({ to: start.toSeconds() })
    const month = start.toFormat('yyyy-MM')

    const essential = await payingMember(suite, { plan: 'essential', interval: 'month', rate: 'founder' })
    const premium = await payingMember(suite)
    const a = await memberFacts(essential.id)
    const b = await memberFacts(premium.id)
    const [charge] = (await stripe.charges.list({ customer: a.customer })).data
    standIn.admin.advance({ days: 1 })
    const refund = await stripe.refunds.create({ charge: charge.id, amount: 500 }, once())
    const [invoice] = (await stripe.invoices.list({ customer: a.customer })).data
    const [premiumCharge] = (await stripe.charges.list({ customer: b.customer })).data
    // Next month's renewals are not this month's.
    standIn.admin.advance({ days: 31 })
    await standIn.admin.settled()

    const answer = await call(accounting.GET, { cookie: suite.admin, path: path(month) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`filename="comptabilite-${month}-\\d{4}-\\d{2}-\\d{2}\\.csv"`))
    const [header, ...rows] = sheet(answer.text)
    expect(header).toEqual([...ACCOUNTING_CSV_HEADER])
    // Stripe's EU card fee: 1.5 % + 0.25 € (0.35 + 0.25 on 23 €, 1.19 + 0.25 on 79 €); a refund returns none.
    expect(rows.slice(0, -1).map((row) => row.slice(1))).toEqual([
      [a.name, 'Remboursement', '-5,00', '0,00', '-5,00', 'EUR', refund.id, invoice.number],
      [b.name, 'Paiement par carte', '79,00', '1,44', '77,56', 'EUR', premiumCharge.id, expect.stringMatching(/-0001$/)],
      [a.name, 'Paiement par carte', '23,00', '0,60', '22,40', 'EUR', charge.id, invoice.number],
    ])
    expect(rows.at(-1)).toEqual([ACCOUNTING_EXPORT_TEXTS.total, '', '', '97,00', '2,04', '94,96', 'EUR', '', ''])
    expect(rows[2][0]).toMatch(new RegExp(`^${month}-0[23] \\d{2}:\\d{2}$`))

    const { rows: journal } = await pool(await ready()).query(
      `SELECT changes FROM audit_log WHERE kind = 'export.csv' AND changes->'month' IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    expect(journal[0].changes).toMatchObject({ export: [null, 'Comptabilité du mois (Stripe)'], month: [null, month] })
    // Their renewals would fall in the next test's month.
    for (const { subscription } of [a, b]) await stripe.subscriptions.cancel(subscription, {}, once())
  })

  it('refuses a missing or impossible month (400 in French), no session (401), and anyone but an admin (403)', async () => {
    for (const bad of ['/api/admin/exports/accounting.csv', path('2026-13'), path('novembre')])
      expect(await call(accounting.GET, { cookie: suite.admin, path: bad })).toMatchObject({
        status: 400,
        body: { message: ACCOUNTING_EXPORT_TEXTS.badMonth },
      })
    expect(await call(accounting.GET, { path: path('2026-11') })).toMatchObject({
      status: 401,
      body: { message: API_ERRORS.unauthenticated },
    })
    const applicant = await completedApplicant()
    const refused = await call(accounting.GET, { cookie: applicant.cookie, path: path('2026-11') })
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain(';')
  })

  it('pages through Stripe past one page of 100 movements, every one written', async () => {
    const { stripe } = suite.billing
    const month = nextMonth()
    const member = await payingMember(suite, { plan: 'essential', interval: 'month', rate: 'founder' })
    const { customer } = await memberFacts(member.id)
    const [first] = (await stripe.charges.list({ customer })).data
    const extra = 120
    for (let index = 0; index < extra; index += 1)
      await stripe.paymentIntents.create(
        { amount: 1000, currency: 'eur', customer, payment_method: String(first.payment_method), confirm: true, off_session: true },
        once(),
      )
    const rows = sheet((await call(accounting.GET, { cookie: suite.admin, path: path(month) })).text).slice(1)
    expect(rows).toHaveLength(extra + 2)
    // 10 € by card: 0.15 + 0.25 € kept each time.
    expect(rows.at(-1)).toEqual([ACCOUNTING_EXPORT_TEXTS.total, '', '', '1223,00', '48,60', '1174,40', 'EUR', '', ''])
    expect(new Set(rows.slice(0, -1).map((row) => row[7])).size).toBe(extra + 1)
  })
})
