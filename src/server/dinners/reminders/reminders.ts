import type { Payload } from 'payload'

import { cancellationDeadline } from '@/domain/dinners'

import { createLateLink } from './lateLink'
import { queueAskMail, queueBriefMail, type ReminderFacts } from './reminderMails'
import { hashOfToken, newSecretToken } from '../../auth/secretTokens'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { getSiteSettings } from '../../settings/siteSettings'
import type { ReminderJob } from '../base/reminderJobs'

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
    return kind === 'ask'
      ? queueAskMail(settings, tx, facts, await createLinks(tx, facts))
      : queueBriefMail(settings, tx, facts, await createLateLink(tx, facts.id, startsAt))
  })
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
}
