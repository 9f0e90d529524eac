import type { Payload } from 'payload'

import type { BookingResult } from '@/domain/api/dinners'
import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import type { BookingChoice } from '@/domain/bookingSchema'
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_ERRORS,
  type BookingStatus,
  canStillCancel,
  DINNER_TIME_ZONE,
  PLAN_BOOKING_RULES,
  seatsTaken,
} from '@/domain/dinners'
import { isMember } from '@/domain/membership'
import type { PricingPlan } from '@/domain/plans'
import type { User } from '@/payload-types'

import { confirmedDinnerFacts, queueBookingMail, queueTableMail } from './dinnerMails'
import { assertNotPaused } from './pause'
import { planReminders, retireReminders } from './reminderJobs'
import { offerFreedSeats, withdrawOffer } from './waitlistOffers'
import { planForBooking } from '../../billing/bookingGate'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverAfterCommit, deliverOrRetryLater } from '../../email/outbox'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { notPaidByReward, spendFreeDinner, unusedFreeDinner } from '../../sponsorship/freeDinners'

export type DinnerRow = {
  id: number
  title: string
  status: string
  starts_at: Date
  seats: string
  city: string
  tables_confirmed_at: Date | null
}
export type BookingRow = {
  id: number
  member_id: number
  status: BookingStatus
  plus_one: boolean | null
  table_number: number | null
}

export function assertMember(user: User): void {
  if (!isMember(user)) throw new ApiError(403, BOOKING_ERRORS.notMember)
}

/** A booking taken again starts with no mark, and no contest of one. */
const CLEARED_ATTENDANCE = sql.raw(
  `attendance = NULL, attendance_marked_by_id = NULL, attendance_marked_at = NULL, attendance_contest = NULL,
   attendance_contested_at = NULL, attendance_contest_outcome = NULL, attendance_contest_reply = NULL, attendance_contest_answered_at = NULL`,
)

const conflict = (message: string) => new ApiError(409, message)

/** Seats held at a dinner (a guest's +1 takes one more). */
export async function seatsHeld(tx: Transaction, dinnerId: number): Promise<number> {
  // A seat offered to the waitlist inside the last 48 hours is held until the offer is answered or ends.
  const [row] = await tx.query<{ held: string | null }>(sql`
    SELECT COALESCE(SUM(CASE WHEN b.plus_one THEN 2 ELSE 1 END), 0) AS held
      FROM bookings b LEFT JOIN waitlist_offers o ON o.booking_id = b.id AND o.outcome IS NULL
     WHERE b.dinner_id = ${dinnerId} AND (b.status IN ('booked', 'attended') OR (b.status = 'waitlisted' AND o.booking_id IS NOT NULL))`)
  return Number(row?.held ?? 0)
}

/**
 * Locks the member, then the dinner (always in this order, so two requests never wait on each
 * other crosswise): of many members booking the last seats at once, each decision sees the
 * seats the previous ones took. The member's row takes FOR NO KEY UPDATE, which the foreign keys
 * to it (a seating being saved under the dinner's lock) do not wait for: FOR UPDATE there made
 * composing the tables and a guest's cancellation deadlock.
 */
export async function lockMemberAndDinner(tx: Transaction, memberId: number, dinnerId: number): Promise<DinnerRow> {
  await tx.query(sql`SELECT id FROM users WHERE id = ${memberId} FOR NO KEY UPDATE`)
  const [dinner] = await tx.query<DinnerRow>(sql`
    SELECT id, title, status, starts_at, seats, city, tables_confirmed_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
  if (!dinner || dinner.status === 'draft') throw notFound()
  return dinner
}

/**
 * The plan's limit (SPEC §9), counted on the bookings that hold or wait for a seat. At the limit, a
 * free dinner earned by sponsoring pays for one more: its sponsee's id is returned, for the
 * booking to spend it. Null when the plan allows the booking by itself.
 */
async function assertWithinPlan(
  tx: Transaction,
  user: User,
  plan: PricingPlan | null,
  dinner: DinnerRow,
  plusOne: boolean,
): Promise<number | null> {
  if (!plan) throw conflict(BOOKING_ERRORS.noPlan)
  const rules = PLAN_BOOKING_RULES[plan]
  if (plusOne && !rules.plusOne) throw conflict(BOOKING_ERRORS.plusOneNotIncluded)
  const active = sql.raw(ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '))
  const beyond = async (refusal: string) => {
    const freeDinner = await unusedFreeDinner(tx, user.id)
    if (freeDinner === null) throw conflict(refusal)
    return freeDinner
  }
  if (rules.ever !== null) {
    const [row] = await tx.query<{ count: string }>(sql`
      SELECT count(*) AS count FROM bookings b WHERE b.member_id = ${user.id} AND b.status IN (${active}) AND ${notPaidByReward}`)
    if (Number(row.count) >= rules.ever) return beyond(BOOKING_ERRORS.trialUsed)
  }
  if (rules.perMonth !== null) {
    const zone = DINNER_TIME_ZONE
    const [row] = await tx.query<{ count: string }>(sql`
      SELECT count(*) AS count FROM bookings b JOIN dinners d ON d.id = b.dinner_id
       WHERE b.member_id = ${user.id} AND b.status IN (${active}) AND ${notPaidByReward}
         AND date_trunc('month', d.starts_at AT TIME ZONE ${zone}) = date_trunc('month', ${dinner.starts_at}::timestamptz AT TIME ZONE ${zone})`)
    if (Number(row.count) >= rules.perMonth) return beyond(BOOKING_ERRORS.monthLimit)
  }
  return null
}

type NewBooking = {
  dinnerId: number
  memberId: number
  startsAt: Date
  status: BookingStatus
  plusOne: boolean
  guest: BookingChoice['guest'] | null
}

/**
 * The member's booking of the dinner as `status` (with its reminders when booked): their cancelled
 * one taken again (`existing`), with no table, mark or contest from before, or a new row.
 */
export async function writeBooking(
  tx: Transaction,
  existing: number | null,
  { dinnerId, memberId, startsAt, status, plusOne, guest }: NewBooking,
): Promise<BookingRow> {
  const queuedAt = status === 'waitlisted' ? sql`now()` : sql`NULL`
  const [booking] = existing
    ? await tx.query<BookingRow>(sql`
        UPDATE bookings SET status = ${status}, plus_one = ${plusOne}, queued_at = ${queuedAt}, cancelled_at = NULL,
               table_number = NULL, guest_first_name = ${guest?.firstName ?? null},
               guest_dietary_needs = ${guest?.dietaryNeeds ?? null}, ${CLEARED_ATTENDANCE}, updated_at = now()
         WHERE id = ${existing}
        RETURNING id, member_id, status, plus_one, table_number`)
    : await tx.query<BookingRow>(sql`
        INSERT INTO bookings (dinner_id, member_id, status, plus_one, queued_at, guest_first_name, guest_dietary_needs)
        VALUES (${dinnerId}, ${memberId}, ${status}, ${plusOne}, ${queuedAt}, ${guest?.firstName ?? null}, ${guest?.dietaryNeeds ?? null})
        RETURNING id, member_id, status, plus_one, table_number`)
  if (status === 'booked') await planReminders(tx, booking.id, startsAt)
  return booking
}

/**
 * Books a seat for the member (and their guest): a seat when one is left, the waitlist when the
 * dinner is full. Re-uses the member's cancelled booking, if any, so there is one row per member
 * and dinner.
 */
export async function bookDinner(payload: Payload, user: User, dinnerId: number, choice: BookingChoice): Promise<BookingResult> {
  const { plusOne } = choice
  const guest = plusOne ? (choice.guest ?? null) : null
  assertMember(user)
  const settings = await getSiteSettings(payload)
  const { result, mails } = await inTransaction(payload, async (tx) => {
    const dinner = await lockMemberAndDinner(tx, user.id, dinnerId)
    // Read again under the member's lock: an admin may have just changed their decision (src/server/admin/review.ts).
    const [me] = await tx.query<{ application_status: string }>(sql`SELECT application_status FROM users WHERE id = ${user.id}`)
    if (me?.application_status !== 'approved') throw new ApiError(403, BOOKING_ERRORS.notMember)
    if (new Date(dinner.starts_at).getTime() <= Date.now()) throw conflict(BOOKING_ERRORS.past)
    // Once the tables are confirmed nobody joins (a new guest would have no table), even if the dinner was reopened.
    if (dinner.status !== 'published' || dinner.tables_confirmed_at) throw conflict(BOOKING_ERRORS.notOpen)
    const [existing] = await tx.query<BookingRow>(sql`
      SELECT id, member_id, status, plus_one, table_number FROM bookings WHERE dinner_id = ${dinnerId} AND member_id = ${user.id}`)
    if (existing && existing.status !== 'cancelled') throw conflict(BOOKING_ERRORS.alreadyBooked)
    await assertNotPaused(tx, user.id)
    const freeDinner = await assertWithinPlan(tx, user, await planForBooking(tx, user, settings.billing, new Date()), dinner, plusOne)
    // Whoever waits goes first: seats freed outside a cancellation (more seats, a booking removed) are theirs.
    const mails = await promoteFromWaitlist(settings, tx, dinner)

    const free = Number(dinner.seats) - (await seatsHeld(tx, dinnerId))
    const needed = seatsTaken(plusOne)
    if (free > 0 && free < needed) throw conflict(BOOKING_ERRORS.plusOneFull)
    const status: BookingStatus = free >= needed ? 'booked' : 'waitlisted'
    const startsAt = new Date(dinner.starts_at)
    const booking = await writeBooking(tx, existing?.id ?? null, { dinnerId, memberId: user.id, startsAt, status, plusOne, guest })
    if (freeDinner !== null) await spendFreeDinner(tx, freeDinner, booking.id)
    mails.push(
      status === 'booked'
        ? await queueBookingMail(settings, tx, booking, dinner, 'booked')
        : await queueBookingMail(settings, tx, booking, dinner, 'waitlisted', await waitlistPosition(tx, booking.id)),
    )
    const result = { dinnerId, status, plusOne, seatsLeft: Math.max(0, free - (status === 'booked' ? needed : 0)) }
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return { result, mails }
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return result
}

/**
 * Cancels the member's booking until 48 hours before the dinner. A freed seat goes to the first
 * on the waitlist (in the order they joined it; a +1 waits until two seats are free), who is
 * told by e-mail: the promotion and its mail are written in the same transaction.
 */
export async function cancelBooking(payload: Payload, user: User, dinnerId: number): Promise<BookingResult> {
  assertMember(user)
  return withdrawBooking(payload, user.id, dinnerId)
}

/**
 * The cancellation itself, by the member in their space or by a one-click link of a reminder:
 * `beforeChange` runs under the member's and the dinner's locks (the link's own checks), first.
 */
export async function withdrawBooking(
  payload: Payload,
  memberId: number,
  dinnerId: number,
  beforeChange?: (tx: Transaction) => Promise<void>,
): Promise<BookingResult> {
  const settings = await getSiteSettings(payload)
  const { result, mails } = await inTransaction(payload, async (tx) => {
    const dinner = await lockMemberAndDinner(tx, memberId, dinnerId)
    await beforeChange?.(tx)
    const [booking] = await tx.query<BookingRow>(sql`
      SELECT id, member_id, status, plus_one, table_number FROM bookings WHERE dinner_id = ${dinnerId} AND member_id = ${memberId}`)
    if (!booking || (booking.status !== 'booked' && booking.status !== 'waitlisted')) throw new ApiError(404, BOOKING_ERRORS.noBooking)
    if (!canStillCancel(new Date(dinner.starts_at))) throw conflict(BOOKING_ERRORS.tooLate)
    const mails = await withdrawLocked(settings, tx, dinner, booking)
    const seatsLeft = Math.max(0, Number(dinner.seats) - (await seatsHeld(tx, dinnerId)))
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return {
      result: {
        dinnerId,
        status: 'cancelled' as const,
        plusOne: Boolean(booking.plus_one),
        seatsLeft,
      },
      mails,
    }
  })
  for (const id of mails) await deliverOrRetryLater(payload, id)
  return result
}

/**
 * A booked or waitlisted place given up, under the member's and the dinner's locks: the member
 * told (a seat held, not a place in the queue), whoever waits moved up. Answers the queued mails.
 */
export async function withdrawLocked(
  settings: SiteSettingsValues,
  tx: Transaction,
  dinner: DinnerRow,
  booking: BookingRow,
): Promise<number[]> {
  // A place left on the waitlist keeps when it was queued: the space then says « liste quittée », not « réservation annulée ».
  await tx.query(sql`
    UPDATE bookings SET status = 'cancelled', cancelled_at = now(), table_number = NULL, updated_at = now(),
           queued_at = CASE WHEN status = 'waitlisted' THEN queued_at ELSE NULL END
     WHERE id = ${booking.id}`)
  await endExtras(tx, booking.id)
  const mails = booking.status === 'booked' ? [await queueBookingMail(settings, tx, booking, dinner, 'cancelled')] : []
  // A seat freed, or one held by an offer to this waitlisted member, goes to whoever waits.
  mails.push(...(await promoteFromWaitlist(settings, tx, dinner, booking.table_number)))
  return mails
}

/**
 * Seats the waitlisted members, first come first served, while seats are free; returns the queued
 * mails. Once the tables are confirmed, whoever moves up takes the freed place at its table (or the
 * smallest table) and is sent the venue and their table at once. Inside the last 48 hours the
 * seats are offered instead (waitlistOffers.ts).
 */
export async function promoteFromWaitlist(
  settings: SiteSettingsValues,
  tx: Transaction,
  dinner: DinnerRow,
  freedTable: number | null = null,
): Promise<number[]> {
  let free = Number(dinner.seats) - (await seatsHeld(tx, dinner.id))
  if (free <= 0) return []
  // Inside the last 48 hours, the next on the waitlist may not be free at such short notice: the seat is offered.
  if (!canStillCancel(new Date(dinner.starts_at))) return offerFreedSeats(settings, tx, dinner, free)
  const waiting = await tx.query<BookingRow>(sql`
    SELECT id, member_id, status, plus_one, table_number FROM bookings
     WHERE dinner_id = ${dinner.id} AND status = 'waitlisted' ORDER BY queued_at, id`)
  const confirmed = dinner.tables_confirmed_at ? await confirmedDinnerFacts(tx, dinner.id) : null
  const mails: number[] = []
  for (const booking of waiting) {
    if (free <= 0) break
    const needed = seatsTaken(booking.plus_one)
    if (needed > free) continue
    const table = confirmed ? await tableFor(tx, dinner.id, booking.member_id, freedTable) : null
    await tx.query(
      sql`UPDATE bookings SET status = 'booked', queued_at = NULL, table_number = ${table}, updated_at = now() WHERE id = ${booking.id}`,
    )
    free -= needed
    await planReminders(tx, booking.id, new Date(dinner.starts_at))
    mails.push(
      confirmed && table !== null
        ? await queueTableMail(settings, tx, { ...booking, tableNumber: table }, confirmed)
        : await queueBookingMail(settings, tx, booking, dinner, 'promoted'),
    )
  }
  return mails
}

/**
 * An erased account's seats at dinners yet to come go to their waitlists (DELETE /api/me): run
 * inside the erasure's transaction, before the account goes; returns the mails to send after it.
 */
export async function releaseSeats(settings: SiteSettingsValues, tx: Transaction, memberId: number): Promise<number[]> {
  // The member's row first, then each dinner's: the order every booking takes.
  await tx.query(sql`SELECT id FROM users WHERE id = ${memberId} FOR NO KEY UPDATE`)
  const held = await tx.query<{ dinner_id: number; table_number: number | null }>(sql`
    SELECT b.dinner_id, b.table_number FROM bookings b JOIN dinners d ON d.id = b.dinner_id
     WHERE b.member_id = ${memberId} AND b.status = 'booked' AND d.starts_at > now() ORDER BY b.dinner_id`)
  const mails: number[] = []
  for (const { dinner_id: dinnerId, table_number: table } of held) {
    const [dinner] = await tx.query<DinnerRow>(sql`
      SELECT id, title, status, starts_at, seats, city, tables_confirmed_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    const [released] = await tx.query<{ id: number }>(sql`
      UPDATE bookings SET status = 'cancelled', cancelled_at = now(), table_number = NULL, updated_at = now()
       WHERE dinner_id = ${dinnerId} AND member_id = ${memberId} RETURNING id`)
    await endExtras(tx, released.id)
    mails.push(...(await promoteFromWaitlist(settings, tx, dinner, table)))
  }
  return mails
}

/**
 * Whoever waits moves up at once when a dinner gains seats or is (re)published by the team: in the
 * transaction of that change (a Payload hook); their mails leave once it commits.
 */
export async function promoteWaitlistOf(payload: Payload, tx: Transaction, dinnerId: number): Promise<void> {
  const settings = await getSiteSettings(payload)
  const [dinner] = await tx.query<DinnerRow>(sql`
    SELECT id, title, status, starts_at, seats, city, tables_confirmed_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
  if (!dinner || dinner.status !== 'published' || new Date(dinner.starts_at).getTime() <= Date.now()) return
  const mails = await promoteFromWaitlist(settings, tx, dinner)
  if (mails.length === 0) return
  await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
  await deliverAfterCommit(payload, tx, mails)
}

/** What a booking had beside its seat ends with it: reminders, their links, an offer. */
export async function endExtras(tx: Transaction, bookingId: number): Promise<void> {
  await retireReminders(tx, bookingId)
  await withdrawOffer(tx, bookingId)
}

/** A waitlisted booking's place in its queue (1 is the next to get a seat). */
async function waitlistPosition(tx: Transaction, bookingId: number): Promise<number> {
  const [row] = await tx.query<{ position: string }>(sql`
    SELECT count(*) AS position FROM bookings w, bookings b
     WHERE b.id = ${bookingId} AND w.dinner_id = b.dinner_id AND w.status = 'waitlisted'
       AND (w.queued_at, w.id) <= (b.queued_at, b.id)`)
  return Number(row.position)
}

/**
 * The confirmed table for a member who moves up: the freed place's (`freed`), else the one with the
 * fewest guests (a +1 counts); never a table where someone sits whom a report keeps them apart from
 * (conductReports.ts). Null when every table has such a guest: the team then seats them and confirms
 * the change (the confirmation refuses the two together).
 */
export async function tableFor(tx: Transaction, dinnerId: number, memberId: number, freed: number | null): Promise<number | null> {
  const tables = await tx.query<{ table_number: number; apart: boolean }>(sql`
    SELECT b.table_number,
           bool_or(EXISTS (SELECT 1 FROM conduct_reports r
                            WHERE (r.reporter_id = b.member_id AND r.reported_id = ${memberId})
                               OR (r.reporter_id = ${memberId} AND r.reported_id = b.member_id))) AS apart
      FROM bookings b
     WHERE b.dinner_id = ${dinnerId} AND b.status IN ('booked', 'attended') AND b.table_number IS NOT NULL AND b.member_id <> ${memberId}
     GROUP BY b.table_number ORDER BY SUM(CASE WHEN b.plus_one THEN 2 ELSE 1 END), b.table_number`)
  if (tables.length === 0) return freed ?? 1
  const safe = tables.filter((table) => !table.apart).map((table) => table.table_number)
  // A freed place at a table nobody else sits at any more is safe too.
  if (freed !== null && (safe.includes(freed) || !tables.some((table) => table.table_number === freed))) return freed
  return safe[0] ?? null
}
