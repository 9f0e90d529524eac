import type { Payload } from 'payload'

import type { DinnerSummary } from '@/domain/api/dinners'
import { tablesSummary } from '@/domain/seatingState'
import type { User } from '@/payload-types'

import { pool } from '../../db/pool'
import { seatingsOf } from '../base/seatings'

/** How many dinners of each kind the list shows (the upcoming ones, then the latest past ones). */
const LIST_LIMIT = { upcoming: 100, past: 20 } as const

/** The dinners for /admin/dinners, read with the admin's rights, and their bookings counted in SQL. */
export async function dinnersOverview(payload: Payload, admin: User): Promise<{ upcoming: DinnerSummary[]; past: DinnerSummary[] }> {
  const now = new Date().toISOString()
  const find = (upcoming: boolean) =>
    payload.find({
      collection: 'dinners',
      user: admin,
      overrideAccess: false,
      depth: 0,
      limit: upcoming ? LIST_LIMIT.upcoming : LIST_LIMIT.past,
      sort: upcoming ? 'startsAt' : '-startsAt',
      where: { startsAt: upcoming ? { greater_than: now } : { less_than_equal: now } },
      select: { title: true, theme: true, startsAt: true, city: true, status: true, seats: true, tablesConfirmedAt: true },
    })
  const [upcoming, past] = await Promise.all([find(true), find(false)])
  const dinners = [...upcoming.docs, ...past.docs]
  const ids = dinners.map((dinner) => dinner.id)
  const [{ rows }, seatings] = await Promise.all([
    pool(payload).query<{ dinner_id: number; taken: string; waitlisted: string }>(
      `SELECT d.id AS dinner_id,
              COALESCE(SUM(CASE WHEN b.status IN ('booked', 'attended') THEN CASE WHEN b.plus_one THEN 2 ELSE 1 END END), 0) AS taken,
              COUNT(*) FILTER (WHERE b.status = 'waitlisted') AS waitlisted
         FROM dinners d LEFT JOIN bookings b ON b.dinner_id = d.id
        WHERE d.id = ANY($1::int[]) GROUP BY d.id`,
      [ids],
    ),
    seatingsOf(payload, admin, ids),
  ])
  const counts = new Map(rows.map((row) => [row.dinner_id, row]))
  const summary = ({ id, title, theme, startsAt, city, status, seats, tablesConfirmedAt }: (typeof dinners)[number]): DinnerSummary => {
    const row = counts.get(id)
    const seating = seatings.get(id)
    return {
      ...{ id, title, theme, startsAt, city, status, seats },
      seatsTaken: Number(row?.taken ?? 0),
      waitlisted: Number(row?.waitlisted ?? 0),
      // The same computation as the dinner's board, so that the index says what the board shows.
      tables: tablesSummary(seating?.state ?? null, seating?.facts ?? { stored: null, booked: [] }, Boolean(tablesConfirmedAt)),
      composedAt: seating?.stored?.composedAt ?? null,
    }
  }
  return { upcoming: upcoming.docs.map(summary), past: past.docs.map(summary) }
}
