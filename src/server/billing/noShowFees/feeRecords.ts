import type { AuditKind } from '@/domain/audit'
import type { BillingSettings } from '@/domain/billing/billingSettings'
import type { NoShowFeeStatus } from '@/domain/noShowFees'

import { auditPeople, recordAudit } from '../../audit/auditLog'
import { sql, type Transaction } from '../../db/transaction'
import { paymentGraceEnd } from '../memberships'

/**
 * A no-show fee's row (`no_show_fees`, one per booking): written once when the fee is decided,
 * then changed only through `changeFee`, which records its Journal entry in the same transaction.
 */

type Queryable = Pick<Transaction, 'query'>

export type FeeRow = {
  booking_id: number
  member_id: number
  dinner_id: number
  amount_cents: number
  status: NoShowFeeStatus
  payment_intent_id: string | null
  refund_id: string | null
  failed_at: Date | null
  decided_at: Date
  updated_at: Date
}

type FeeKind = Extract<AuditKind, `noShowFee.${string}`>

/** The fee of a booking, locked: of two runs at once, the second waits and sees what the first did. */
export async function lockFee(tx: Transaction, bookingId: number): Promise<FeeRow | null> {
  const [row] = await tx.query<FeeRow>(sql`SELECT * FROM no_show_fees WHERE booking_id = ${bookingId} FOR UPDATE`)
  return row ?? null
}

/** A fee's Journal entry, about the guest, pointing to the booking (the Journal names its dinner). */
export async function journalFee(tx: Transaction, fee: FeeRow, kind: FeeKind, note: Record<string, unknown> = {}): Promise<void> {
  await recordAudit(tx, {
    kind,
    actor: null,
    subject: (await auditPeople(tx, [fee.member_id])).get(fee.member_id) ?? null,
    record: { type: 'bookings', id: fee.booking_id },
    changes: Object.fromEntries(Object.entries({ amountCents: fee.amount_cents, ...note }).map(([key, value]) => [key, [null, value]])),
  })
}

export type NewFee = { bookingId: number; memberId: number; dinnerId: number; amountCents: number; status: NoShowFeeStatus }

/** The fee decided for a booking, with its entry; null when one was decided already (a second run). */
export async function insertFee(tx: Transaction, fee: NewFee, kind: FeeKind | null): Promise<FeeRow | null> {
  const [row] = await tx.query<FeeRow>(sql`
    INSERT INTO no_show_fees (booking_id, member_id, dinner_id, amount_cents, status)
    VALUES (${fee.bookingId}, ${fee.memberId}, ${fee.dinnerId}, ${fee.amountCents}, ${fee.status})
    ON CONFLICT (booking_id) DO NOTHING RETURNING *`)
  if (row && kind) await journalFee(tx, row, kind)
  return row ?? null
}

type FeeChange = Partial<Pick<FeeRow, 'status' | 'payment_intent_id' | 'refund_id' | 'failed_at'>>

/** A locked fee changed, with its entry when `kind` is given; answers the new row. */
export async function changeFee(tx: Transaction, fee: FeeRow, change: FeeChange, kind: FeeKind | null): Promise<FeeRow> {
  const failedAt = change.failed_at === undefined ? fee.failed_at : change.failed_at
  const [row] = await tx.query<FeeRow>(sql`
    UPDATE no_show_fees
       SET status = ${change.status ?? fee.status}, payment_intent_id = ${change.payment_intent_id ?? fee.payment_intent_id},
           refund_id = ${change.refund_id ?? fee.refund_id}, failed_at = ${failedAt ? new Date(failedAt).toISOString() : null},
           updated_at = now()
     WHERE booking_id = ${fee.booking_id} RETURNING *`)
  if (kind) await journalFee(tx, row, kind)
  return row
}

/**
 * Whether a fee left unpaid past the failed-payment grace stops the member's new bookings, as a
 * failed renewal does (read by the booking gate, so bookings stop on time even if a job is late).
 */
export async function feeSuspends(db: Queryable, memberId: number, billing: Pick<BillingSettings, 'failedPaymentGraceDays'>, now: Date) {
  const rows = await db.query<{ failed_at: Date }>(sql`
    SELECT failed_at FROM no_show_fees WHERE member_id = ${memberId} AND status = 'failed' AND failed_at IS NOT NULL`)
  return rows.some((row) => paymentGraceEnd(row.failed_at, billing).getTime() <= now.getTime())
}
