import type { Payload } from 'payload'

import { pool } from '../../db/pool'

/**
 * Who may read what of a dinner (collections/Dinners.ts), as SQL over a booking `b` and its dinner
 * `d`, so that a read of many dinners at once (the data export) applies the collection's rules
 * rather than a copy of them.
 */
export const DINNER_SQL = {
  /** The member holds a seat at the dinner and the confirmed tables gave them one: they read its venue. */
  seated: `b.status IN ('booked', 'attended') AND b.table_number IS NOT NULL AND d.tables_confirmed_at IS NOT NULL`,
  /** The member holds, waits for or held a place at the dinner, or the team cancelled it under them: they read it, published or not. */
  booked: `(b.status <> 'cancelled' OR d.status = 'cancelled')`,
} as const

/** True when this member holds a seat at this dinner and the confirmed tables gave them one. */
export async function isSeatedGuest(payload: Payload, dinnerId: number, memberId: number): Promise<boolean> {
  const { rows } = await pool(payload).query(
    `SELECT 1 FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE b.dinner_id = $1 AND b.member_id = $2 AND ${DINNER_SQL.seated}`,
    [dinnerId, memberId],
  )
  return rows.length > 0
}

/** The dinners a member holds, waits for or held a place at, and those the team cancelled under them (their own cancellations aside). */
export async function bookedDinnerIds(payload: Payload, memberId: number): Promise<number[]> {
  const { rows } = await pool(payload).query<{ dinner_id: number }>(
    `SELECT b.dinner_id FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE b.member_id = $1 AND ${DINNER_SQL.booked}`,
    [memberId],
  )
  return rows.map((row) => row.dinner_id)
}
