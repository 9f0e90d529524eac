import type { Payload } from 'payload'

import { formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { type ReminderAction, REMINDER_TEXTS } from '@/domain/reminders'

import { hashOfToken } from '../../auth/secretTokens'
import { pool } from '../../db/pool'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { lockMemberAndDinner, withdrawBooking } from '../base/bookings'

type LinkRow = {
  booking_id: number
  action: ReminderAction
  expires_at: Date
  used_at: Date | null
  status: string
  member_id: number
  dinner_id: number
  title: string
  starts_at: Date
}

type LinkState = 'valid' | 'used' | 'expired' | 'inactive'
/** What the link's page shows before anything is done: the question, or why nothing can be. */
export type ReminderLinkView =
  | { state: 'invalid'; message: string }
  | { state: Exclude<LinkState, 'valid'>; message: string; action: ReminderAction }
  | { state: 'valid'; action: ReminderAction; question: string }

const FAILURES = {
  used: { status: 409, message: REMINDER_TEXTS.used },
  expired: { status: 410, message: REMINDER_TEXTS.expired },
  inactive: { status: 409, message: REMINDER_TEXTS.inactive },
} as const

const invalid = () => new ApiError(404, REMINDER_TEXTS.invalid)

/** « now » is this process's clock, as for the reminders themselves (tests move it). */
function stateOf(link: Pick<LinkRow, 'used_at' | 'expires_at' | 'status'>): LinkState {
  if (link.used_at) return 'used'
  if (new Date(link.expires_at).getTime() <= Date.now()) return 'expired'
  return link.status === 'booked' ? 'valid' : 'inactive'
}

const LINK = `
  SELECT l.booking_id, l.action, l.expires_at, l.used_at, b.status, b.member_id, b.dinner_id, d.title, d.starts_at
    FROM booking_links l JOIN bookings b ON b.id = l.booking_id JOIN dinners d ON d.id = b.dinner_id
   WHERE l.token_hash = $1 AND l.action IN ('come', 'withdraw')`

export async function describeReminderLink(payload: Payload, token: string): Promise<ReminderLinkView> {
  const { rows } = await pool(payload).query<LinkRow>(LINK, [hashOfToken(token)])
  const link = rows[0]
  if (!link) return { state: 'invalid', message: REMINDER_TEXTS.invalid }
  const state = stateOf(link)
  if (state !== 'valid') return { state, message: FAILURES[state].message, action: link.action }
  const text = link.action === 'come' ? REMINDER_TEXTS.comeExplained : REMINDER_TEXTS.withdrawExplained
  return { state, action: link.action, question: fill(text, { title: link.title, date: formatDinnerDate(new Date(link.starts_at)) }) }
}

/** Takes the link under its row lock: it serves once, before its deadline, for a booking still held. */
async function useLink(tx: Transaction, hash: string): Promise<LinkRow> {
  const [link] = await tx.query<LinkRow>(sql`
    SELECT l.booking_id, l.action, l.expires_at, l.used_at, b.status
      FROM booking_links l JOIN bookings b ON b.id = l.booking_id
     WHERE l.token_hash = ${hash} AND l.action IN ('come', 'withdraw') FOR UPDATE OF l`)
  if (!link) throw invalid()
  const state = stateOf(link)
  if (state !== 'valid') throw new ApiError(FAILURES[state].status, FAILURES[state].message)
  // « Je me désiste » retires the booking's other link too; « Je viens » leaves the way out open until the deadline.
  await tx.query(
    link.action === 'withdraw'
      ? sql`UPDATE booking_links SET used_at = now() WHERE booking_id = ${link.booking_id} AND used_at IS NULL`
      : sql`UPDATE booking_links SET used_at = now() WHERE token_hash = ${hash}`,
  )
  return link
}

/**
 * What the page's button does: « Je viens » records the answer; « Je me désiste » cancels the
 * booking as the member would in their space (the seat goes to the waitlist at once), the link
 * taken under the same locks, so a replayed or concurrent click changes nothing.
 */
export async function answerReminderLink(payload: Payload, token: string): Promise<{ action: ReminderAction; message: string }> {
  return answerByHash(payload, hashOfToken(token))
}

/**
 * The same question answered from the member's space, signed in: the session proves who answers,
 * and the booking's own link for that answer is taken, so the mail's links then say it served.
 */
export async function answerReminderInSpace(
  payload: Payload,
  memberId: number,
  dinnerId: number,
  action: ReminderAction,
): Promise<{ action: ReminderAction; message: string }> {
  const { rows } = await pool(payload).query<{ token_hash: string }>(
    `SELECT l.token_hash FROM booking_links l JOIN bookings b ON b.id = l.booking_id
      WHERE b.member_id = $1 AND b.dinner_id = $2 AND l.action = $3 ORDER BY l.used_at IS NULL DESC, l.expires_at DESC LIMIT 1`,
    [memberId, dinnerId, action],
  )
  if (!rows[0]) throw new ApiError(404, REMINDER_TEXTS.notAsked)
  return answerByHash(payload, rows[0].token_hash)
}

async function answerByHash(payload: Payload, hash: string): Promise<{ action: ReminderAction; message: string }> {
  const { rows } = await pool(payload).query<LinkRow>(LINK, [hash])
  const link = rows[0]
  if (!link) throw invalid()
  if (link.action === 'withdraw') {
    await withdrawBooking(payload, link.member_id, link.dinner_id, async (tx) => {
      await useLink(tx, hash)
    })
    return { action: 'withdraw', message: REMINDER_TEXTS.withdrawDone }
  }
  // The same locks, in the same order, as a cancellation: the booking's state cannot change under the answer.
  await inTransaction(payload, async (tx) => {
    await lockMemberAndDinner(tx, link.member_id, link.dinner_id)
    await useLink(tx, hash)
  })
  return { action: 'come', message: REMINDER_TEXTS.comeDone }
}
