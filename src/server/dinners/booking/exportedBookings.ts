import type { Payload } from 'payload'

import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { DINNER_SQL } from './seating'
import { pool } from '../../db/pool'

type Row = {
  id: number
  status: string
  plus_one: boolean | null
  table_number: string | null
  created_at: Date
  cancelled_at: Date | null
  attendance: string | null
  attendance_marked_at: Date | null
  attendance_contest: string | null
  attendance_contested_at: Date | null
  attendance_contest_outcome: string | null
  attendance_contest_reply: string | null
  attendance_contest_answered_at: Date | null
  team_note: string | null
  dinner_id: number
  readable: boolean
  seated: boolean
  title: string
  theme: string
  starts_at: Date
  city: string
  venue_name: string
  venue_address: string
  speakers: { id: string; name: string; role: string; bio: string | null }[]
  seats: string
  table_size_min: string
  table_size_max: string
  dinner_status: string
  tables_confirmed_at: Date | null
  dinner_created_at: Date
  dinner_updated_at: Date
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
const numberOrNull = (value: string | null) => (value === null ? null : Number(value))

/** A dinner as the member reads it through Payload (its fields, the venue once they are seated), or its id alone when they may not read it. */
function dinnerOf(row: Row) {
  if (!row.readable) return row.dinner_id
  return {
    id: row.dinner_id,
    title: row.title,
    theme: row.theme,
    startsAt: iso(row.starts_at),
    city: row.city,
    ...(row.seated ? { venueName: row.venue_name, venueAddress: row.venue_address } : {}),
    speakers: row.speakers,
    seats: Number(row.seats),
    tableSizeMin: Number(row.table_size_min),
    tableSizeMax: Number(row.table_size_max),
    status: row.dinner_status,
    tablesConfirmedAt: iso(row.tables_confirmed_at),
    createdAt: iso(row.dinner_created_at),
    updatedAt: iso(row.dinner_updated_at),
  }
}

/** Bookings read at once: a member's whole history in one batch, a bounded memory for the few with more. */
const BATCH = 500

/** A booking as the export gives it, its fields named as Payload names them. */
function bookingOf(row: Row) {
  return {
    id: row.id,
    dinner: dinnerOf(row),
    status: row.status,
    plusOne: row.plus_one,
    tableNumber: numberOrNull(row.table_number),
    createdAt: iso(row.created_at),
    cancelledAt: iso(row.cancelled_at),
    attendance: row.attendance,
    attendanceMarkedAt: iso(row.attendance_marked_at),
    attendanceContest: row.attendance_contest,
    attendanceContestedAt: iso(row.attendance_contested_at),
    attendanceContestOutcome: row.attendance_contest_outcome,
    attendanceContestReply: row.attendance_contest_reply,
    attendanceContestAnsweredAt: iso(row.attendance_contest_answered_at),
    ...(row.team_note === null ? {} : { teamNote: row.team_note }),
  }
}

/**
 * Every booking of the member for their data export, newest first, in batches of 500, each with
 * its dinner as the member may read it and the team's note on them when there is one (hidden in
 * their space, theirs to read here: GDPR art. 15). One query per batch, whatever the years of
 * dinners: read through Payload, each booking and each dinner went through its field hooks one by
 * one, which cost a member with 200 dinners twice the time of one with none. The dinner's rules
 * are the collection's own (`DINNER_SQL`); the export's test holds each dinner to what Payload
 * gives the member.
 */
export async function* exportedBookings(payload: Payload, user: User): AsyncGenerator<ReturnType<typeof bookingOf>[]> {
  let after = null as Row | null
  for (;;) {
    const { rows } = await pool(payload).query<Row>(
      `SELECT b.id, b.status, b.plus_one, b.table_number, b.created_at, b.cancelled_at, b.attendance, b.attendance_marked_at,
              b.attendance_contest, b.attendance_contested_at, b.attendance_contest_outcome, b.attendance_contest_reply,
              b.attendance_contest_answered_at, b.team_note,
              d.id AS dinner_id, ($2::boolean OR d.status = 'published' OR ${DINNER_SQL.booked}) AS readable,
              ($2::boolean OR (${DINNER_SQL.seated})) AS seated,
              d.title, d.theme, d.starts_at, d.city, d.venue_name, d.venue_address, d.seats, d.table_size_min, d.table_size_max,
              d.status AS dinner_status, d.tables_confirmed_at, d.created_at AS dinner_created_at, d.updated_at AS dinner_updated_at,
              (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'role', s.role, 'bio', s.bio) ORDER BY s._order), '[]')
                 FROM dinners_speakers s WHERE s._parent_id = d.id) AS speakers
         FROM bookings b JOIN dinners d ON d.id = b.dinner_id
        WHERE b.member_id = $1 AND ($3::timestamptz IS NULL OR (b.created_at, b.id) < ($3::timestamptz, $4::int))
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${BATCH}`,
      [user.id, isAdminUser(user), after?.created_at ?? null, after?.id ?? null],
    )
    if (rows.length > 0) yield rows.map(bookingOf)
    if (rows.length < BATCH) return
    after = rows[rows.length - 1]
  }
}
