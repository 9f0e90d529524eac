import { HOUR_MS } from '@/domain/time'

import { hashOfToken, newSecretToken } from '../../auth/secretTokens'
import { sql, type Transaction } from '../../db/transaction'

/** « Je serai en retard » serves until this long after the dinner started: a guest may still be on the way. */
const LATE_LINK_HOURS_AFTER_START = 2

/** The morning brief's « Je serai en retard » (answered in attendance/lateNotice.ts), stored hashed beside the 72-hour reminder's, in the brief's transaction. */
export async function createLateLink(tx: Transaction, bookingId: number, startsAt: Date): Promise<string> {
  const token = newSecretToken()
  const expires = new Date(startsAt.getTime() + LATE_LINK_HOURS_AFTER_START * HOUR_MS).toISOString()
  await tx.query(sql`
    INSERT INTO booking_links (token_hash, booking_id, action, expires_at) VALUES (${hashOfToken(token)}, ${bookingId}, 'late', ${expires})`)
  return token
}
