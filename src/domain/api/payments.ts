import type { PaymentEntryKind } from '../billing/receiptTexts'

/**
 * One movement of a member's money as Stripe recorded it. `amountCents` is signed from the
 * member's side: paid to the club above zero, refunded or credited below, and for a failed
 * attempt the amount asked (nothing was taken). Stripe's hosted receipt or invoice page and its PDF
 * when there is one; never any card detail.
 */
export type PaymentEntry = {
  /** Stripe's id of the charge, refund or invoice. */
  id: string
  kind: PaymentEntryKind
  date: string
  /** What it was, in French. */
  label: string
  amountCents: number
  currency: string
  invoiceNumber: string | null
  receiptUrl: string | null
  pdfUrl: string | null
}

/** `GET /api/me/membership/payments`: the latest movements, newest first; `complete` false when older ones were left in Stripe. */
export type PaymentHistory = { payments: PaymentEntry[]; complete: boolean }
