import type { Payload } from 'payload'

import { canStillCancel, formatDinnerDate } from '@/domain/dinners'
import { EVENING_ERRORS, LATE_TEXTS } from '@/domain/evening'
import { fill } from '@/domain/fill'
import { REMINDER_TEXTS } from '@/domain/reminders'

import { setMark } from './attendance'
import { hashOfToken } from '../../auth/secretTokens'
import { pool } from '../../db/pool'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { lockMemberAndDinner, withdrawBooking } from '../base/bookings'

type LinkRow = { booking_id: number; expires_at: Date; used_at: Date | null; status: string; member_id: number; dinner_id: number }
type LateLinkView = { state: 'valid'; question: string } | { state: 'refused'; message: string }

const LINK = `
  SELECT l.booking_id, l.expires_at, l.used_at, b.status, b.member_id, b.dinner_id, d.title, d.starts_at
    FROM booking_links l JOIN bookings b ON b.id = l.booking_id JOIN dinners d ON d.id = b.dinner_id
   WHERE l.token_hash = $1 AND l.action = 'late'`

/** Why the link cannot serve now, if it cannot: used (the member said they would not come), past, or the booking no longer held. */
function refusal(link: Pick<LinkRow, 'used_at' | 'expires_at' | 'status'>): ApiError | null {
  if (link.used_at) return new ApiError(409, REMINDER_TEXTS.used)
  if (new Date(link.expires_at).getTime() <= Date.now()) return new ApiError(410, REMINDER_TEXTS.expired)
  return link.status === 'booked' ? null : new ApiError(409, REMINDER_TEXTS.inactive)
}

/** What the link's page asks, before anything is done (a mail scanner that opens it changes nothing). */
export async function describeLateLink(payload: Payload, token: string): Promise<LateLinkView> {
  const { rows } = await pool(payload).query<LinkRow & { title: string; starts_at: Date }>(LINK, [hashOfToken(token)])
  const link = rows[0]
  if (!link) return { state: 'refused', message: REMINDER_TEXTS.invalid }
  const refused = refusal(link)
  if (refused) return { state: 'refused', message: refused.message }
  return { state: 'valid', question: fill(LATE_TEXTS.question, { title: link.title, date: formatDinnerDate(new Date(link.starts_at)) }) }
}

/**
 * The page's answer: minutes late (said again, the latest counts), or « je ne pourrai pas venir »
 * (minutes 0), which cancels as the member's space would while cancelling is free, and past that
 * deadline records a late cancellation through the attendance service, as the team would mark it.
 * Either way the link has then served. The host's screen shows the word at its next read.
 */
export async function answerLateLink(payload: Payload, token: string, minutes: number): Promise<{ message: string }> {
  const hash = hashOfToken(token)
  const { rows } = await pool(payload).query<LinkRow & { starts_at: Date }>(LINK, [hash])
  const link = rows[0]
  if (!link) throw new ApiError(404, REMINDER_TEXTS.invalid)
  if (minutes === 0 && canStillCancel(new Date(link.starts_at))) {
    await withdrawBooking(payload, link.member_id, link.dinner_id, (tx) => takeLink(tx, hash, true))
    return { message: LATE_TEXTS.cannotComeDone }
  }
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const dinner = await lockMemberAndDinner(tx, link.member_id, link.dinner_id)
    await takeLink(tx, hash, minutes === 0)
    // Once the door or the team has marked the guest, the link no longer speaks for them: an
    // absence noted at the door must not become a late cancellation (nor its fee be dropped).
    const [marked] = await tx.query<{ attendance: string | null }>(sql`SELECT attendance FROM bookings WHERE id = ${link.booking_id}`)
    if (marked?.attendance) throw new ApiError(409, EVENING_ERRORS.alreadyMarked)
    await tx.query(sql`
      INSERT INTO booking_evening (booking_id, late_minutes, cannot_come, said_at) VALUES (${link.booking_id}, ${minutes || null}, ${minutes === 0}, now())
      ON CONFLICT (booking_id) DO UPDATE SET late_minutes = EXCLUDED.late_minutes, cannot_come = EXCLUDED.cannot_come, said_at = now()`)
    if (minutes !== 0) return []
    const [guest] = await tx.query<{ id: number; member_id: number; attendance: 'present' | 'no_show' | 'late_cancel' | null }>(sql`
      SELECT id, member_id, attendance FROM bookings WHERE id = ${link.booking_id} FOR UPDATE`)
    const [member] = await tx.query<{ id: number; email: string; first_name: string | null; last_name: string | null }>(sql`
      SELECT id, email, first_name, last_name FROM users WHERE id = ${link.member_id}`)
    const by = { id: member.id, email: member.email, firstName: member.first_name, lastName: member.last_name }
    return setMark(tx, settings, { by, origin: 'member', dinner, audited: true }, guest, 'late_cancel')
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return { message: minutes === 0 ? LATE_TEXTS.cannotComeDone : fill(LATE_TEXTS.lateDone, { minutes }) }
}

/** The link under its row lock, still able to serve; « je ne pourrai pas venir » uses it up. */
async function takeLink(tx: Transaction, hash: string, useUp: boolean): Promise<void> {
  const [link] = await tx.query<LinkRow>(sql`
    SELECT l.booking_id, l.expires_at, l.used_at, b.status FROM booking_links l JOIN bookings b ON b.id = l.booking_id
     WHERE l.token_hash = ${hash} FOR UPDATE OF l`)
  const refused = link ? refusal(link) : new ApiError(404, REMINDER_TEXTS.invalid)
  if (refused) throw refused
  if (useUp) await tx.query(sql`UPDATE booking_links SET used_at = now() WHERE token_hash = ${hash}`)
}
