/**
 * Whether a member's bookings are paused, as the no-show policy (attendance/) leaves them: booking
 * and the member's list of dinners both read it.
 */
import { frenchLongDate } from '@/domain/applicationStatus'
import { BOOKING_ERRORS } from '@/domain/dinners'

import { sql, type Transaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'

/** A paused member books nothing, the waitlist included, until the pause ends (under their row lock). */
export async function assertNotPaused(tx: Transaction, memberId: number): Promise<void> {
  const [row] = await tx.query<{ paused_until: Date | null }>(sql`
    SELECT bookings_paused_until AS paused_until FROM users WHERE id = ${memberId}`)
  if (row?.paused_until && new Date(row.paused_until).getTime() > Date.now()) {
    throw new ApiError(409, BOOKING_ERRORS.paused.replace('{date}', frenchLongDate(row.paused_until)))
  }
}

/** Until when the member's bookings are paused, if they are now. */
export async function pausedUntilOf(tx: Pick<Transaction, 'query'>, memberId: number): Promise<string | null> {
  const [row] = await tx.query<{ paused_until: Date | null }>(sql`
    SELECT bookings_paused_until AS paused_until FROM users WHERE id = ${memberId}`)
  const until = row?.paused_until ? new Date(row.paused_until) : null
  return until && until.getTime() > Date.now() ? until.toISOString() : null
}
