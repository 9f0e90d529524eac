import type { Payload } from 'payload'

import { NEXT_DINNERS_SHOWN, UPCOMING_DINNERS_LIMIT, UPCOMING_DINNERS_REVALIDATE_SECONDS } from '@/domain/dinners'
import type { MemberDinners, PublicDinner } from '@/domain/api/dinners'
import type { Booking, Dinner, User } from '@/payload-types'

import { cachedByTag, CACHE_TAGS } from '../cache'
import { pool } from '../db/pool'
import { getPayloadClient } from '../payload'

async function seatsLeftOf(payload: Payload, dinners: Pick<Dinner, 'id' | 'seats'>[]): Promise<Map<number, number>> {
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

function toPublic(dinner: Dinner, seatsLeft: number): PublicDinner {
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

/** The next published dinners not yet begun, for the public pages (from the data cache). */
export async function nextDinners(now: number = Date.now()): Promise<PublicDinner[]> {
  const dinners = await cachedUpcomingDinners()
  return dinners.filter((dinner) => new Date(dinner.startsAt).getTime() > now).slice(0, NEXT_DINNERS_SHOWN)
}

/** A member's space: what they can book and what they booked, read with their own rights. */
export async function memberDinners(payload: Payload, user: User): Promise<MemberDinners> {
  const [upcoming, { docs }] = await Promise.all([
    upcomingDinners(payload, user),
    payload.find({
      collection: 'bookings',
      user,
      overrideAccess: false,
      depth: 1,
      limit: 50,
      sort: '-createdAt',
      where: {
        and: [{ member: { equals: user.id } }, { status: { not_equals: 'cancelled' } }],
      },
    }),
  ])
  const bookings = (docs as Booking[]).filter((b) => typeof b.dinner === 'object' && b.dinner)
  const left = await seatsLeftOf(
    payload,
    bookings.map((b) => b.dinner as Dinner),
  )
  const mine = new Map(bookings.map((b) => [(b.dinner as Dinner).id, b.status]))
  const themes = new Set<string>(user.themes ?? [])
  const withMine = upcoming.map((d) => ({
    ...d,
    matchesThemes: themes.has(d.theme),
    booking: mine.get(d.id) ?? null,
  }))
  withMine.sort((a, b) => Number(b.matchesThemes) - Number(a.matchesThemes) || a.startsAt.localeCompare(b.startsAt))
  return {
    upcoming: withMine,
    bookings: bookings
      .map((b) => {
        const dinner = b.dinner as Dinner
        const venue = dinner.venueName && dinner.venueAddress ? { name: dinner.venueName, address: dinner.venueAddress } : null
        return {
          dinner: toPublic(dinner, left.get(dinner.id) ?? 0),
          status: b.status,
          plusOne: Boolean(b.plusOne),
          tableNumber: venue ? (b.tableNumber ?? null) : null,
          venue,
        }
      })
      .sort((a, b) => a.dinner.startsAt.localeCompare(b.dinner.startsAt)),
  }
}
