import type { Payload } from 'payload'

import { type DinnerMailLog, type GuestMailEntry, MAIL_LOG_ERRORS, type MailState } from '@/domain/dinnerMailLog'
import { frenchCollator } from '@/domain/frenchOrder'

import { pool } from '../../db/pool'
import { inTransaction, sql } from '../../db/transaction'
import { deliverOrRetryLater, MAIL_MAX_ATTEMPTS } from '../../email/outbox'
import { ApiError, notFound } from '../../http/errors'
import { reminderJobKeys } from '../base/reminderJobs'

type OutboxRow = {
  id: number
  booking_id: number
  kind: string
  subject: string
  created_at: Date
  sent_at: Date | null
  next_attempt_at: Date
  attempts: number
  last_error: string | null
  for_team: boolean
  body_dropped_at: Date | null
}

function stateOf(row: OutboxRow): { state: MailState; at: Date } {
  if (row.sent_at) return { state: 'sent', at: row.sent_at }
  if (row.attempts >= MAIL_MAX_ATTEMPTS) return { state: 'failed', at: row.next_attempt_at }
  if (row.last_error) return { state: 'retrying', at: row.next_attempt_at }
  return { state: 'queued', at: row.created_at }
}

/**
 * A dinner's mails, guest by guest (each booking, cancelled ones included): those sent, waiting or
 * failed, and the reminders planned; then the messages the team wrote to the guests.
 */
export async function dinnerMailLog(payload: Payload, dinnerId: number): Promise<DinnerMailLog> {
  const db = pool(payload)
  const { rows: dinners } = await db.query<{ tables_confirmed_at: Date | null }>('SELECT tables_confirmed_at FROM dinners WHERE id = $1', [
    dinnerId,
  ])
  if (!dinners[0]) throw notFound()
  const { rows: bookings } = await db.query<{
    id: number
    status: string
    table_number: number | null
    email: string
    first_name: string | null
    last_name: string | null
  }>(
    `SELECT b.id, b.status, b.table_number, u.email, u.first_name, u.last_name
       FROM bookings b JOIN users u ON u.id = b.member_id WHERE b.dinner_id = $1 ORDER BY b.id`,
    [dinnerId],
  )
  bookings.sort(
    (a, b) =>
      frenchCollator.compare(a.last_name ?? '', b.last_name ?? '') || frenchCollator.compare(a.first_name ?? '', b.first_name ?? ''),
  )
  const ids = bookings.map((b) => b.id)
  const [{ rows: mails }, { rows: planned }, { rows: messages }] = await Promise.all([
    db.query<OutboxRow>(
      `SELECT id, booking_id, kind, subject, created_at, sent_at, next_attempt_at, attempts, last_error, for_team, body_dropped_at
         FROM mail_outbox WHERE booking_id = ANY($1::int[]) ORDER BY created_at, id`,
      [ids],
    ),
    db.query<{ key: string; run_at: Date }>('SELECT key, run_at FROM graphile_worker.jobs WHERE key = ANY($1::text[])', [
      ids.flatMap((id) => Object.values(reminderJobKeys(id))),
    ]),
    db.query<{
      id: number
      subject: string
      body: string
      table_number: number | null
      recipients: number
      created_at: Date
      author: string | null
    }>(
      `SELECT m.id, m.subject, m.body, m.table_number, m.recipients, m.created_at,
              NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS author
         FROM dinner_messages m LEFT JOIN users u ON u.id = m.author_id WHERE m.dinner_id = $1 ORDER BY m.created_at DESC, m.id DESC`,
      [dinnerId],
    ),
  ])
  const plannedAt = new Map(planned.map((job) => [job.key, job.run_at]))
  return {
    guests: bookings.map((booking) => {
      const sent: GuestMailEntry[] = mails
        .filter((mail) => mail.booking_id === booking.id)
        .map((mail) => {
          const { state, at } = stateOf(mail)
          const resendable = (state === 'sent' || state === 'failed') && !mail.for_team && !mail.body_dropped_at
          return { id: mail.id, kind: mail.kind, subject: mail.subject, state, at: at.toISOString(), attempts: mail.attempts, resendable }
        })
      const upcoming: GuestMailEntry[] = Object.entries(reminderJobKeys(booking.id)).flatMap(([kind, key]) => {
        const at = plannedAt.get(key)
        return at
          ? [
              {
                id: null,
                kind: `reminder-${kind}`,
                subject: '',
                state: 'planned' as const,
                at: at.toISOString(),
                attempts: 0,
                resendable: false,
              },
            ]
          : []
      })
      return {
        bookingId: booking.id,
        name: [booking.first_name, booking.last_name].filter(Boolean).join(' ') || booking.email,
        email: booking.email,
        status: booking.status,
        tableNumber: booking.table_number,
        mails: [...sent, ...upcoming],
      }
    }),
    messages: messages.map((m) => ({
      id: m.id,
      subject: m.subject,
      body: m.body,
      table: m.table_number,
      recipients: m.recipients,
      createdAt: m.created_at.toISOString(),
      author: m.author ?? '',
    })),
    tables: dinners[0].tables_confirmed_at
      ? [...new Set(bookings.filter((b) => b.status === 'booked' && b.table_number).map((b) => b.table_number as number))].sort(
          (a, b) => a - b,
        )
      : [],
  }
}

/** How long a resent mail keeps another « Renvoyer » of the same mail from sending it again. */
const RESEND_GUARD_SECONDS = 60
/** Mails that tell where a booking stands: once a newer one left, an older one would contradict it. */
const STATE_MAIL = sql`(calendar_method IS NOT NULL OR kind IN ('dinner-waitlisted', 'waitlist-offer'))`

type Resendable = {
  booking_id: number
  for_team: boolean
  body_dropped_at: Date | null
  kind: string
  calendar_method: string | null
  subject: string
  sent_at: Date | null
  attempts: number
  booking_status: string
  dinner_status: string
  email: string
}

/**
 * « Renvoyer »: a copy of a guest's mail, sent or given up, leaves again to the guest's current
 * address (never a mail the team was sent about them, nor one whose body is no longer kept). Locks the dinner (shared), the booking (shared), then the mail: the order the booking
 * changes and the reminders take, so the booking's state cannot move under the checks, and two
 * admins clicking at once send one copy. Nothing that would contradict where the booking stands:
 * after a cancellation only its CANCEL; otherwise no mail older than the booking's latest news,
 * no reminder of a seat no longer held, no offer no longer open.
 */
export async function resendMail(payload: Payload, mailId: number): Promise<{ id: number; recipient: string; subject: string }> {
  const copy = await inTransaction(payload, async (tx) => {
    const [owner] = await tx.query<{ booking_id: number | null }>(sql`SELECT booking_id FROM mail_outbox WHERE id = ${mailId}`)
    if (!owner) throw notFound()
    if (owner.booking_id === null) throw new ApiError(409, MAIL_LOG_ERRORS.notResendable)
    await tx.query(sql`SELECT d.id FROM dinners d JOIN bookings b ON b.dinner_id = d.id WHERE b.id = ${owner.booking_id} FOR SHARE OF d`)
    await tx.query(sql`SELECT id FROM bookings WHERE id = ${owner.booking_id} FOR SHARE`)
    const [mail] = await tx.query<Resendable>(sql`
      SELECT m.booking_id, m.for_team, m.body_dropped_at, m.kind, m.calendar_method, m.subject, m.sent_at, m.attempts,
             b.status AS booking_status, d.status AS dinner_status, u.email
        FROM mail_outbox m JOIN bookings b ON b.id = m.booking_id JOIN dinners d ON d.id = b.dinner_id JOIN users u ON u.id = b.member_id
       WHERE m.id = ${mailId} FOR UPDATE OF m`)
    if (!mail) throw notFound()
    // Only what was written to the guest goes to the guest (a contest they sent the team is about them, not for them).
    if (mail.for_team) throw new ApiError(409, MAIL_LOG_ERRORS.forTeam)
    if (mail.body_dropped_at) throw new ApiError(409, MAIL_LOG_ERRORS.bodyGone)
    if (!mail.sent_at && mail.attempts < MAIL_MAX_ATTEMPTS) throw new ApiError(409, MAIL_LOG_ERRORS.stillSending)
    const [newer] = await tx.query(sql`
      SELECT 1 FROM mail_outbox WHERE booking_id = ${mail.booking_id} AND id > ${mailId} AND resent_from IS DISTINCT FROM ${mailId}
         AND ${STATE_MAIL} LIMIT 1`)
    const ended = mail.booking_status === 'cancelled' || mail.dinner_status === 'cancelled'
    if (mail.kind !== 'dinner-message' && newer) throw new ApiError(409, MAIL_LOG_ERRORS.superseded)
    if (ended && mail.calendar_method !== 'CANCEL') throw new ApiError(409, MAIL_LOG_ERRORS.bookingEnded)
    if (mail.kind.startsWith('reminder-') && mail.booking_status !== 'booked') throw new ApiError(409, MAIL_LOG_ERRORS.bookingEnded)
    if (mail.kind === 'waitlist-offer') {
      const [open] = await tx.query(sql`SELECT 1 FROM waitlist_offers WHERE booking_id = ${mail.booking_id} AND outcome IS NULL`)
      if (!open) throw new ApiError(409, MAIL_LOG_ERRORS.offerEnded)
    }
    const [recent] = await tx.query(sql`
      SELECT 1 FROM mail_outbox WHERE resent_from = ${mailId} AND created_at > now() - make_interval(secs => ${RESEND_GUARD_SECONDS}) LIMIT 1`)
    if (recent) throw new ApiError(409, MAIL_LOG_ERRORS.alreadyResent)
    const [row] = await tx.query<{ id: number }>(sql`
      INSERT INTO mail_outbox (kind, recipient, blind, subject, body_text, body_html, reply_to, calendar_method, calendar, booking_id, resent_from)
      SELECT kind, ${mail.email}, blind, subject, body_text, body_html, reply_to, calendar_method, calendar, booking_id, id
        FROM mail_outbox WHERE id = ${mailId}
      RETURNING id`)
    return { id: row.id, recipient: mail.email, subject: mail.subject }
  })
  await deliverOrRetryLater(payload, copy.id)
  return copy
}
