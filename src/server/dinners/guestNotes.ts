import type { Payload } from 'payload'

import { GUEST_NOTE_TEXTS, type GuestNoteInput } from '@/domain/guestNotes'

import { inTransaction, sql } from '../db/transaction'
import { ApiError, notFound } from '../http/errors'

/**
 * The team's note on a guest of a dinner (booked or waiting), kept on their booking: an empty
 * note clears it. The last admin to save wins, as on any text field of the admin.
 */
export async function setGuestNote(payload: Payload, dinnerId: number, input: GuestNoteInput): Promise<{ member: number; note: string }> {
  return inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query(sql`SELECT id FROM dinners WHERE id = ${dinnerId}`)
    if (!dinner) throw notFound()
    const [booking] = await tx.query<{ team_note: string | null }>(sql`
      UPDATE bookings SET team_note = ${input.note || null}, updated_at = now()
       WHERE dinner_id = ${dinnerId} AND member_id = ${input.member} AND status IN ('booked', 'attended', 'waitlisted')
       RETURNING team_note`)
    if (!booking) throw new ApiError(404, GUEST_NOTE_TEXTS.notBooked)
    return { member: input.member, note: booking.team_note ?? '' }
  })
}
