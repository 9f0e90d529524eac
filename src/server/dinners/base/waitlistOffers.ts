import { z } from 'zod'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { seatsTaken } from '@/domain/dinners'
import { PAGE_SEO } from '@/domain/pageSeo'
import { HOUR_MS } from '@/domain/time'

import { type MailedBooking, queueDinnerMail } from './dinnerMails'
import { offerMailText } from './dinnerMailTexts'
import { hashOfToken, newSecretToken } from '../../auth/secretTokens'
import { sql, type Transaction } from '../../db/transaction'
import { emailedLink } from '../../email/emailedLink'
import { dropJob, planJob, TASKS } from '../../queue/enqueue'

export const offerJobKey = (bookingId: number) => `offer-expiry:${bookingId}`
export const offerJob = z.object({ bookingId: z.number().int() })
export type OfferJob = z.infer<typeof offerJob>

type OfferedDinner = { id: number; title: string; starts_at: Date | string; city: string }

/** « Une place s’est libérée : la voulez-vous ? », with the link that accepts it before the offer ends. */
async function queueOfferMail(
  settings: SiteSettingsValues,
  tx: Transaction,
  booking: MailedBooking,
  dinner: OfferedDinner,
  token: string,
  until: Date,
): Promise<number> {
  return queueDinnerMail(settings, tx, booking, {
    kind: 'waitlist-offer',
    text: offerMailText(dinner, until, emailedLink(PAGE_SEO.waitlistOffer.path, token)),
  })
}

/**
 * Inside the last 48 hours a freed seat is offered, not given: the next waitlisted members (in
 * the order they joined, a +1 needing two seats, nobody offered twice) each get the seat held for
 * them for the settings' window (never past the dinner's start), a mail to accept it, and a job
 * that passes it on when the window ends. Runs under the dinner's lock; returns the queued mails.
 */
export async function offerFreedSeats(
  settings: SiteSettingsValues,
  tx: Transaction,
  dinner: OfferedDinner,
  free: number,
): Promise<number[]> {
  const waiting = await tx.query<MailedBooking>(sql`
    SELECT b.id, b.member_id, b.plus_one FROM bookings b
     WHERE b.dinner_id = ${dinner.id} AND b.status = 'waitlisted'
       AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.booking_id = b.id)
     ORDER BY b.queued_at, b.id`)
  const startsAt = new Date(dinner.starts_at).getTime()
  const mails: number[] = []
  let left = free
  for (const booking of waiting) {
    if (left <= 0) break
    const needed = seatsTaken(booking.plus_one)
    if (needed > left) continue
    const until = new Date(Math.min(Date.now() + settings.waitlistOfferHours * HOUR_MS, startsAt))
    const token = newSecretToken()
    await tx.query(sql`
      INSERT INTO waitlist_offers (booking_id, token_hash, expires_at) VALUES (${booking.id}, ${hashOfToken(token)}, ${until.toISOString()})`)
    const job: OfferJob = { bookingId: booking.id }
    await planJob(tx, TASKS.waitlistOfferExpiry, job, until, offerJobKey(booking.id))
    mails.push(await queueOfferMail(settings, tx, booking, dinner, token, until))
    left -= needed
  }
  return mails
}

/** The booking ended: an offer it held ends with it, and a booking made again may be offered a seat afresh. */
export async function withdrawOffer(tx: Transaction, bookingId: number): Promise<void> {
  await dropJob(tx, offerJobKey(bookingId))
  await tx.query(sql`DELETE FROM waitlist_offers WHERE booking_id = ${bookingId}`)
}

/** The dinner moved earlier: no offer outlasts its start. */
export async function capOffers(tx: Transaction, dinnerId: number, startsAt: Date): Promise<void> {
  await tx.query(sql`
    UPDATE waitlist_offers o SET expires_at = LEAST(o.expires_at, ${startsAt.toISOString()}::timestamptz)
      FROM bookings b WHERE b.id = o.booking_id AND b.dinner_id = ${dinnerId} AND o.outcome IS NULL`)
}
