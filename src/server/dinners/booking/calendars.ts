import type { Payload } from 'payload'

import type { CalendarFeedState, FeedAddresses } from '@/domain/calendarLinks'
import { BOOKING_ERRORS } from '@/domain/dinners'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { openSecret, sealSecret } from '../../auth/sealedSecrets'
import { hashOfToken, newSecretToken } from '../../auth/secretTokens'
import { pool } from '../../db/pool'
import { outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { siteUrl } from '../../env'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { assertMember } from '../base/bookings'
import { type BookingEvent, dinnerCalendar } from '../base/invitation'

type EventRow = {
  booking_id: number
  status: string
  sequence: number
  title: string
  starts_at: Date
  city: string
  venue_name: string | null
  venue_address: string | null
  revealed: boolean
}

/** A member's bookings as calendar events: the venue only once their table is confirmed, as on the site. */
const EVENTS = `
  SELECT b.id AS booking_id, b.status, COALESCE(ci.sequence, 0) AS sequence, d.title, d.starts_at, d.city,
         d.venue_name, d.venue_address, (d.tables_confirmed_at IS NOT NULL AND b.table_number IS NOT NULL) AS revealed
    FROM bookings b JOIN dinners d ON d.id = b.dinner_id
    LEFT JOIN calendar_invitations ci ON ci.booking_id = b.id
   WHERE b.member_id = $1`

function toEvent(row: EventRow): BookingEvent {
  return {
    bookingId: row.booking_id,
    sequence: row.sequence,
    waiting: row.status === 'waitlisted',
    dinner: {
      title: row.title,
      startsAt: new Date(row.starts_at),
      city: row.city,
      venue: row.revealed && row.venue_name && row.venue_address ? { name: row.venue_name, address: row.venue_address } : null,
    },
  }
}

async function publish(payload: Payload, rows: EventRow[]): Promise<string> {
  const { brandName, contactEmail } = await getSiteSettings(payload)
  return dinnerCalendar('PUBLISH', { name: brandName, email: contactEmail }, rows.map(toEvent))
}

/** « Ajouter à mon agenda » : the member's booked dinner as a file, with the UID of its mailed invitation. */
export async function bookingCalendarFile(payload: Payload, user: User, dinnerId: number): Promise<string> {
  assertMember(user)
  const { rows } = await pool(payload).query<EventRow>(`${EVENTS} AND b.dinner_id = $2 AND b.status IN ('booked', 'attended')`, [
    user.id,
    dinnerId,
  ])
  if (rows.length === 0) throw new ApiError(404, BOOKING_ERRORS.noBooking)
  return publish(payload, rows)
}

const feedContext = (userId: number) => `calendar-feed:${userId}`

function feedAddresses(token: string): FeedAddresses {
  const url = `${siteUrl()}/api/calendar/${token}`
  return { url, webcal: url.replace(/^https?:/, 'webcal:') }
}

/**
 * Whether the member has a feed, since when, and its address again: the secret is kept sealed
 * (sealedSecrets.ts) as well as hashed, so the member can copy it after a reload instead of
 * replacing it, which would cut the calendars already subscribed. A feed made before it was
 * sealed, or sealed under another PAYLOAD_SECRET, has no address to show: only « Remplacer ».
 */
export async function calendarFeedState(payload: Payload, user: User): Promise<CalendarFeedState> {
  assertMember(user)
  const { rows } = await pool(payload).query<{ created_at: Date; token_sealed: string | null }>(
    'SELECT created_at, token_sealed FROM calendar_feeds WHERE user_id = $1',
    [user.id],
  )
  if (!rows[0]) return { createdAt: null, address: null }
  const token = rows[0].token_sealed ? openSecret(rows[0].token_sealed, feedContext(user.id)) : null
  return { createdAt: new Date(rows[0].created_at).toISOString(), address: token ? feedAddresses(token) : null }
}

/** A new private feed address for the member; the previous one stops working at once. */
export async function renewCalendarFeed(payload: Payload, user: User): Promise<CalendarFeedState> {
  assertMember(user)
  const token = newSecretToken()
  const { rows } = await pool(payload).query<{ created_at: Date }>(
    `INSERT INTO calendar_feeds (user_id, token_hash, token_sealed) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, token_sealed = EXCLUDED.token_sealed, created_at = now()
     RETURNING created_at`,
    [user.id, hashOfToken(token), sealSecret(token, feedContext(user.id))],
  )
  return { createdAt: new Date(rows[0].created_at).toISOString(), address: feedAddresses(token) }
}

/**
 * Ends the member's feed: its address stops working at once. On a password reset (whoever held
 * the account may have copied it), and once the person is no longer a member; an erasure deletes
 * it with the account.
 */
export async function revokeCalendarFeed(db: Pick<Transaction, 'query'>, userId: number): Promise<void> {
  await db.query(sql`DELETE FROM calendar_feeds WHERE user_id = ${userId}`)
}

/**
 * The feed a calendar application polls: the member's dinners to come, booked or on the waitlist,
 * and nothing of anyone else. An unknown or replaced secret is a 404, like any missing page, and
 * so is the feed of someone no longer a member (which is revoked then, whatever changed their status).
 */
export async function calendarFeed(payload: Payload, token: string): Promise<string> {
  const { rows: feeds } = await pool(payload).query<{ user_id: number; role: string; application_status: string | null }>(
    `SELECT f.user_id, u.role, u.application_status FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = $1`,
    [hashOfToken(token)],
  )
  if (!feeds[0]) throw notFound()
  if (!isMember({ role: feeds[0].role, applicationStatus: feeds[0].application_status })) {
    await revokeCalendarFeed(outsideTransaction(payload), feeds[0].user_id)
    throw notFound()
  }
  const { rows } = await pool(payload).query<EventRow>(
    `${EVENTS} AND b.status IN ('booked', 'waitlisted', 'attended') AND d.starts_at > now() - interval '30 days' ORDER BY d.starts_at`,
    [feeds[0].user_id],
  )
  return publish(payload, rows)
}
