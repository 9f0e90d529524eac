import type { Payload } from 'payload'

import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { DINNER_SQL } from './seating'
import { pool } from '../../db/pool'

/** A moment as JavaScript's toISOString writes it (to the millisecond, in UTC), or null. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The dinner's fields as Payload gives them, in its order, with the venue or without. */
const dinnerFields = (withVenue: boolean) =>
  `'id', d.id, 'title', d.title, 'theme', d.theme, 'startsAt', ${iso('d.starts_at')}, 'city', d.city,
   ${withVenue ? `'venueName', d.venue_name, 'venueAddress', d.venue_address,` : ''}
   'speakers', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'role', s.role, 'bio', s.bio) ORDER BY s._order), '[]')
                  FROM dinners_speakers s WHERE s._parent_id = d.id),
   'seats', d.seats, 'tableSizeMin', d.table_size_min, 'tableSizeMax', d.table_size_max, 'status', d.status,
   'tablesConfirmedAt', ${iso('d.tables_confirmed_at')}, 'createdAt', ${iso('d.created_at')}, 'updatedAt', ${iso('d.updated_at')}`

/**
 * A dinner as the member reads it through Payload (its fields, the venue once they are seated), or
 * its id alone when they may not read it.
 */
const DINNER_JSON = `CASE
  WHEN NOT ($2::boolean OR d.status = 'published' OR ${DINNER_SQL.booked}) THEN to_json(d.id)
  WHEN $2::boolean OR (${DINNER_SQL.seated}) THEN json_build_object(${dinnerFields(true)})
  ELSE json_build_object(${dinnerFields(false)}) END`

/** The booking's fields as Payload names them, in its order, and the team's note after them when there is one. */
const bookingFields = (withNote: boolean) =>
  `'id', b.id, 'dinner', ${DINNER_JSON}, 'status', b.status, 'plusOne', b.plus_one, 'tableNumber', b.table_number,
   'createdAt', ${iso('b.created_at')}, 'cancelledAt', ${iso('b.cancelled_at')}, 'attendance', b.attendance,
   'attendanceMarkedAt', ${iso('b.attendance_marked_at')}, 'attendanceContest', b.attendance_contest,
   'attendanceContestedAt', ${iso('b.attendance_contested_at')}, 'attendanceContestOutcome', b.attendance_contest_outcome,
   'attendanceContestReply', b.attendance_contest_reply, 'attendanceContestAnsweredAt', ${iso('b.attendance_contest_answered_at')}
   ${withNote ? `, 'teamNote', b.team_note` : ''}`

const BOOKING_JSON = `CASE WHEN b.team_note IS NULL THEN json_build_object(${bookingFields(false)}) ELSE json_build_object(${bookingFields(true)}) END`

/** Bookings read at once: a member's whole history in one batch, a bounded memory for the few with more. */
const BATCH = 500

/**
 * Every booking of the member for their data export, newest first, in batches of 500, each as the
 * JSON text of the booking with its dinner as the member may read it and the team's note on them
 * when there is one (hidden in their space, theirs to read here: GDPR art. 15). PostgreSQL writes
 * the JSON: read through Payload, each booking and each dinner went through its field hooks one by
 * one, and parsing the rows into objects and dates to serialise them again cost a member with 200
 * dinners more than their reading did. The dinner's rules are the collection's own (`DINNER_SQL`);
 * the export's test holds each booking to what Payload gives the member.
 */
export async function* exportedBookings(payload: Payload, user: User): AsyncGenerator<string[]> {
  // The last booking read, to the microsecond (a JavaScript date would cut it to the millisecond).
  let after = null as { at: string; id: number } | null
  for (;;) {
    const { rows }: { rows: Array<{ booking: string; at: string; id: number }> } = await pool(payload).query(
      `SELECT (${BOOKING_JSON})::text AS booking, b.created_at::text AS at, b.id
         FROM bookings b JOIN dinners d ON d.id = b.dinner_id
        WHERE b.member_id = $1 AND ($3::timestamptz IS NULL OR (b.created_at, b.id) < ($3::timestamptz, $4::int))
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${BATCH}`,
      [user.id, isAdminUser(user), after?.at ?? null, after?.id ?? null],
    )
    if (rows.length > 0) yield rows.map((row) => row.booking)
    if (rows.length < BATCH) return
    after = rows[rows.length - 1]
  }
}
