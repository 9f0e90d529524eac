import type { Payload } from 'payload'

import { BOOKING_ERRORS, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { isMember } from '@/domain/membership'
import { OFFER_TEXTS } from '@/domain/waitlistOffers'

import { hashOfToken } from '../../auth/secretTokens'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { pool } from '../../db/pool'
import { inTransaction, sql } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError } from '../../http/errors'
import { dropJob } from '../../queue/enqueue'
import { getSiteSettings } from '../../settings/siteSettings'
import { type DinnerRow, lockMemberAndDinner, promoteFromWaitlist, tableFor } from '../base/bookings'
import { confirmedDinnerFacts, queueBookingMail, queueTableMail } from '../base/dinnerMails'
import { planReminders } from '../base/reminderJobs'
import { type OfferJob, offerJobKey } from '../base/waitlistOffers'

type OfferRow = {
  booking_id: number
  expires_at: Date
  outcome: string | null
  status: string
  member_id: number
  dinner_id: number
  plus_one: boolean | null
  title: string
  starts_at: Date
}
type OfferState = 'open' | 'answered' | 'expired' | 'inactive'

const OFFER = `
  SELECT o.booking_id, o.expires_at, o.outcome, b.status, b.member_id, b.dinner_id, b.plus_one, d.title, d.starts_at
    FROM waitlist_offers o JOIN bookings b ON b.id = o.booking_id JOIN dinners d ON d.id = b.dinner_id`

/** The process's clock decides whether an offer has ended, as for the job that ends it (tests move it). */
function stateOf(offer: Pick<OfferRow, 'outcome' | 'expires_at' | 'status'>): OfferState {
  if (offer.outcome === 'expired' || (!offer.outcome && new Date(offer.expires_at).getTime() <= Date.now())) return 'expired'
  if (offer.outcome) return 'answered'
  return offer.status === 'waitlisted' ? 'open' : 'inactive'
}

const FAILURES = {
  answered: { status: 409, message: OFFER_TEXTS.answered },
  expired: { status: 410, message: OFFER_TEXTS.expired },
  inactive: { status: 409, message: OFFER_TEXTS.inactive },
} as const

export type OfferView = { state: 'open'; question: string } | { state: 'invalid' | Exclude<OfferState, 'open'>; message: string }

/** What the offer's page shows before anything is done. */
export async function describeOffer(payload: Payload, token: string): Promise<OfferView> {
  const { rows } = await pool(payload).query<OfferRow>(`${OFFER} WHERE o.token_hash = $1`, [hashOfToken(token)])
  const offer = rows[0]
  if (!offer) return { state: 'invalid', message: OFFER_TEXTS.invalid }
  const state = stateOf(offer)
  if (state !== 'open') return { state, message: FAILURES[state].message }
  return {
    state,
    question: fill(OFFER_TEXTS.question, {
      title: offer.title,
      date: formatDinnerDate(new Date(offer.starts_at)),
      until: formatDinnerDate(new Date(offer.expires_at)),
    }),
  }
}

/**
 * The offer's button: under the member's and the dinner's locks, an open offer seats its member
 * (at the smallest table once the tables are confirmed), plans their reminders and mails the
 * invitation; an answered, ended or forged one changes nothing.
 */
export async function acceptOffer(payload: Payload, token: string): Promise<{ message: string }> {
  const hash = hashOfToken(token)
  const { rows } = await pool(payload).query<OfferRow>(`${OFFER} WHERE o.token_hash = $1`, [hash])
  if (!rows[0]) throw new ApiError(404, OFFER_TEXTS.invalid)
  const settings = await getSiteSettings(payload)
  const mail = await inTransaction(payload, async (tx) => {
    const dinner = await lockMemberAndDinner(tx, rows[0].member_id, rows[0].dinner_id)
    const [offer] = await tx.query<OfferRow>(sql`
      SELECT o.booking_id, o.expires_at, o.outcome, b.status, b.member_id, b.plus_one
        FROM waitlist_offers o JOIN bookings b ON b.id = o.booking_id WHERE o.token_hash = ${hash} FOR UPDATE OF o`)
    const state = new Date(dinner.starts_at).getTime() <= Date.now() ? 'expired' : stateOf(offer)
    if (state !== 'open') throw new ApiError(FAILURES[state].status, FAILURES[state].message)
    const [member] = await tx.query<{ role: string; application_status: string }>(
      sql`SELECT role, application_status FROM users WHERE id = ${offer.member_id}`,
    )
    if (!isMember({ role: member?.role, applicationStatus: member?.application_status })) throw new ApiError(403, BOOKING_ERRORS.notMember)
    const confirmed = dinner.tables_confirmed_at ? await confirmedDinnerFacts(tx, dinner.id) : null
    const table = confirmed ? await tableFor(tx, dinner.id, offer.member_id, null) : null
    await tx.query(sql`UPDATE waitlist_offers SET outcome = 'accepted' WHERE booking_id = ${offer.booking_id}`)
    await dropJob(tx, offerJobKey(offer.booking_id))
    await tx.query(sql`
      UPDATE bookings SET status = 'booked', queued_at = NULL, table_number = ${table}, updated_at = now() WHERE id = ${offer.booking_id}`)
    await planReminders(tx, offer.booking_id, new Date(dinner.starts_at))
    const booking = { id: offer.booking_id, member_id: offer.member_id, plus_one: offer.plus_one }
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return confirmed && table !== null
      ? queueTableMail(settings, tx, { ...booking, tableNumber: table }, confirmed)
      : queueBookingMail(settings, tx, booking, dinner, 'booked')
  })
  await deliverOrRetryLater(payload, mail)
  return { message: OFFER_TEXTS.accepted }
}

/**
 * The job at the end of an offer's window: an offer still unanswered ends, and the seat is offered
 * to the next on the waitlist (or, were the dinner more than 48 hours away again, given).
 */
export async function expireOffer(payload: Payload, { bookingId }: OfferJob): Promise<void> {
  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const [dinner] = await tx.query<DinnerRow>(sql`
      SELECT d.id, d.title, d.status, d.starts_at, d.seats, d.city, d.tables_confirmed_at
        FROM dinners d JOIN bookings b ON b.dinner_id = d.id WHERE b.id = ${bookingId} FOR UPDATE OF d`)
    if (!dinner) return []
    const [offer] = await tx.query<OfferRow>(sql`
      SELECT o.booking_id, o.expires_at, o.outcome, b.status FROM waitlist_offers o JOIN bookings b ON b.id = o.booking_id
       WHERE o.booking_id = ${bookingId} FOR UPDATE OF o`)
    if (!offer || offer.outcome || new Date(offer.expires_at).getTime() > Date.now()) return []
    await tx.query(sql`UPDATE waitlist_offers SET outcome = 'expired' WHERE booking_id = ${bookingId}`)
    if (new Date(dinner.starts_at).getTime() <= Date.now() || !['published', 'closed'].includes(dinner.status)) return []
    return promoteFromWaitlist(settings, tx, dinner)
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
}
