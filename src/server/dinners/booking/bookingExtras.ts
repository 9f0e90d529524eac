import type { Payload } from 'payload'

import type { FeedbackWindow } from '@/domain/feedback'
import { tablemateLine } from '@/domain/tablemateNaming'

import { pool } from '../../db/pool'
import { openFeedbackOf } from '../base/feedbackWindows'

/** What the space shows beside a booking, beyond the booking itself, by booking id. */
export type BookingExtras = {
  /** The 72-hour reminder waits for « Je viens » or « Je me désiste » (both its links unused and open). */
  asked: Set<number>
  /** Once the tables are confirmed: the tablemates as the morning brief lists them (the sector alone for one not named). */
  tablemates: Map<number, string[]>
  feedback: Map<number, FeedbackWindow>
  /** The member has sat at a dinner already (one begun that they held a seat at, not marked absent). */
  dined: boolean
}

/** « now » is this process's clock, as for the reminders themselves (tests move it). */
export async function bookingExtras(payload: Payload, memberId: number): Promise<BookingExtras> {
  const now = new Date()
  const [asked, mates, feedback, dined] = await Promise.all([
    pool(payload).query<{ booking_id: number }>(
      `SELECT b.id AS booking_id FROM bookings b JOIN booking_links l ON l.booking_id = b.id
        WHERE b.member_id = $1 AND b.status = 'booked' AND l.expires_at > $2
        GROUP BY b.id HAVING count(*) FILTER (WHERE l.used_at IS NULL) = count(*) AND count(*) > 0`,
      [memberId, now],
    ),
    pool(payload).query<{ booking_id: number; first_name: string | null; sector: string | null; named: boolean }>(
      `SELECT b.id AS booking_id, u.first_name, u.sector, COALESCE(u.named_to_tablemates, true) AS named
         FROM bookings b JOIN dinners d ON d.id = b.dinner_id AND d.tables_confirmed_at IS NOT NULL
         JOIN bookings o ON o.dinner_id = b.dinner_id AND o.table_number = b.table_number AND o.status = 'booked' AND o.member_id <> b.member_id
         JOIN users u ON u.id = o.member_id
        WHERE b.member_id = $1 AND b.status = 'booked' AND b.table_number IS NOT NULL AND d.starts_at > $2
        ORDER BY b.id, COALESCE(u.named_to_tablemates, true) DESC, u.first_name`,
      [memberId, now],
    ),
    openFeedbackOf(payload, memberId),
    pool(payload).query(
      `SELECT 1 FROM bookings b JOIN dinners d ON d.id = b.dinner_id
        WHERE b.member_id = $1 AND b.status IN ('booked', 'attended') AND d.starts_at <= $2
          AND (b.attendance IS NULL OR b.attendance = 'present') LIMIT 1`,
      [memberId, now],
    ),
  ])
  const tablemates = new Map<number, string[]>()
  for (const row of mates.rows) {
    const line = tablemateLine({ firstName: row.first_name, sector: row.sector, named: row.named })
    tablemates.set(row.booking_id, [...(tablemates.get(row.booking_id) ?? []), line])
  }
  return { asked: new Set(asked.rows.map((row) => row.booking_id)), tablemates, feedback, dined: dined.rows.length > 0 }
}
