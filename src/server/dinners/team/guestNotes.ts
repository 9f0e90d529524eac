import type { Payload } from 'payload'

import { GUEST_NOTE_TEXTS, type GuestNoteInput } from '@/domain/guestNotes'
import type { User } from '@/payload-types'

import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { inTransaction, sql } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'

/**
 * The team's note on a guest of a dinner (booked or waiting), kept on their booking: an empty
 * note clears it. The last admin to save wins, as on any text field of the admin; each change is
 * in the audit log.
 */
export async function setGuestNote(
  payload: Payload,
  admin: User,
  dinnerId: number,
  input: GuestNoteInput,
): Promise<{ member: number; note: string }> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query(sql`SELECT id FROM dinners WHERE id = ${dinnerId}`)
    if (!dinner) throw notFound()
    const [booking] = await tx.query<{ id: number; team_note: string | null; before: string | null }>(sql`
      UPDATE bookings b SET team_note = ${input.note || null}, updated_at = now()
        FROM (SELECT id, team_note FROM bookings WHERE dinner_id = ${dinnerId} AND member_id = ${input.member} FOR UPDATE) old
       WHERE b.id = old.id AND b.status IN ('booked', 'attended', 'waitlisted')
       RETURNING b.id, b.team_note, old.team_note AS before`)
    if (!booking) throw new ApiError(404, GUEST_NOTE_TEXTS.notBooked)
    if (booking.before !== booking.team_note) {
      await recordAudit(tx, {
        kind: 'booking.changed',
        actor: auditPerson(admin),
        subject: (await auditPeople(tx, [input.member])).get(input.member),
        record: { type: 'bookings', id: booking.id },
        changes: { teamNote: [booking.before, booking.team_note] },
      })
    }
    return { member: input.member, note: booking.team_note ?? '' }
  })
}
