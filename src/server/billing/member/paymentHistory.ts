import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { PaymentEntry, PaymentHistory } from '@/domain/api/payments'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { PAYMENT_ENTRY_LABELS, PAYMENT_HISTORY_LIMIT, PAYMENT_LABELS } from '@/domain/billing/receiptTexts'

import { outsideTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { membershipRow } from '../memberships'
import { addInvoicesByIntent, type InvoiceFacts, invoiceOfCharge } from '../stripe/invoicesByPayment'
import { stripeClient } from '../stripeClient'

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** Its invoice's number, hosted page and PDF; else, or first when given, Stripe's receipt of the charge. */
const links = (invoice: InvoiceFacts | null, receipt: { url: string | null; first?: boolean } = { url: null }) => ({
  invoiceNumber: invoice?.number ?? null,
  receiptUrl: (receipt.first ? receipt.url : null) ?? invoice?.hosted_invoice_url ?? receipt.url ?? null,
  pdfUrl: invoice?.invoice_pdf ?? null,
})

/** A charge: paid, still settling (a SEPA debit) or refused, with the invoice it was for. */
function chargeEntry(charge: Stripe.Charge, invoice: InvoiceFacts | null): PaymentEntry {
  const kind = charge.status === 'succeeded' ? 'payment' : charge.status === 'pending' ? 'pending' : 'failed'
  const label =
    kind === 'payment' ? (PAYMENT_LABELS[invoice?.billing_reason ?? 'manual'] ?? PAYMENT_ENTRY_LABELS.payment) : PAYMENT_ENTRY_LABELS[kind]
  return {
    id: charge.id,
    kind,
    date: iso(charge.created),
    label,
    amountCents: charge.amount,
    currency: charge.currency,
    ...links(invoice, { url: kind === 'payment' ? charge.receipt_url : null }),
  }
}

function refundEntry(refund: Stripe.Refund, charge: Stripe.Charge, invoice: InvoiceFacts | null): PaymentEntry {
  return {
    id: refund.id,
    kind: 'refund',
    date: iso(refund.created),
    label: PAYMENT_ENTRY_LABELS.refund,
    amountCents: -refund.amount,
    currency: refund.currency,
    // Stripe's receipt of the charge shows its refunds; its invoice does not.
    ...links(invoice, { url: charge.receipt_url, first: true }),
  }
}

/** Whether an invoice line is a proration (Stripe says so in its parent's details). */
const isProration = (line: Stripe.InvoiceLineItem) =>
  Boolean(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration)

/**
 * An invoice's credits: the unused time of a plan changed mid-period (its negative proration
 * lines), and credit from the member's balance that paid part of it.
 */
function creditEntries(invoice: Stripe.Invoice): PaymentEntry[] {
  if (invoice.status === 'void' || invoice.status === 'draft') return []
  const date = iso(invoice.effective_at ?? invoice.created)
  const facts = links(invoice)
  const entries: PaymentEntry[] = []
  const prorated = invoice.lines.data.filter((line) => line.amount < 0 && isProration(line)).reduce((sum, line) => sum + line.amount, 0)
  if (prorated < 0)
    entries.push({
      id: `${invoice.id}-prorata`,
      kind: 'credit',
      date,
      label: PAYMENT_ENTRY_LABELS.credit,
      amountCents: prorated,
      currency: invoice.currency,
      ...facts,
    })
  const fromBalance = Math.min(invoice.total, invoice.total - invoice.amount_due)
  if (invoice.starting_balance < 0 && fromBalance > 0)
    entries.push({
      id: `${invoice.id}-solde`,
      kind: 'credit',
      date,
      label: PAYMENT_ENTRY_LABELS.balanceCredit,
      amountCents: -fromBalance,
      currency: invoice.currency,
      ...facts,
    })
  return entries
}

/**
 * The latest movements of a Stripe customer, newest first: its charges (paid, settling, refused),
 * their refunds, and the credits its invoices carry. Two reads of at most `PAYMENT_HISTORY_LIMIT`
 * each, then one per refunded charge (few): « Mon adhésion » and the data export stay bounded,
 * and say when older movements were left in Stripe.
 */
async function customerPayments(stripe: Stripe, customer: string): Promise<PaymentHistory> {
  try {
    const [charges, invoices] = await Promise.all([
      stripe.charges.list({ customer, limit: PAYMENT_HISTORY_LIMIT }),
      stripe.invoices.list({ customer, limit: PAYMENT_HISTORY_LIMIT, expand: ['data.payments'] }),
    ])
    const byIntent = addInvoicesByIntent(new Map(), invoices.data)
    const refunded = charges.data.filter((charge) => charge.amount_refunded > 0)
    const refunds = await Promise.all(
      refunded.map(async (charge) =>
        (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data.map((refund) =>
          refundEntry(refund, charge, invoiceOfCharge(byIntent, charge)),
        ),
      ),
    )
    const payments = [
      ...charges.data.map((charge) => chargeEntry(charge, invoiceOfCharge(byIntent, charge))),
      ...refunds.flat(),
      ...invoices.data.flatMap(creditEntries),
    ].sort((a, b) => b.date.localeCompare(a.date))
    return { payments, complete: !charges.has_more && !invoices.has_more }
  } catch (error) {
    console.error('Historique des paiements illisible chez Stripe :', error)
    throw new ApiError(503, BILLING_ERRORS.stripeUnreachable)
  }
}

/** A member's history, for « Mon adhésion » and their data export; empty with billing off or before any payment. */
export async function memberPayments(payload: Payload, memberId: number): Promise<PaymentHistory> {
  const stripe = stripeClient()
  const row = await membershipRow(outsideTransaction(payload), memberId)
  if (!stripe || !row?.stripe_customer_id) return { payments: [], complete: true }
  return customerPayments(stripe, row.stripe_customer_id)
}
