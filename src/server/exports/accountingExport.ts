import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import {
  ACCOUNTING_CSV_HEADER,
  ACCOUNTING_EXPORT_TEXTS,
  type AccountingExportQuery,
  MOVEMENT_LABELS,
} from '@/domain/billing/accountingTexts'
import { amountCell } from '@/domain/billing/money'
import { DINNER_TIME_ZONE, parisDay } from '@/domain/dinners'
import { exportFileName } from '@/domain/exports'
import type { User } from '@/payload-types'

import { csvResponse } from './csvResponse'
import { auditExport, dateTime } from './exports'
import { requireStripe } from '../billing/member/checkout'
import { idOf } from '../billing/stripe/ids'
import { addInvoicesByIntent, type InvoiceFacts, invoiceOfCharge } from '../billing/stripe/invoicesByPayment'
import { pool } from '../db/pool'

type Row = unknown[]
type Range = { gte: number; lt: number }

/** Stripe's pages: the most it serves at once. */
const PAGE = 100
/** How long before the month an invoice paid in it may have been made: a renewal retried for three weeks. */
const INVOICES_BEFORE_DAYS = 40

/** The month's first and next month's first second, in Paris. */
function monthRange(month: string): Range {
  const start = DateTime.fromISO(`${month}-01`, { zone: DINNER_TIME_ZONE })
  return { gte: start.toSeconds(), lt: start.plus({ months: 1 }).toSeconds() }
}

/**
 * The invoices that may have been paid in the month, by the payment intents that paid them: the one
 * thing kept in memory, a few ids per member, since Stripe's charges no longer name their invoice.
 */
async function invoicesOfMonth(stripe: Stripe, range: Range): Promise<Map<string, InvoiceFacts>> {
  const found = new Map<string, InvoiceFacts>()
  const created = { gte: range.gte - INVOICES_BEFORE_DAYS * 86_400, lt: range.lt }
  for await (const invoice of stripe.invoices.list({ created, limit: PAGE, expand: ['data.payments'] }))
    addInvoicesByIntent(found, [invoice])
  return found
}

/** Who each Stripe customer is: the member's name, or the pseudonym an erasure left on their kept billing record. */
async function namesOf(payload: Payload, customers: string[]): Promise<Map<string, string>> {
  if (customers.length === 0) return new Map()
  const { rows } = await pool(payload).query<{ customer: string; name: string }>(
    `SELECT m.stripe_customer_id AS customer, trim(concat_ws(' ', u.first_name, u.last_name)) AS name
       FROM memberships m JOIN users u ON u.id = m.member_id WHERE m.stripe_customer_id = ANY($1)
     UNION ALL
     SELECT stripe_customer_id, pseudonym FROM kept_billing_records WHERE stripe_customer_id = ANY($1)`,
    [customers],
  )
  return new Map(rows.map((row) => [row.customer, row.name]))
}

/** The charge a movement is about: its source, or the charge a refund gave back (read from Stripe, refunds being few). */
async function chargeOf(stripe: Stripe, transaction: Stripe.BalanceTransaction): Promise<Stripe.Charge | null> {
  const source = transaction.source
  if (!source || typeof source === 'string') return null
  if (source.object === 'charge') return source
  if (source.object === 'refund') {
    const charge = source.charge
    return typeof charge === 'string' ? stripe.charges.retrieve(charge) : (charge ?? null)
  }
  return null
}

/** A page of Stripe's balance transactions as the accountant's rows (the movements of other kinds left out). */
async function rowsOf(
  payload: Payload,
  stripe: Stripe,
  invoices: Map<string, InvoiceFacts>,
  page: Stripe.BalanceTransaction[],
): Promise<Row[]> {
  const kept = page.filter((transaction) => transaction.type in MOVEMENT_LABELS)
  const charges = await Promise.all(kept.map((transaction) => chargeOf(stripe, transaction)))
  const names = await namesOf(payload, [...new Set(charges.map((charge) => idOf(charge?.customer)).filter((id) => id !== null))])
  return kept.map((transaction, index) => {
    const charge = charges[index]
    const customer = idOf(charge?.customer)
    return [
      dateTime(new Date(transaction.created * 1000)),
      (customer && names.get(customer)) ?? customer ?? '',
      MOVEMENT_LABELS[transaction.type],
      amountCell(transaction.amount),
      amountCell(transaction.fee),
      amountCell(transaction.net),
      transaction.currency.toUpperCase(),
      idOf(transaction.source) ?? transaction.id,
      (charge && invoiceOfCharge(invoices, charge)?.number) ?? '',
    ]
  })
}

type Totals = Map<string, { amount: number; fee: number; net: number }>

function addUp(totals: Totals, page: Stripe.BalanceTransaction[]): void {
  for (const transaction of page.filter((candidate) => candidate.type in MOVEMENT_LABELS)) {
    const sum = totals.get(transaction.currency) ?? { amount: 0, fee: 0, net: 0 }
    totals.set(transaction.currency, {
      amount: sum.amount + transaction.amount,
      fee: sum.fee + transaction.fee,
      net: sum.net + transaction.net,
    })
  }
}

/**
 * The month's movements page by page as Stripe serves them (newest first), each page written before
 * the next is read, then a total per currency: a month of thousands of payments never sits in memory.
 */
async function* monthRows(payload: Payload, stripe: Stripe, range: Range): AsyncGenerator<Row[]> {
  const invoices = await invoicesOfMonth(stripe, range)
  const totals: Totals = new Map()
  let after: string | undefined
  for (;;) {
    const page = await stripe.balanceTransactions.list({
      created: range,
      limit: PAGE,
      expand: ['data.source'],
      ...(after ? { starting_after: after } : {}),
    })
    addUp(totals, page.data)
    yield await rowsOf(payload, stripe, invoices, page.data)
    if (!page.has_more || page.data.length === 0) break
    after = page.data.at(-1)?.id
  }
  yield [...totals].map(([currency, sum]) => [
    ACCOUNTING_EXPORT_TEXTS.total,
    '',
    '',
    amountCell(sum.amount),
    amountCell(sum.fee),
    amountCell(sum.net),
    currency.toUpperCase(),
    '',
    '',
  ])
}

/** The accountant's CSV of a month: every payment, refund and Stripe fee, with gross, fee and net (admins; the route checks it). */
export async function accountingExport(payload: Payload, admin: User, query: AccountingExportQuery): Promise<Response> {
  const stripe = requireStripe()
  await auditExport(payload, admin, 'accounting', { month: query.mois })
  return csvResponse(
    exportFileName('accounting', parisDay(), query.mois),
    ACCOUNTING_CSV_HEADER,
    monthRows(payload, stripe, monthRange(query.mois)),
  )
}
