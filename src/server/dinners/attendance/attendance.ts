import type { Payload } from 'payload'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { ATTENDANCE_ERRORS, type AttendanceInput, type AttendanceMark, type AttendanceRecord } from '@/domain/attendance'
import type { MarkOrigin } from '@/domain/evening'
import type { User } from '@/payload-types'

import { feeDecisionAt, followFeeMark } from './noShowFees'
import { applyNoShowPolicy } from './noShowPolicy'
import { type AuditPerson, auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, intArray, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { grantSponsorRewards } from '../../sponsorship/rewards'
import type { DinnerFacts } from '../base/dinnerMailTexts'

type MarkRow = {
  booking_id: number
  guest: string
  attendance: AttendanceMark | null
  marked_at: Date | null
  marked_by: string | null
  contest: string | null
  origin: MarkOrigin | null
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
           b.attendance_marked_at AS marked_at, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS marked_by,
           CASE WHEN b.attendance_contest_outcome IS NULL THEN b.attendance_contest END AS contest,
           CASE WHEN b.attendance IS NOT NULL THEN e.mark_origin END AS origin
      FROM bookings b JOIN users m ON m.id = b.member_id LEFT JOIN users u ON u.id = b.attendance_marked_by_id
      LEFT JOIN booking_evening e ON e.booking_id = b.id
     WHERE b.dinner_id = ${dinnerId} AND b.status IN ('booked', 'attended') ORDER BY m.last_name, m.first_name, b.id`)
  return rows.map((row) => ({
    bookingId: row.booking_id,
    guest: row.guest,
    mark: row.attendance,
    markedAt: row.marked_at ? new Date(row.marked_at).toISOString() : null,
    markedBy: row.marked_by,
    contest: row.contest,
    origin: row.origin,
  }))
}

/**
 * The team marks who came, once the dinner has begun: each given mark, or « Tous présents » for
 * the guests nobody has marked yet. Under the dinner's lock, so that two admins marking at once
 * each see the other's marks in their answer and « Tous présents » never undoes a mark just made.
 * A mark keeps who set it and when; setting the same mark again keeps the first record. An absence
 * added or taken back applies the no-show policy: the members' rows are locked first (the order a
 * booking takes), so that marks at two dinners at once count each other. An absence plans its
 * fee's decision for the end of the contest window; one taken back refunds a fee charged.
 */
export async function markAttendance(payload: Payload, admin: User, dinnerId: number, input: AttendanceInput): Promise<AttendanceRecord[]> {
  const settings = await getSiteSettings(payload)
  const { records, mails } = await inTransaction(payload, async (tx) => {
    if ('marks' in input)
      await lockMembersOf(
        tx,
        input.marks.map((entry) => entry.bookingId),
      )
    const [dinner] = await tx.query<DinnerFacts & { status: string }>(sql`
      SELECT status, starts_at, title, city FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    if (dinner.status === 'cancelled' || dinner.status === 'draft') throw new ApiError(409, ATTENDANCE_ERRORS.notHeld)
    if (new Date(dinner.starts_at).getTime() > Date.now()) throw new ApiError(409, ATTENDANCE_ERRORS.notYet)
    if ('allPresent' in input) {
      // Only unmarked guests become present: no absence is added or taken back.
      const marked = await tx.query<{ id: number; member_id: number }>(sql`
        UPDATE bookings SET attendance = 'present', attendance_marked_by_id = ${admin.id}, attendance_marked_at = ${new Date()}, updated_at = now()
         WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended') AND attendance IS NULL
         RETURNING id, member_id`)
      const people = await auditPeople(
        tx,
        marked.map((booking) => booking.member_id),
      )
      for (const booking of marked) await auditMark(tx, admin, booking, [null, 'present'], people)
      await grantSponsorRewards(
        tx,
        settings.sponsorship,
        marked.map((booking) => booking.member_id),
      )
      await noteOrigin(
        tx,
        marked.map((booking) => booking.id),
        'team',
        new Date(),
      )
      return { records: await attendanceOf(tx, dinnerId), mails: [] }
    }
    const mails: number[] = []
    const present: number[] = []
    for (const { bookingId, mark } of input.marks) {
      const [before] = await tx.query<GuestMark>(sql`
        SELECT id, member_id, attendance FROM bookings WHERE id = ${bookingId} AND dinner_id = ${dinnerId} AND status IN ('booked', 'attended')`)
      if (!before) throw new ApiError(404, ATTENDANCE_ERRORS.notAGuest)
      mails.push(...(await setMark(tx, settings, { by: admin, origin: 'team', dinner, audited: true }, before, mark)))
      if (mark === 'present') present.push(before.member_id)
    }
    await grantSponsorRewards(tx, settings.sponsorship, present)
    return { records: await attendanceOf(tx, dinnerId), mails }
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return records
}

type GuestMark = { id: number; member_id: number; attendance: AttendanceMark | null }
type Marker = Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>
/** Who marks and from where; a host's mark carries the time it was made on the phone, perhaps long before it arrives. */
type MarkSource = { by: Marker; origin: MarkOrigin; dinner: DinnerFacts; madeAt?: Date; audited: boolean }

/**
 * One guest's attendance set (null: taken back, when a host says the guest is late after all): the
 * only write of a mark, whoever makes it (the team's « Présences », a host at the door, the member
 * who says they cannot come), so that the no-show policy and its fee follow every mark alike. An absence
 * added or taken back applies the policy; the caller holds the member's row lock. Returns the
 * mails to send once committed.
 */
export async function setMark(
  tx: Transaction,
  settings: SiteSettingsValues,
  source: MarkSource,
  before: GuestMark,
  mark: AttendanceMark | null,
): Promise<number[]> {
  // This process's clock, as the contest's answer and the fee's decision read it (tests move it).
  const markedAt = new Date()
  await tx.query(sql`
    UPDATE bookings
       SET attendance = ${mark},
           attendance_marked_by_id = CASE WHEN attendance IS DISTINCT FROM ${mark} THEN ${source.by.id}::int ELSE attendance_marked_by_id END,
           attendance_marked_at = CASE WHEN attendance IS DISTINCT FROM ${mark} THEN ${markedAt} ELSE attendance_marked_at END,
           updated_at = now()
     WHERE id = ${before.id}`)
  if (before.attendance === mark) return []
  await noteOrigin(tx, [before.id], source.origin, source.madeAt ?? markedAt)
  if (source.audited && mark !== null) await auditMark(tx, source.by, before, [before.attendance, mark])
  // After the mark's own Journal line: a fee refunded reads after the absence taken back.
  await followFeeMark(tx, before.id, [before.attendance, mark], feeDecisionAt(markedAt))
  const wasAbsent = before.attendance === 'no_show'
  if (wasAbsent === (mark === 'no_show')) return []
  const applied = await applyNoShowPolicy(settings, tx, before.member_id, { kind: wasAbsent ? 'removed' : 'added', dinner: source.dinner })
  return applied.mails
}

/** Where the current mark of these bookings came from and when it was made: the host's screen converges on the latest. */
async function noteOrigin(tx: Transaction, bookingIds: number[], origin: MarkOrigin, madeAt: Date): Promise<void> {
  if (bookingIds.length === 0) return
  await tx.query(sql`
    INSERT INTO booking_evening (booking_id, mark_made_at, mark_origin)
    SELECT id, ${madeAt.toISOString()}::timestamptz, ${origin} FROM unnest(${intArray(bookingIds)}::int[]) AS id
    ON CONFLICT (booking_id) DO UPDATE SET mark_made_at = EXCLUDED.mark_made_at, mark_origin = EXCLUDED.mark_origin`)
}

/** A mark set or changed, in the audit log under the guest's name. */
async function auditMark(
  tx: Transaction,
  admin: Marker,
  booking: { id: number; member_id: number },
  change: [AttendanceMark | null, AttendanceMark],
  people?: Map<number, AuditPerson>,
): Promise<void> {
  const subject = (people ?? (await auditPeople(tx, [booking.member_id]))).get(booking.member_id)
  await recordAudit(tx, {
    kind: 'attendance.marked',
    actor: auditPerson(admin),
    subject,
    record: { type: 'bookings', id: booking.id },
    changes: { attendance: change },
  })
}

/** The members of these bookings, locked in id order (so that two requests never wait on each other crosswise). */
async function lockMembersOf(tx: Transaction, bookingIds: number[]): Promise<void> {
  await tx.query(sql`
    SELECT id FROM users WHERE id IN (SELECT member_id FROM bookings WHERE id = ANY(${intArray(bookingIds)}::int[])) ORDER BY id FOR NO KEY UPDATE`)
}
