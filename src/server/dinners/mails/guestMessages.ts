import type { Payload } from 'payload'

import { type GuestMessage, MAIL_LOG_ERRORS } from '@/domain/dinnerMailLog'
import type { User } from '@/payload-types'

import { guestMessageText } from './guestMailTexts'
import { inTransaction, sql } from '../../db/transaction'
import { deliverInBackground } from '../../email/outbox'
import { siteUrl } from '../../env'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { type MailedBooking, queueDinnerMail } from '../base/dinnerMails'

/**
 * « Écrire aux convives »: the team's message goes to each guest holding a seat (or those of one
 * confirmed table) through the outbox, and is kept for the dinner's page. Under the dinner's lock,
 * so a guest who cancels meanwhile is either written to or not, never half.
 */
export async function writeToGuests(
  payload: Payload,
  author: User,
  dinnerId: number,
  message: GuestMessage,
): Promise<{ recipients: number }> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query<{ status: string; tables_confirmed_at: Date | null }>(sql`
      SELECT status, tables_confirmed_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    if (dinner.status === 'cancelled') throw new ApiError(409, MAIL_LOG_ERRORS.dinnerCancelled)
    if (message.table !== null && !dinner.tables_confirmed_at) throw new ApiError(409, MAIL_LOG_ERRORS.tableUnknown)
    const table = message.table === null ? sql`` : sql`AND table_number = ${message.table}`
    const guests = await tx.query<MailedBooking>(sql`
      SELECT id, member_id, plus_one FROM bookings WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended') ${table} ORDER BY id`)
    if (guests.length === 0) throw new ApiError(409, message.table === null ? MAIL_LOG_ERRORS.noGuests : MAIL_LOG_ERRORS.tableUnknown)
    await tx.query(sql`
      INSERT INTO dinner_messages (dinner_id, table_number, subject, body, author_id, recipients)
      VALUES (${dinnerId}, ${message.table}, ${message.subject}, ${message.body}, ${author.id}, ${guests.length})`)
    const text = guestMessageText(message, siteUrl())
    const queued: number[] = []
    for (const guest of guests) {
      queued.push(await queueDinnerMail(settings, tx, guest, { kind: 'dinner-message', text }))
    }
    return queued
  })
  deliverInBackground(payload, ...mails)
  return { recipients: mails.length }
}
