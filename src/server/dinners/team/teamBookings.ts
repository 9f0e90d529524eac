import type { Payload } from 'payload'

import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { DINNER_SEATS_LIMITS } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { tsQuery } from '@/domain/search'
import { type GuestCandidate, TEAM_BOOKING_TEXTS as TEXTS, type TeamBookingResult } from '@/domain/teamBookings'
import type { User } from '@/payload-types'

import { auditPeople, auditPerson, recordAudit } from '../../audit/auditLog'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { pool } from '../../db/pool'
import { inTransaction, sql } from '../../db/transaction'
import { deliverOrRetryLater } from '../../email/outbox'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { lockMemberAndDinner, seatsHeld, writeBooking } from '../base/bookings'
import { queueBookingMail } from '../base/dinnerMails'

const CANDIDATES_SHOWN = 10

/**
 * The approved members whose names, e-mail or company start with the words of `q`, and who hold
 * no seat or waitlist place at the dinner: whom the team may add. Read as the admin.
 */
export async function guestCandidates(payload: Payload, admin: User, dinnerId: number, q: string): Promise<GuestCandidate[]> {
  const search = tsQuery(q)
  if (search === null) throw new ApiError(400, TEXTS.queryTooShort)
  const [dinner] = await pool(payload)
    .query<{ status: string }>(`SELECT status FROM dinners WHERE id = $1`, [dinnerId])
    .then((r) => r.rows)
  if (!dinner || dinner.status === 'draft') throw notFound()
  const ids = await matching(payload, dinnerId, search)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    sort: ['lastName', 'firstName'],
    limit: CANDIDATES_SHOWN,
    depth: 0,
    select: { firstName: true, lastName: true, email: true, company: true },
    user: admin,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: [doc.firstName, doc.lastName].filter(Boolean).join(' '),
    email: doc.email,
    company: doc.company ?? '',
  }))
}

/** The ids the full-text index finds, without those already at the dinner (a page of them, enough to show). */
async function matching(payload: Payload, dinnerId: number, search: string): Promise<number[]> {
  const { rows } = await pool(payload).query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.role = 'applicant' AND u.application_status = 'approved' AND u.search_vector @@ to_tsquery('simple', $1)
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.dinner_id = $2 AND b.member_id = u.id AND b.status IN ('booked', 'attended', 'waitlisted'))
      ORDER BY u.last_name, u.first_name, u.id LIMIT ${CANDIDATES_SHOWN}`,
    [search, dinnerId],
  )
  return rows.map((row) => row.id)
}

/**
 * Books an approved member at the dinner on the team's word: no plan limit or pause (the team
 * decides), and, when every seat is held, one more seat rather than the waitlist. After the
 * confirmation the new guest shows at the emptiest table, and confirming the changes tells them
 * their table (tables.ts). Under the member's and the dinner's locks, like a member's own booking,
 * so two admins adding the same member at once book them once and mail them once.
 */
export async function addGuestByTeam(payload: Payload, admin: User, dinnerId: number, memberId: number): Promise<TeamBookingResult> {
  const settings = await getSiteSettings(payload)
  const { result, mail } = await inTransaction(payload, async (tx) => {
    const dinner = await lockMemberAndDinner(tx, memberId, dinnerId)
    if (dinner.status === 'cancelled') throw new ApiError(409, TEXTS.cancelled)
    if (new Date(dinner.starts_at).getTime() <= Date.now()) throw new ApiError(409, TABLE_ERRORS.alreadyHeld)
    const [member] = await tx.query<{ first_name: string | null; last_name: string | null }>(sql`
      SELECT first_name, last_name FROM users WHERE id = ${memberId} AND role = 'applicant' AND application_status = 'approved'`)
    if (!member) throw new ApiError(409, TEXTS.notMember)
    const [existing] = await tx.query<{ id: number; status: string }>(sql`
      SELECT id, status FROM bookings WHERE dinner_id = ${dinnerId} AND member_id = ${memberId}`)
    if (existing && existing.status !== 'cancelled') throw new ApiError(409, TEXTS.alreadyBooked)
    const held = await seatsHeld(tx, dinnerId)
    const seatsRaisedTo = held + 1 > Number(dinner.seats) ? held + 1 : null
    if (seatsRaisedTo !== null && seatsRaisedTo > DINNER_SEATS_LIMITS.max) {
      throw new ApiError(409, fill(TEXTS.noMoreSeats, { max: DINNER_SEATS_LIMITS.max }))
    }
    if (seatsRaisedTo !== null) await tx.query(sql`UPDATE dinners SET seats = ${seatsRaisedTo}, updated_at = now() WHERE id = ${dinnerId}`)
    const startsAt = new Date(dinner.starts_at)
    const booking = await writeBooking(tx, existing?.id ?? null, {
      dinnerId,
      memberId,
      startsAt,
      status: 'booked',
      plusOne: false,
      guest: null,
    })
    await recordAudit(tx, {
      kind: 'booking.changed',
      actor: auditPerson(admin),
      subject: (await auditPeople(tx, [memberId])).get(memberId),
      record: { type: 'bookings', id: booking.id },
      changes: {
        bookingStatus: [existing?.status ?? null, 'booked'],
        ...(seatsRaisedTo !== null ? { dinnerSeats: [Number(dinner.seats), seatsRaisedTo] } : {}),
      },
    })
    const name = [member.first_name, member.last_name].filter(Boolean).join(' ')
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return {
      result: { name, tablesConfirmed: dinner.tables_confirmed_at !== null, seatsRaisedTo },
      mail: await queueBookingMail(settings, tx, booking, dinner, 'booked'),
    }
  })
  await deliverOrRetryLater(payload, mail)
  return result
}
