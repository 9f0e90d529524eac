import { DateTime } from 'luxon'

import { frenchLongDate } from '@/domain/applicationStatus'
import type { BillingSettings } from '@/domain/billing/billingSettings'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { PAUSE_ERRORS, type PausedDinner } from '@/domain/billing/pauseTexts'
import { canStillCancel } from '@/domain/dinners'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { sql, type Transaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import type { MembershipRow } from '../memberships'

type Queryable = Pick<Transaction, 'query'>

/**
 * When a pause of `months` taken now resumes: whole months from now, to the second. Stripe then
 * voids exactly the renewals inside it, one per month paused, and the days of the period left
 * unused at its start come back after it, up to the renewal that follows.
 */
export function resumeDate(now: Date, months: number): Date {
  return DateTime.fromJSDate(now, { zone: 'utc' }).plus({ months }).set({ millisecond: 0 }).toJSDate()
}

/**
 * Why the member may not pause now, as an error; nothing when they may. Only a monthly membership
 * pauses: Stripe's paused collection voids the invoices falling inside the pause, which for a
 * month-long period spares exactly the months paused, but for a year already paid spares nothing
 * (or a whole year): an annual plan has nothing to suspend.
 */
export async function assertMayPause(
  db: Queryable,
  member: User,
  row: MembershipRow | null,
  billing: Pick<BillingSettings, 'pauseOncePerMonths'>,
  now: Date,
): Promise<MembershipRow & { stripe_subscription_id: string }> {
  if (!isMember(member) || !row) throw new ApiError(403, BILLING_ERRORS.notMember)
  if (row.status === 'paused') throw new ApiError(409, PAUSE_ERRORS.alreadyPaused)
  if (row.status !== 'active' || !row.stripe_subscription_id) throw new ApiError(409, PAUSE_ERRORS.notActive)
  if (row.billing_interval !== 'month') throw new ApiError(409, PAUSE_ERRORS.annual)
  const since = DateTime.fromJSDate(now).minus({ months: billing.pauseOncePerMonths }).toJSDate()
  const [last] = await db.query<{ starts_at: Date }>(sql`
    SELECT starts_at FROM membership_pauses WHERE member_id = ${row.member_id} AND starts_at > ${since.toISOString()}
     ORDER BY starts_at DESC LIMIT 1`)
  if (last) {
    const next = DateTime.fromJSDate(new Date(last.starts_at)).plus({ months: billing.pauseOncePerMonths }).toJSDate()
    throw new ApiError(
      409,
      PAUSE_ERRORS.tooSoon.replace('{months}', String(billing.pauseOncePerMonths)).replace('{date}', frenchLongDate(next)),
    )
  }
  return { ...row, stripe_subscription_id: row.stripe_subscription_id }
}

/**
 * The member's dinners inside the pause, booked or waitlisted: those still cancellable are
 * cancelled by the pause; those inside the last 48 hours stay (the member is expected, as for
 * any cancellation).
 */
export async function dinnersInPause(
  db: Queryable,
  memberId: number,
  from: Date,
  until: Date,
): Promise<{ cancelled: PausedDinner[]; kept: PausedDinner[] }> {
  const rows = await db.query<{ dinner_id: number; title: string; starts_at: Date }>(sql`
    SELECT d.id AS dinner_id, d.title, d.starts_at FROM bookings b JOIN dinners d ON d.id = b.dinner_id
     WHERE b.member_id = ${memberId} AND b.status IN ('booked', 'waitlisted')
       AND d.starts_at >= ${from.toISOString()} AND d.starts_at < ${until.toISOString()}
     ORDER BY d.starts_at`)
  const dinners = rows.map((row) => ({ dinnerId: row.dinner_id, title: row.title, startsAt: new Date(row.starts_at).toISOString() }))
  return {
    cancelled: dinners.filter((dinner) => canStillCancel(new Date(dinner.startsAt), from)),
    kept: dinners.filter((dinner) => !canStillCancel(new Date(dinner.startsAt), from)),
  }
}
