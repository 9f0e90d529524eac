import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { z } from 'zod'

import { cancellationDeadline, DINNER_TIME_ZONE } from '@/domain/dinners'
import { ASK_REMINDER_HOURS, BRIEF_HOUR } from '@/domain/reminders'

import { hashOfToken, newSecretToken } from '../auth/secretTokens'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { deliverOrRetryLater } from '../email/outbox'
import { dropJob, planJob, TASKS } from '../queue/enqueue'
import { getSiteSettings } from '../settings/siteSettings'
import { queueAskMail, queueBriefMail, type ReminderFacts } from './reminderMails'
import { HOUR_MS } from '@/domain/time'

const reminderKind = z.enum(['ask', 'brief'])
type ReminderKind = z.infer<typeof reminderKind>
/**
 * `startsAt` is the dinner's start the job was planned for: a job already running when the dinner
 * moves reads the new date and stands down, for the new plan sends at the new time. Jobs queued
 * before it was carried have none, and are judged by the date alone.
 */
export const reminderJob = z.object({ bookingId: z.number().int(), kind: reminderKind, startsAt: z.string().optional() })
export type ReminderJob = z.infer<typeof reminderJob>

const jobKey = (bookingId: number, kind: ReminderKind) => `reminder-${kind}:${bookingId}`

/** The job keys of a booking's reminders (the team's mail log shows them as planned). */
export const reminderJobKeys = (bookingId: number): Record<ReminderKind, string> => ({
  ask: jobKey(bookingId, 'ask'),
  brief: jobKey(bookingId, 'brief'),
})

/** When each reminder of a dinner leaves: 72 hours before it, and at 8 a.m. (Paris) on its day. */
export function reminderTimes(startsAt: Date): Record<ReminderKind, Date> {
  const morning = DateTime.fromJSDate(startsAt, { zone: DINNER_TIME_ZONE }).set({ hour: BRIEF_HOUR, minute: 0, second: 0, millisecond: 0 })
  return { ask: new Date(startsAt.getTime() - ASK_REMINDER_HOURS * HOUR_MS), brief: morning.toJSDate() }
}

/**
 * Plans a booked guest's reminders as jobs of the queue, in the booking's own transaction: one
 * job per reminder, under a key that a new plan replaces (a new date moves them) and that a
 * cancellation removes. A reminder whose time has passed (a late booking) is not planned.
 */
export async function planReminders(tx: Transaction, bookingId: number, startsAt: Date, now = Date.now()): Promise<void> {
  const times = reminderTimes(startsAt)
  for (const kind of ['ask', 'brief'] as const) {
    const at = times[kind]
    if (at.getTime() > now && at < startsAt) {
      const job: ReminderJob = { bookingId, kind, startsAt: startsAt.toISOString() }
      await planJob(tx, TASKS.bookingReminder, job, at, jobKey(bookingId, kind))
    } else {
      await dropJob(tx, jobKey(bookingId, kind))
    }
  }
}

/**
 * The booking ended: its reminders are not sent (the task checks again, whatever was planned), its
 * links stop working, and a booking made again on the same row starts afresh.
 */
export async function retireReminders(tx: Transaction, bookingId: number): Promise<void> {
  for (const kind of ['ask', 'brief'] as const) await dropJob(tx, jobKey(bookingId, kind))
  await retireLinks(tx, bookingId)
  await tx.query(sql`DELETE FROM booking_reminders WHERE booking_id = ${bookingId}`)
}

/** Links not yet used are forgotten: opened later, they read as not valid, and nothing happens. */
async function retireLinks(tx: Transaction, bookingId: number): Promise<void> {
  await tx.query(sql`DELETE FROM booking_links WHERE booking_id = ${bookingId} AND used_at IS NULL`)
}

/** The dinner moved: what was sent for the old date no longer counts, and the links it carried stop working. */
export async function replanReminders(tx: Transaction, bookingId: number, startsAt: Date): Promise<void> {
  await tx.query(sql`DELETE FROM booking_reminders WHERE booking_id = ${bookingId}`)
  await retireLinks(tx, bookingId)
  await planReminders(tx, bookingId, startsAt)
}

/** Two one-click links for the 72-hour reminder, stored hashed, valid until the free-cancellation deadline. */
async function createLinks(tx: Transaction, facts: ReminderFacts): Promise<{ come: string; withdraw: string }> {
  const links = { come: newSecretToken(), withdraw: newSecretToken() }
  const expires = cancellationDeadline(new Date(facts.starts_at)).toISOString()
  for (const [action, token] of Object.entries(links))
    await tx.query(sql`
      INSERT INTO booking_links (token_hash, booking_id, action, expires_at) VALUES (${hashOfToken(token)}, ${facts.id}, ${action}, ${expires})`)
  return links
}

/**
 * Sends one reminder of a booking, exactly once: the booking_reminders row is written in the
 * mail's transaction, so a second run (another instance, a retry after a crash) finds it and
 * sends nothing. Nothing goes to a booking no longer held, to a dinner not on, for a date the
 * dinner no longer has (it moved while the job ran), or too late (the 72-hour reminder once
 * cancelling stops being free, the brief once the dinner has begun).
 */
export async function sendReminder(payload: Payload, { bookingId, kind, startsAt: plannedFor }: ReminderJob): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mailId = await inTransaction(payload, async (tx) => {
    // The dinner first (shared: reminders do not wait on each other), as every booking change takes
    // it: a date being changed is waited for, and the reminder reads the date that holds.
    await tx.query(sql`SELECT d.id FROM dinners d JOIN bookings b ON b.dinner_id = d.id WHERE b.id = ${bookingId} FOR SHARE OF d`)
    const [facts] = await tx.query<ReminderFacts & { status: string; dinner_status: string }>(sql`
      SELECT b.id, b.member_id, b.plus_one, b.status, b.table_number, b.dinner_id, d.status AS dinner_status, d.title, d.starts_at,
             d.city, d.venue_name, d.venue_address, d.tables_confirmed_at, b.guest_first_name, b.guest_dietary_needs
        FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE b.id = ${bookingId} FOR UPDATE OF b`)
    if (!facts || facts.status !== 'booked' || !['published', 'closed'].includes(facts.dinner_status)) return null
    const startsAt = new Date(facts.starts_at)
    if (plannedFor !== undefined && new Date(plannedFor).getTime() !== startsAt.getTime()) return null
    const now = Date.now()
    if (kind === 'ask' ? now >= cancellationDeadline(startsAt).getTime() : now >= startsAt.getTime()) return null
    const [claimed] = await tx.query(sql`
      INSERT INTO booking_reminders (booking_id, kind) VALUES (${bookingId}, ${kind}) ON CONFLICT DO NOTHING RETURNING booking_id`)
    if (!claimed) return null
    return kind === 'ask' ? queueAskMail(settings, tx, facts, await createLinks(tx, facts)) : queueBriefMail(settings, tx, facts)
  })
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
}
