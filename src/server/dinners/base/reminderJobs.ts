/**
 * When a booked guest's reminders leave, planned as jobs of the queue by whatever changes a seat
 * (a booking, a promotion, a cancellation, a new date): the reminders themselves are sent by
 * reminders/, which these jobs run.
 */
import { DateTime } from 'luxon'
import { z } from 'zod'

import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { ASK_REMINDER_HOURS, BRIEF_HOUR } from '@/domain/reminders'
import { HOUR_MS } from '@/domain/time'

import { sql, type Transaction } from '../../db/transaction'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'

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
