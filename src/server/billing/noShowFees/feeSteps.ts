import { z } from 'zod'

import { PAYMENT_REMINDER_DAYS } from '@/domain/billing/paymentTexts'
import { DAY_MS } from '@/domain/time'

import { sql, type Transaction } from '../../db/transaction'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'

/**
 * An unpaid fee's steps, as a failed renewal's: a mail at once, on day 3 and on day 7 (each retrying
 * the charge first), and the suspension at the grace's end; each a job under a key of the fee and
 * the step. A retry asked for by the member (a new payment method) is a job of its own.
 */

export const feeStepJob = z.object({
  bookingId: z.number().int(),
  day: z.union(PAYMENT_REMINDER_DAYS.map((day) => z.literal(day))),
})
export type FeeStepJob = z.infer<typeof feeStepJob>

export const feeJob = z.object({ bookingId: z.number().int() })
export type FeeJob = z.infer<typeof feeJob>

export const feeRetryJob = z.object({ bookingId: z.number().int(), attempt: z.string().min(1).max(100) })
export type FeeRetryJob = z.infer<typeof feeRetryJob>

const stepKey = (bookingId: number, day: number) => `no-show-fee-failure:${bookingId}:${day}`
export const suspensionKey = (bookingId: number) => `no-show-fee-suspension:${bookingId}`
const retryKey = (bookingId: number) => `no-show-fee-retry:${bookingId}`

/** The failure's mails planned from its start (the first due now). */
export async function planFeeFailure(tx: Transaction, bookingId: number, failedAt: Date, now: Date): Promise<void> {
  for (const day of PAYMENT_REMINDER_DAYS) {
    const runAt = new Date(Math.max(now.getTime(), failedAt.getTime() + day * DAY_MS))
    await planJob(tx, TASKS.noShowFeeFailure, { bookingId, day }, runAt, stepKey(bookingId, day))
  }
}

/** The failure over (paid, or nothing owed any more): what is still planned for it will not run. */
export async function dropFeeFailure(tx: Transaction, bookingId: number): Promise<void> {
  for (const day of PAYMENT_REMINDER_DAYS) await dropJob(tx, stepKey(bookingId, day))
  await dropJob(tx, suspensionKey(bookingId))
  await dropJob(tx, retryKey(bookingId))
}

/** A retry now, with the payment method the member has just saved; `attempt` names its charge at Stripe. */
async function planFeeRetry(tx: Transaction, bookingId: number, attempt: string, now: Date): Promise<void> {
  await planJob(tx, TASKS.noShowFeeRetry, { bookingId, attempt }, now, retryKey(bookingId))
}

/** A customer's new default payment method: each of their unpaid fees is retried now with it. */
export async function planRetriesForCustomer(tx: Transaction, customerId: string, attempt: string, now: Date): Promise<void> {
  const unpaid = await tx.query<{ booking_id: number }>(sql`
    SELECT f.booking_id FROM no_show_fees f JOIN memberships m ON m.member_id = f.member_id
     WHERE m.stripe_customer_id = ${customerId} AND f.status = 'failed'`)
  for (const fee of unpaid) await planFeeRetry(tx, fee.booking_id, attempt, now)
}
