import type { Payload } from 'payload'

import type { MemberBooking, MemberDinners, PublicDinner } from '@/domain/api/dinners'
import {
  ACTIVE_BOOKING_STATUSES,
  DINNER_TIME_ZONE,
  NEXT_DINNERS_SHOWN,
  type PlanUsage,
  UPCOMING_DINNERS_LIMIT,
  UPCOMING_DINNERS_REVALIDATE_SECONDS,
} from '@/domain/dinners'
import type { Booking, Dinner, User } from '@/payload-types'

import { type BookingExtras, bookingExtras } from './bookingExtras'
import { memberFeeNotice } from '../../billing/noShowFees/feeNotice'
import { cachedByTag, CACHE_TAGS, pagesChangeAt } from '../../cache'
import { pool } from '../../db/pool'
import { outsideTransaction } from '../../db/transaction'
import { getPayloadClient } from '../../payload'
import { getSiteSettings } from '../../settings/siteSettings'
import { NOT_PAID_BY_REWARD } from '../../sponsorship/freeDinners'
import { pausedUntilOf } from '../base/pause'

export async function seatsLeftOf(payload: Payload, dinners: Pick<Dinner, 'id' | 'seats'>[]): Promise<Map<number, number>> {
  const ids = dinners.map((d) => d.id)
  const { rows } = await pool(payload).query<{
    dinner_id: number
    held: string
  }>(
    `SELECT dinner_id, SUM(CASE WHEN plus_one THEN 2 ELSE 1 END) AS held
       FROM bookings WHERE dinner_id = ANY($1::int[]) AND status IN ('booked', 'attended') GROUP BY dinner_id`,
    [ids],
  )
  const held = new Map(rows.map((r) => [r.dinner_id, Number(r.held)]))
  return new Map(dinners.map((d) => [d.id, Math.max(0, d.seats - (held.get(d.id) ?? 0))]))
}

export function toPublic(dinner: Dinner, seatsLeft: number): PublicDinner {
  return {
    id: dinner.id,
    title: dinner.title,
    theme: dinner.theme,
    startsAt: dinner.startsAt,
    city: dinner.city,
    speakers: (dinner.speakers ?? []).map((s) => ({
      name: s.name,
      role: s.role,
      bio: s.bio ?? null,
    })),
    seats: dinner.seats,
    seatsLeft,
  }
}

/**
 * The upcoming published dinners, soonest first, read with the caller's rights (the venue's
 * field access hides it from anyone not seated at the dinner, and it is not selected anyway).
 */
export async function upcomingDinners(payload: Payload, user: User | null = null): Promise<PublicDinner[]> {
  const { docs } = await payload.find({
    collection: 'dinners',
    user,
    overrideAccess: false,
    depth: 0,
    limit: UPCOMING_DINNERS_LIMIT,
    sort: 'startsAt',
    where: {
      and: [{ status: { equals: 'published' } }, { startsAt: { greater_than: new Date().toISOString() } }],
    },
    select: {
      title: true,
      theme: true,
      startsAt: true,
      city: true,
      speakers: true,
      seats: true,
    },
  })
  const left = await seatsLeftOf(payload, docs)
  return docs.map((d) => toPublic(d as Dinner, left.get(d.id) ?? 0))
}

/**
 * For the public pages (home, « Comment ça marche »): regenerated when a dinner or a booking
 * changes, and every few minutes so that a dinner leaves the list once it has begun.
 */
const cachedUpcomingDinners = cachedByTag(
  CACHE_TAGS.dinners,
  'upcoming-dinners',
  async () => upcomingDinners(await getPayloadClient()),
  UPCOMING_DINNERS_REVALIDATE_SECONDS,
)

/** The published dinners not yet begun, soonest first, from the data cache (the sitemap lists their pages). */
export async function publicDinners(now: number = Date.now()): Promise<PublicDinner[]> {
  return (await cachedUpcomingDinners()).filter((dinner) => new Date(dinner.startsAt).getTime() > now)
}

/** The next published dinners not yet begun, for the public pages (from the data cache). */
export async function nextDinners(now: number = Date.now()): Promise<PublicDinner[]> {
  const dinners = await publicDinners(now)
  // The first of them leaves the list when it begins: a page showing the list is not sent after that.
  if (dinners.length > 0) pagesChangeAt(new Date(dinners[0].startsAt).getTime())
  return dinners.slice(0, NEXT_DINNERS_SHOWN)
}

/** The member's places on waitlists, by dinner (1 is the next to get a seat). */
async function waitlistPositions(payload: Payload, memberId: number): Promise<Map<number, number>> {
  const { rows } = await pool(payload).query<{ dinner_id: number; position: string }>(
    `SELECT b.dinner_id, (SELECT count(*) FROM bookings w WHERE w.dinner_id = b.dinner_id AND w.status = 'waitlisted'
                             AND (w.queued_at, w.id) <= (b.queued_at, b.id)) AS position
       FROM bookings b WHERE b.member_id = $1 AND b.status = 'waitlisted'`,
    [memberId],
  )
  return new Map(rows.map((row) => [row.dinner_id, Number(row.position)]))
}

/** The bookings a plan's limits count: those of dinners this month (Paris time), and all of them. */
async function planUsage(payload: Payload, memberId: number): Promise<PlanUsage> {
  const { rows } = await pool(payload).query<{ this_month: string; ever: string }>(
    `SELECT count(*) FILTER (WHERE date_trunc('month', d.starts_at AT TIME ZONE $2) = date_trunc('month', now() AT TIME ZONE $2)) AS this_month,
            count(*) AS ever
       FROM bookings b JOIN dinners d ON d.id = b.dinner_id
      WHERE b.member_id = $1 AND b.status::text = ANY($3::text[]) AND ${NOT_PAID_BY_REWARD}`,
    [memberId, DINNER_TIME_ZONE, ACTIVE_BOOKING_STATUSES],
  )
  return { thisMonth: Number(rows[0]?.this_month ?? 0), ever: Number(rows[0]?.ever ?? 0) }
}

function memberBooking(booking: Booking, seatsLeft: number, position: number | null, extras: BookingExtras): MemberBooking {
  const dinner = booking.dinner as Dinner
  const venue = dinner.venueName && dinner.venueAddress ? { name: dinner.venueName, address: dinner.venueAddress } : null
  return {
    dinner: toPublic(dinner, seatsLeft),
    status: booking.status,
    dinnerCancelled: dinner.status === 'cancelled',
    position: booking.status === 'waitlisted' ? position : null,
    plusOne: Boolean(booking.plusOne),
    guest:
      booking.plusOne && booking.guestFirstName
        ? { firstName: booking.guestFirstName, dietaryNeeds: booking.guestDietaryNeeds ?? '' }
        : null,
    tableNumber: venue ? (booking.tableNumber ?? null) : null,
    venue,
    tablemates: venue ? (extras.tablemates.get(booking.id) ?? []) : [],
    reminderAsked: extras.asked.has(booking.id),
    feedback: extras.feedback.get(booking.id) ?? null,
    leftWaitlist: booking.status === 'cancelled' && Boolean(booking.queuedAt),
  }
}

/**
 * A member's space, read with their own rights: « Mes dîners » (their places, until the team marks
 * who came, and the cancelled ones of dinners yet to come), then « Dîners ouverts » (the upcoming dinners they hold no place at).
 */
export async function memberDinners(payload: Payload, user: User): Promise<MemberDinners> {
  const now = new Date().toISOString()
  const [upcoming, { docs }, positions, usage, pausedUntil, extras, feeNotice] = await Promise.all([
    upcomingDinners(payload, user),
    payload.find({
      collection: 'bookings',
      user,
      overrideAccess: false,
      depth: 1,
      // Only what « Mes dîners » shows: the places the team has not marked yet (a dinner to come, or
      // held and awaiting its marks), and the cancelled ones of dinners to come. The marked ones
      // are « Mes dîners passés »' (a page at a time), so years of dinners cost nothing here.
      limit: 200,
      sort: '-createdAt',
      where: {
        and: [
          { member: { equals: user.id } },
          { attendance: { exists: false } },
          { or: [{ status: { not_equals: 'cancelled' } }, { 'dinner.startsAt': { greater_than: now } }] },
        ],
      },
    }),
    waitlistPositions(payload, user.id),
    planUsage(payload, user.id),
    pausedUntilOf(outsideTransaction(payload), user.id),
    bookingExtras(payload, user.id),
    getSiteSettings(payload).then((settings) => memberFeeNotice(outsideTransaction(payload), settings, user.id)),
  ])
  // A dinner the team has marked (it was held) moves to « Mes dîners passés »: « Mes dîners » keeps what is to come.
  const bookings = (docs as Booking[]).filter(
    (b) => typeof b.dinner === 'object' && b.dinner && !b.attendance && (b.status !== 'cancelled' || b.dinner.startsAt > now),
  )
  const left = await seatsLeftOf(
    payload,
    bookings.map((b) => b.dinner as Dinner),
  )
  const held = new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => (b.dinner as Dinner).id))
  const themes = new Set<string>(user.themes ?? [])
  const open = upcoming.filter((d) => !held.has(d.id)).map((d) => ({ ...d, matchesThemes: themes.has(d.theme) }))
  open.sort((a, b) => Number(b.matchesThemes) - Number(a.matchesThemes) || a.startsAt.localeCompare(b.startsAt))
  return {
    upcoming: open,
    bookings: bookings
      .map((b) => memberBooking(b, left.get((b.dinner as Dinner).id) ?? 0, positions.get((b.dinner as Dinner).id) ?? null, extras))
      .sort((a, b) => a.dinner.startsAt.localeCompare(b.dinner.startsAt)),
    planUsage: usage,
    pausedUntil,
    dined: extras.dined,
    noShowFeeNotice: feeNotice,
  }
}
