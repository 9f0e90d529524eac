import type Stripe from 'stripe'

import { idOf } from './ids'

/** What a payment tells of its invoice: Stripe's number, hosted page and PDF, and why it was made. */
export type InvoiceFacts = Pick<Stripe.Invoice, 'number' | 'hosted_invoice_url' | 'invoice_pdf' | 'billing_reason'>

/**
 * Stripe's charges no longer name their invoice: an invoice lists its payments (`expand[]=payments`),
 * each by its payment intent, which the charge names. Adds each of `invoices` under the intents
 * that paid or tried to pay it.
 */
export function addInvoicesByIntent(into: Map<string, InvoiceFacts>, invoices: Iterable<Stripe.Invoice>): Map<string, InvoiceFacts> {
  for (const invoice of invoices) {
    const facts: InvoiceFacts = {
      number: invoice.number,
      hosted_invoice_url: invoice.hosted_invoice_url,
      invoice_pdf: invoice.invoice_pdf,
      billing_reason: invoice.billing_reason,
    }
    for (const payment of invoice.payments?.data ?? []) {
      const intent = idOf(payment.payment.payment_intent)
      if (intent) into.set(intent, facts)
    }
  }
  return into
}

/** The invoice a charge paid (or tried to), if a subscription's invoice asked for it. */
export function invoiceOfCharge(invoices: Map<string, InvoiceFacts>, charge: Pick<Stripe.Charge, 'payment_intent'>): InvoiceFacts | null {
  const intent = idOf(charge.payment_intent)
  return (intent && invoices.get(intent)) || null
}
