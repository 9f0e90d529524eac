import type { Payload } from 'payload'

import { EVENING_ERRORS, type HostMarkInput, type HostMarksInput } from '@/domain/evening'
import type { User } from '@/payload-types'

import { setMark } from './attendance'
import { eveningAccess, type EveningDinner } from './hosts'
import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, intArray, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { grantSponsorRewards } from '../../sponsorship/rewards'

type Guest = { id: number; member_id: number; attendance: 'present' | 'no_show' | 'late_cancel' | null; mark_made_at: Date | null }

/**
 * The marks a host's phone sends, perhaps long after they were made offline: each stored once
 * under the key the phone made for it (a mark sent again changes nothing), applied in the order
 * they were made, and only when no later mark (another host's, the team's) has been made on the
 * guest since, so that two hosts converge on the latest mark. « Arrivé·e » and « Absent·e » go
 * through the attendance service's one write, as the team's marks do, with the no-show policy;
 * « En retard » takes a mark back, the guest still expected. Every mark received is in the
 * Journal, the ones a later mark overrode too.
 */
export async function markAsHost(payload: Payload, host: User, dinnerId: number, input: HostMarksInput): Promise<void> {
  const settings = await getSiteSettings(payload)
  const marks = [...input.marks].sort((a, b) => Date.parse(a.madeAt) - Date.parse(b.madeAt))
  const mails = await inTransaction(payload, async (tx) => {
    // Refused before anything is locked; then the members, then the dinner (checked again under its
    // lock): the order every booking change and the team's marks take.
    await eveningAccess(tx, host, dinnerId)
    const guests = await tx.query<{ id: number }>(sql`
      SELECT id FROM users WHERE id IN (SELECT member_id FROM bookings WHERE dinner_id = ${dinnerId} AND id = ANY(${intArray(marks.map((m) => m.bookingId))}::int[]))
       ORDER BY id FOR NO KEY UPDATE`)
    const dinner = await eveningAccess(tx, host, dinnerId, true)
    if (dinner.status === 'cancelled' || dinner.status === 'draft') throw new ApiError(409, EVENING_ERRORS.notHeld)
    const sent: number[] = []
    for (const mark of marks) sent.push(...(await oneMark(tx, settings, host, dinner, mark)))
    // A guest seen at the door counts towards their sponsor's reward, as the team's « présent » does.
    await grantSponsorRewards(
      tx,
      settings.sponsorship,
      guests.map((guest) => guest.id),
    )
    return sent
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
}

async function oneMark(
  tx: Transaction,
  settings: Awaited<ReturnType<typeof getSiteSettings>>,
  host: User,
  dinner: EveningDinner,
  mark: HostMarkInput,
): Promise<number[]> {
  const [guest] = await tx.query<Guest>(sql`
    SELECT b.id, b.member_id, b.attendance, e.mark_made_at FROM bookings b LEFT JOIN booking_evening e ON e.booking_id = b.id
     WHERE b.id = ${mark.bookingId} AND b.dinner_id = ${dinner.id} AND b.status IN ('booked', 'attended') FOR UPDATE OF b`)
  // A guest who left the dinner since the mark was made offline: nothing to store, and the phone must not retry forever.
  if (!guest) return []
  // A phone's clock may run ahead: a mark is never later than its arrival, or no other host could follow it.
  const madeAt = new Date(Math.min(Date.parse(mark.madeAt), Date.now()))
  // The latest mark wins, except that a late cancellation the member gave is not the door's to
  // turn into an absence (it would plan a fee and count towards the no-show policy).
  const applies =
    (!guest.mark_made_at || madeAt.getTime() >= new Date(guest.mark_made_at).getTime()) &&
    !(guest.attendance === 'late_cancel' && mark.mark === 'no_show')
  const [stored] = await tx.query(sql`
    INSERT INTO evening_marks (key, booking_id, host_id, mark, made_at, applied)
    VALUES (${mark.key}, ${guest.id}, ${host.id}, ${mark.mark}, ${madeAt.toISOString()}, ${applies}) ON CONFLICT (key) DO NOTHING RETURNING key`)
  if (!stored) return []
  await recordAudit(tx, {
    kind: 'attendance.hostMarked',
    actor: auditPerson(host),
    subject: (await auditPeople(tx, [guest.member_id])).get(guest.member_id) ?? null,
    record: { type: 'bookings', id: guest.id },
    changes: { hostMark: [null, mark.mark], madeAt: [null, madeAt.toISOString()], applied: [null, applies] },
  })
  if (!applies) return []
  const attendance = mark.mark === 'late' ? null : mark.mark
  const mails = await setMark(tx, settings, { by: host, origin: 'host', dinner, madeAt, audited: false }, guest, attendance)
  await tx.query(sql`
    INSERT INTO booking_evening (booking_id, mark_made_at, mark_origin, host_late)
    VALUES (${guest.id}, ${madeAt.toISOString()}, 'host', ${mark.mark === 'late'})
    ON CONFLICT (booking_id) DO UPDATE SET mark_made_at = EXCLUDED.mark_made_at, mark_origin = EXCLUDED.mark_origin, host_late = EXCLUDED.host_late`)
  return mails
}
