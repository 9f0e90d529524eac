import { ACTIVE_BOOKING_STATUSES } from '@/domain/dinners'

import { sql, type Transaction } from '../db/transaction'

const active = sql.raw(ACTIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '))

/**
 * The bookings a free dinner paid for stay out of the plan's counts: a sponsor's dinner of the
 * month is still theirs after the free one. For the plan's queries on `bookings b`.
 */
export const NOT_PAID_BY_REWARD = 'NOT EXISTS (SELECT 1 FROM sponsor_rewards r WHERE r.used_booking_id = b.id)'
export const notPaidByReward = sql.raw(NOT_PAID_BY_REWARD)

/**
 * A free dinner the member was given for a sponsorship and has not used: none of its booking, or
 * that booking cancelled since (a seat given up gives the free dinner back). The member's row is
 * locked by the booking, so two bookings at once cannot both take the same one. Null if none.
 */
export async function unusedFreeDinner(tx: Transaction, memberId: number): Promise<number | null> {
  const [row] = await tx.query<{ sponsee_id: number }>(sql`
    SELECT r.sponsee_id FROM sponsor_rewards r LEFT JOIN bookings b ON b.id = r.used_booking_id
     WHERE r.sponsor_id = ${memberId} AND r.kind = 'free-dinner' AND (b.id IS NULL OR b.status NOT IN (${active}))
     ORDER BY r.granted_at, r.sponsee_id LIMIT 1`)
  return row?.sponsee_id ?? null
}

/** The free dinner earned by sponsoring `sponseeId` pays for `bookingId`. */
export async function spendFreeDinner(tx: Transaction, sponseeId: number, bookingId: number): Promise<void> {
  await tx.query(sql`UPDATE sponsor_rewards SET used_booking_id = ${bookingId}, used_at = now() WHERE sponsee_id = ${sponseeId}`)
}
