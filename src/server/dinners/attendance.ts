import type { Payload } from 'payload'

import { ATTENDANCE_ERRORS, type AttendanceInput, type AttendanceMark, type AttendanceRecord } from '@/domain/attendance'
import type { User } from '@/payload-types'

import { inTransaction, sql, type Transaction } from '../db/transaction'
import { ApiError, notFound } from '../http/errors'

type MarkRow = {
  booking_id: number
  guest: string
  attendance: AttendanceMark | null
  marked_at: Date | null
  marked_by: string | null
}

/** The dinner's page reads its guests' marks (admins); a dinner unknown is a 404. */
export async function readAttendance(payload: Payload, dinnerId: number): Promise<AttendanceRecord[]> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query(sql`SELECT id FROM dinners WHERE id = ${dinnerId}`)
    if (!dinner) throw notFound()
    return attendanceOf(tx, dinnerId)
  })
}

/** The marks of a dinner's guests (those who held a seat), with the name of the admin who set each. */
async function attendanceOf(tx: Transaction, dinnerId: number): Promise<AttendanceRecord[]> {
  const rows = await tx.query<MarkRow>(sql`
    SELECT b.id AS booking_id, trim(concat_ws(' ', m.first_name, m.last_name)) AS guest, b.attendance,
           b.attendance_marked_at AS marked_at, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS marked_by
      FROM bookings b JOIN users m ON m.id = b.member_id LEFT JOIN users u ON u.id = b.attendance_marked_by_id
     WHERE b.dinner_id = ${dinnerId} AND b.status IN ('booked', 'attended') ORDER BY m.last_name, m.first_name, b.id`)
  return rows.map((row) => ({
    bookingId: row.booking_id,
    guest: row.guest,
    mark: row.attendance,
    markedAt: row.marked_at ? new Date(row.marked_at).toISOString() : null,
    markedBy: row.marked_by,
  }))
}

/**
 * The team marks who came, once the dinner has begun: each given mark, or « Tous présents » for
 * the guests nobody has marked yet. Under the dinner's lock, so that two admins marking at once
 * each see the other's marks in their answer and « Tous présents » never undoes a mark just made.
 * A mark keeps who set it and when; setting the same mark again keeps the first record.
 */
export async function markAttendance(payload: Payload, admin: User, dinnerId: number, input: AttendanceInput): Promise<AttendanceRecord[]> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query<{ status: string; starts_at: Date }>(sql`
      SELECT status, starts_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    if (dinner.status === 'cancelled' || dinner.status === 'draft') throw new ApiError(409, ATTENDANCE_ERRORS.notHeld)
    if (new Date(dinner.starts_at).getTime() > Date.now()) throw new ApiError(409, ATTENDANCE_ERRORS.notYet)
    if ('allPresent' in input) {
      await tx.query(sql`
        UPDATE bookings SET attendance = 'present', attendance_marked_by_id = ${admin.id}, attendance_marked_at = now(), updated_at = now()
         WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended') AND attendance IS NULL`)
      return attendanceOf(tx, dinnerId)
    }
    for (const { bookingId, mark } of input.marks) {
      const [changed] = await tx.query<{ id: number }>(sql`
        UPDATE bookings
           SET attendance = ${mark},
               attendance_marked_by_id = CASE WHEN attendance IS DISTINCT FROM ${mark} THEN ${admin.id} ELSE attendance_marked_by_id END,
               attendance_marked_at = CASE WHEN attendance IS DISTINCT FROM ${mark} THEN now() ELSE attendance_marked_at END,
               updated_at = now()
         WHERE id = ${bookingId} AND dinner_id = ${dinnerId} AND status IN ('booked', 'attended') RETURNING id`)
      if (!changed) throw new ApiError(404, ATTENDANCE_ERRORS.notAGuest)
    }
    return attendanceOf(tx, dinnerId)
  })
}
