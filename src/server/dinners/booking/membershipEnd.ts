import type { Payload } from 'payload'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'

import type { OnMembershipEnded } from '../../billing/sync/applyStripe'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { sql, type Transaction } from '../../db/transaction'
import { deliverAfterCommit } from '../../email/outbox'
import { getSiteSettings } from '../../settings/siteSettings'
import { type BookingRow, type DinnerRow, withdrawLocked } from '../base/bookings'

type Ending = { payload: Payload; settings: SiteSettingsValues }

/**
 * A cancelled membership has ended: the places it still holds at dinners from its effective date
 * on are given up as the member would give them up (the same mail, whoever waits moved up);
 * those before it were the member's to keep. The member's row is locked first, then each dinner,
 * the order every booking takes. The mails leave once the transaction commits.
 */
async function releaseBookingsAfter(ending: Ending, tx: Transaction, memberId: number, from: Date): Promise<void> {
  await tx.query(sql`SELECT id FROM users WHERE id = ${memberId} FOR NO KEY UPDATE`)
  const held = await tx.query<{ dinner_id: number }>(sql`
    SELECT b.dinner_id FROM bookings b JOIN dinners d ON d.id = b.dinner_id
     WHERE b.member_id = ${memberId} AND b.status IN ('booked', 'waitlisted') AND d.starts_at >= ${from.toISOString()}
     ORDER BY b.dinner_id`)
  const mails: number[] = []
  for (const { dinner_id: dinnerId } of held) {
    const [dinner] = await tx.query<DinnerRow>(sql`
      SELECT id, title, status, starts_at, seats, city, tables_confirmed_at FROM dinners WHERE id = ${dinnerId} FOR UPDATE`)
    const [booking] = await tx.query<BookingRow>(sql`
      SELECT id, member_id, status, plus_one, table_number FROM bookings WHERE dinner_id = ${dinnerId} AND member_id = ${memberId}`)
    mails.push(...(await withdrawLocked(ending.settings, tx, dinner, booking)))
  }
  if (held.length > 0) await expireInTransaction(ending.payload, tx, CACHE_TAGS.dinners)
  await deliverAfterCommit(ending.payload, tx, mails)
}

/**
 * What the Stripe webhook and the nightly check do when a cancelled membership ends; the settings
 * read before their transactions (or given: the webhook's, from the copy the pages read).
 */
export async function membershipEndings(payload: Payload, settings?: SiteSettingsValues): Promise<OnMembershipEnded> {
  const ending = { payload, settings: settings ?? (await getSiteSettings(payload)) }
  return (tx, memberId, from) => releaseBookingsAfter(ending, tx, memberId, from)
}
