import type { Payload } from 'payload'

import type { AttendanceMark } from '@/domain/attendance'
import { CONTEST_WINDOW_DAYS } from '@/domain/attendanceContests'
import { type NoShowPolicy, policyWindowStart } from '@/domain/noShowPolicy'
import { DAY_MS } from '@/domain/time'

import { decideFee, takeBackFeeOf } from '../../billing/noShowFees/feeDecisions'
import type { FeeJob } from '../../billing/noShowFees/feeSteps'
import { stripeClient } from '../../billing/stripeClient'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'
import { getSiteSettings } from '../../settings/siteSettings'

/**
 * When a no-show fee is decided: once the absence is final, that is when its contest window is
 * over with no contest, or when the team has answered the contest keeping it. A job per booking
 * (key `no-show-fee:{bookingId}`) is planned in the mark's transaction for the window's end; a
 * contest answered plans it again at once; an absence taken back drops it and refunds the fee.
 */

const decisionKey = (bookingId: number) => `no-show-fee:${bookingId}`

const windowEnd = (markedAt: Date | string) => new Date(new Date(markedAt).getTime() + CONTEST_WINDOW_DAYS * DAY_MS)

/** In a mark's transaction: an absence added plans its fee's decision; one taken back drops it and refunds a fee charged. */
export async function followFeeMark(
  tx: Transaction,
  bookingId: number,
  change: [AttendanceMark | null, AttendanceMark | null],
  decideAt: Date,
): Promise<void> {
  const [was, now] = change
  if (now === 'no_show') await planJob(tx, TASKS.noShowFeeDecision, { bookingId }, decideAt, decisionKey(bookingId))
  if (was === 'no_show' && now !== 'no_show') {
    await dropJob(tx, decisionKey(bookingId))
    await takeBackFeeOf(tx, stripeClient(), bookingId)
  }
}

/** A new absence's decision, at the end of its contest window. */
export const feeDecisionAt = (markedAt: Date) => windowEnd(markedAt)

type Absence = {
  id: number
  member_id: number
  dinner_id: number
  status: string
  attendance: AttendanceMark | null
  marked_at: Date
  contested_at: Date | null
  outcome: string | null
  starts_at: Date
  dinner_status: string
}

/** The member's other absences in the policy's window before this dinner (an earlier account's included). */
async function earlierAbsences(tx: Transaction, absence: Absence, policy: NoShowPolicy): Promise<number> {
  const since = policyWindowStart(policy, new Date(absence.starts_at))
  const [row] = await tx.query<{ count: string }>(sql`
    SELECT (SELECT count(*) FROM bookings b JOIN dinners d ON d.id = b.dinner_id
             WHERE b.member_id = ${absence.member_id} AND b.attendance = 'no_show' AND b.id <> ${absence.id}
               AND d.starts_at >= ${since} AND (d.starts_at < ${absence.starts_at} OR (d.starts_at = ${absence.starts_at} AND b.id < ${absence.id})))
         + (SELECT count(*) FROM kept_no_shows k
             WHERE k.member_id = ${absence.member_id} AND k.dinner_at >= ${since} AND k.dinner_at < ${absence.starts_at}) AS count`)
  return Number(row.count)
}

/**
 * The decision's job: under the member's row lock (then the booking's, the order every mark
 * takes), so two runs at once decide once; a booking no longer held (withdrawn, cancelled by the
 * team, a waitlist offer left unaccepted) or a dinner cancelled is never charged.
 */
export async function decideNoShowFee(payload: Payload, job: FeeJob, now = new Date()): Promise<void> {
  const stripe = stripeClient()
  const { noShowFee, noShowPolicy } = await getSiteSettings(payload)
  if (!stripe || noShowFee.amountCents <= 0) return
  await inTransaction(payload, async (tx) => {
    const [owner] = await tx.query<{ member_id: number }>(sql`SELECT member_id FROM bookings WHERE id = ${job.bookingId}`)
    if (!owner) return
    await tx.query(sql`SELECT id FROM users WHERE id = ${owner.member_id} FOR NO KEY UPDATE`)
    const [absence] = await tx.query<Absence>(sql`
      SELECT b.id, b.member_id, b.dinner_id, b.status, b.attendance, b.attendance_marked_at AS marked_at,
             b.attendance_contested_at AS contested_at, b.attendance_contest_outcome AS outcome, d.starts_at, d.status AS dinner_status
        FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE b.id = ${job.bookingId} FOR UPDATE OF b`)
    if (!absence || absence.attendance !== 'no_show' || !['booked', 'attended'].includes(absence.status)) return
    if (absence.dinner_status === 'cancelled') return
    // A contest awaiting the team's answer: the answer plans the decision again.
    if (absence.contested_at && !absence.outcome) return
    if (!absence.contested_at && windowEnd(absence.marked_at).getTime() > now.getTime())
      return planJob(tx, TASKS.noShowFeeDecision, job, windowEnd(absence.marked_at), decisionKey(job.bookingId))
    const waived = noShowFee.waiveFirst && (await earlierAbsences(tx, absence, noShowPolicy)) === 0
    await decideFee(
      tx,
      stripe,
      { bookingId: absence.id, memberId: absence.member_id, dinnerId: absence.dinner_id, amountCents: noShowFee.amountCents, waived },
      now,
    )
  })
}
