import type { Payload } from 'payload'

import type { FeedbackWindow } from '@/domain/feedback'

import { OWN_BOOKING_IDS } from './ownBookings'
import { pool } from '../../db/pool'

/**
 * The morning-after feedback the member may still give or change from their space (the job asked
 * them, and the request's date has not passed), by booking: the space's past dinners lead to it.
 * « now » is this process's clock, as for the mailed links (tests move it).
 */
export async function openFeedbackOf(payload: Payload, memberId: number): Promise<Map<number, FeedbackWindow>> {
  const { rows } = await pool(payload).query<{ booking_id: number; expires_at: Date; answered: boolean }>(
    `SELECT r.booking_id, r.expires_at, f.booking_id IS NOT NULL AS answered
       FROM feedback_requests r LEFT JOIN dinner_feedback f ON f.booking_id = r.booking_id
      WHERE r.booking_id = ${OWN_BOOKING_IDS} AND r.expires_at > $2`,
    [memberId, new Date()],
  )
  return new Map(rows.map((row) => [row.booking_id, { until: new Date(row.expires_at).toISOString(), answered: row.answered }]))
}
