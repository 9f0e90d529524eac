import { describe, expect, it } from 'vitest'

import * as meExport from '@/app/(frontend)/api/me/export/route'
import * as payments from '@/app/(frontend)/api/me/membership/payments/route'
import * as plan from '@/app/(frontend)/api/me/membership/plan/route'
import type { PaymentEntry } from '@/domain/api/payments'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'

import { once } from '../support/stripeStandIn'
import { call, completedApplicant, ready } from './support/api'
import { billingSuite, payingMember } from './support/billing'

const suite = billingSuite()

const ESSENTIAL = { plan: 'essential', interval: 'month', rate: 'founder' } as const

async function customerOf(memberId: number): Promise<string> {
  const { rows } = await pool(await ready()).query('SELECT stripe_customer_id FROM memberships WHERE member_id = $1', [memberId])
  return rows[0].stripe_customer_id
}

describe('« Mon adhésion » lists every payment, refund and credit', () => {
  it('shows the first payment, an upgrade’s proration credit and charge, and a refund, the same in the data export', async () => {
    const member = await payingMember(suite, ESSENTIAL)
    suite.billing.standIn.admin.advance({ days: 15 })
    expect((await call(plan.POST, { cookie: member.cookie, body: { plan: 'premium', interval: 'month' } })).status).toBe(200)
    await suite.billing.standIn.admin.settled()
    const { stripe } = suite.billing
    const customer = await customerOf(member.id)
    const [first] = (await stripe.charges.list({ customer })).data.filter((charge) => charge.amount === 2300)
    suite.billing.standIn.admin.advance({ days: 1 })
    // The team's goodwill gesture, in Stripe's dashboard.
    await stripe.refunds.create({ charge: first.id, amount: 500 }, once())

    const answer = await call(payments.GET, { cookie: member.cookie })
    expect(answer.status).toBe(200)
    const list: PaymentEntry[] = answer.body.payments
    const [upgrade] = (await stripe.invoices.list({ customer })).data
    const credit = upgrade.lines.data.filter((line) => line.amount < 0).reduce((sum, line) => sum + line.amount, 0)
    expect(credit).toBeLessThan(0)
    expect(list.map((entry) => [entry.kind, entry.label, entry.amountCents])).toEqual([
      ['refund', 'Remboursement', -500],
      ['payment', 'Changement de formule (au prorata)', upgrade.amount_paid],
      ['credit', 'Crédit au prorata (temps non utilisé)', credit],
      ['payment', 'Première cotisation', 2300],
    ])
    // Each with Stripe's invoice: its number, hosted page and PDF; never a card detail.
    expect(list[1]).toMatchObject({ invoiceNumber: upgrade.number, receiptUrl: upgrade.hosted_invoice_url, pdfUrl: upgrade.invoice_pdf })
    expect(list[3].invoiceNumber).toMatch(/-0001$/)
    expect(answer.body.complete).toBe(true)
    expect(answer.text).not.toMatch(/4242|last4|exp_/)

    const exported = await call(meExport.GET, { cookie: member.cookie })
    expect(exported.body.paymentHistory).toEqual(answer.body)
  })

  it('lists a refused renewal, which took nothing, before its successful retry', async () => {
    const member = await payingMember(suite, ESSENTIAL)
    const customer = await customerOf(member.id)
    suite.billing.standIn.admin.setNextChargeOutcome(customer, 'card_declined')
    suite.billing.standIn.admin.advance({ days: 31 })
    await suite.billing.standIn.admin.settled()
    suite.billing.standIn.admin.advance({ days: 3 })
    await suite.billing.standIn.admin.settled()
    const list: PaymentEntry[] = (await call(payments.GET, { cookie: member.cookie })).body.payments
    expect(list.map((entry) => [entry.kind, entry.label, entry.amountCents])).toEqual([
      ['payment', 'Renouvellement de l’adhésion', 2300],
      ['failed', 'Paiement refusé', 2300],
      ['payment', 'Première cotisation', 2300],
    ])
    expect(list[0].invoiceNumber).toBe(list[1].invoiceNumber)
  })

  it('is empty before any payment, and refused without a session', async () => {
    const applicant = await completedApplicant()
    expect(await call(payments.GET, { cookie: applicant.cookie })).toMatchObject({ status: 200, body: { payments: [], complete: true } })
    expect(await call(payments.GET, {})).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } })
  })
})
