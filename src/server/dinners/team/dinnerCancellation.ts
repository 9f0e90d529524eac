import type { Payload } from 'payload'

import { DINNER_ACTION_ERRORS } from '@/domain/dinnerAdminTexts'
import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { auditPerson, recordAudit } from '../../audit/auditLog'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { inTransaction, sql } from '../../db/transaction'
import { deliverInBackground } from '../../email/outbox'
import { ApiError, forbidden, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { endExtras } from '../base/bookings'
import { type MailedBooking, queueBookingMail } from '../base/dinnerMails'
import { dropFeedback } from '../base/feedbackJobs'

type HeldBooking = MailedBooking & { status: 'booked' | 'waitlisted' }

/**
 * « Annuler le dîner »: the dinner is cancelled for good, and each guest and waitlisted member
 * gets a mail withdrawing it from their calendar (METHOD:CANCEL of their booking's UID). Under the
 * dinner's lock, the order every booking change takes, so a booking made meanwhile waits and is
 * then refused; the reminders, their links and an open offer end with each booking.
 */
export async function cancelDinner(payload: Payload, admin: User, dinnerId: number): Promise<{ told: number }> {
  if (!isAdminUser(admin)) throw forbidden()
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query<{ title: string; status: string; starts_at: Date; city: string }>(sql`
      SELECT title, status, starts_at, city FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    if (!dinner) throw notFound()
    if (dinner.status === 'cancelled') throw new ApiError(409, DINNER_ACTION_ERRORS.alreadyCancelled)
    // A draft was never announced: it is deleted, not cancelled (cancelling would show it to whoever once booked it).
    if (dinner.status === 'draft') throw new ApiError(409, DINNER_ACTION_ERRORS.draft)
    if (new Date(dinner.starts_at).getTime() <= Date.now()) throw new ApiError(409, DINNER_ACTION_ERRORS.alreadyHappened)
    await tx.query(sql`UPDATE dinners SET status = 'cancelled', updated_at = now() WHERE id = ${dinnerId}`)
    await dropFeedback(tx, dinnerId)
    const held = await tx.query<HeldBooking>(sql`
      SELECT id, member_id, plus_one, status FROM bookings
       WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'waitlisted') ORDER BY id FOR UPDATE`)
    await tx.query(sql`
      UPDATE bookings SET status = 'cancelled', cancelled_at = now(), queued_at = NULL, table_number = NULL, updated_at = now()
       WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'waitlisted')`)
    await recordAudit(tx, {
      kind: 'dinner.cancelled',
      actor: auditPerson(admin),
      record: { type: 'dinners', id: dinnerId },
      changes: { status: [dinner.status, 'cancelled'], bookingsCancelled: [null, held.length] },
    })
    const queued: number[] = []
    for (const booking of held) {
      await endExtras(tx, booking.id)
      queued.push(await queueBookingMail(settings, tx, booking, dinner, 'annulled'))
    }
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return queued
  })
  deliverInBackground(payload, ...mails)
  return { told: mails.length }
}
