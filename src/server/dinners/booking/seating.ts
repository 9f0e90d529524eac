import type { Payload } from 'payload'

import { pool } from '../../db/pool'

/** True when this member holds a seat at this dinner and the confirmed tables gave them one. */
export async function isSeatedGuest(payload: Payload, dinnerId: number, memberId: number): Promise<boolean> {
  const { rows } = await pool(payload).query(
    `SELECT 1 FROM bookings b JOIN dinners d ON d.id = b.dinner_id
      WHERE b.dinner_id = $1 AND b.member_id = $2 AND b.status IN ('booked', 'attended')
        AND b.table_number IS NOT NULL AND d.tables_confirmed_at IS NOT NULL`,
    [dinnerId, memberId],
  )
  return rows.length > 0
}

/** The dinners a member holds, waits for or held a place at, and those the team cancelled under them (their own cancellations aside). */
export async function bookedDinnerIds(payload: Payload, memberId: number): Promise<number[]> {
  const { rows } = await pool(payload).query<{ dinner_id: number }>(
    `SELECT b.dinner_id FROM bookings b JOIN dinners d ON d.id = b.dinner_id
      WHERE b.member_id = $1 AND (b.status <> 'cancelled' OR d.status = 'cancelled')`,
    [memberId],
  )
  return rows.map((row) => row.dinner_id)
}
