import { DateTime } from 'luxon'

import type { BillingSettings } from '@/domain/billing/billingSettings'
import { RETENTION_OFFER_MONTHS, type RetentionOffer } from '@/domain/billing/retentionTexts'
import type { User } from '@/payload-types'

import { sql, type Transaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import type { MembershipRow } from '../memberships'
import { assertMayPause } from '../pause/pauseRules'

type Queryable = Pick<Transaction, 'query'>

/**
 * The offer a member about to cancel sees before confirming, if any: the settings' one, for a
 * running monthly subscription (a month at a reduced price or a pause mean nothing to a year paid
 * in advance), never twice in RETENTION_OFFER_MONTHS whatever they answered, and a pause only when
 * the pause's own rules allow one now. Read under the membership's lock when answering, so that of
 * two answers at once the second finds the first.
 */
export async function retentionOfferFor(
  db: Queryable,
  member: User,
  row: MembershipRow | null,
  billing: BillingSettings,
  now: Date,
): Promise<RetentionOffer | null> {
  if (!billing.retentionOffer || !row || row.status !== 'active' || !row.stripe_subscription_id || row.billing_interval !== 'month') {
    return null
  }
  const since = DateTime.fromJSDate(now).minus({ months: RETENTION_OFFER_MONTHS }).toJSDate()
  const [answered] = await db.query(sql`
    SELECT 1 FROM retention_offers WHERE member_id = ${row.member_id} AND answered_at > ${since.toISOString()} LIMIT 1`)
  if (answered) return null
  if (billing.retentionOffer === 'discount') return { kind: 'discount', percent: billing.retentionDiscountPercent }
  const mayPause = await assertMayPause(db, member, row, billing, now).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError) return false
      throw error
    },
  )
  return mayPause ? { kind: 'pause', months: billing.retentionPauseMonths } : null
}

/** The member's answer, kept: it is what « once a year » reads. */
export async function recordRetentionAnswer(
  tx: Transaction,
  memberId: number,
  offer: RetentionOffer,
  answer: 'accept' | 'decline',
  now: Date,
  couponId: string | null = null,
): Promise<number> {
  const detail = offer.kind === 'pause' ? offer.months : offer.percent
  const [row] = await tx.query<{ id: number }>(sql`
    INSERT INTO retention_offers (member_id, kind, answer, detail, stripe_coupon_id, answered_at)
    VALUES (${memberId}, ${offer.kind}, ${answer}, ${detail}, ${couponId}, ${now.toISOString()}) RETURNING id`)
  return row.id
}
