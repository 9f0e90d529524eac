import type { Payload } from 'payload'
import { z } from 'zod'

import { REWARD_AFTER_DINNERS, type SponsorshipSettings } from '@/domain/sponsorship'

import { stripeClient } from '../billing/stripeClient'
import { inTransaction, intArray, sql, type Transaction } from '../db/transaction'
import { planJob, TASKS } from '../queue/enqueue'

export const rewardJob = z.object({ sponseeId: z.number().int() })

/**
 * Called in the transaction that marks members present: each sponsee now at REWARD_AFTER_DINNERS
 * dinners attended earns their sponsor the settings' reward, once. A lock per sponsee is taken
 * before counting, last and in id order (after the dinner's and the members' locks, which the two
 * ways of marking take in different orders), so that two dinners marked at once count each
 * other without waiting on each other crosswise; the reward's primary key
 * on the sponsee makes a second grant impossible. A month at a reduced price goes to Stripe from
 * a job planned in the same transaction, so the provider is never called inside it.
 */
export async function grantSponsorRewards(tx: Transaction, settings: SponsorshipSettings, present: readonly number[]): Promise<void> {
  if (!settings.reward || present.length === 0) return
  const sponsees = await tx.query<{ applicant_id: number }>(sql`
    SELECT applicant_id FROM sponsor_invitations WHERE applicant_id = ANY(${intArray(present)}::int[]) ORDER BY applicant_id`)
  if (sponsees.length === 0) return
  for (const { applicant_id } of sponsees) {
    await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext('sponsor-reward'), ${applicant_id})`)
  }
  const ids = intArray(sponsees.map((row) => row.applicant_id))
  const detail = settings.reward === 'discount-month' ? settings.rewardDiscountPercent : null
  const granted = await tx.query<{ sponsee_id: number }>(sql`
    INSERT INTO sponsor_rewards (sponsee_id, sponsor_id, kind, detail)
    SELECT i.applicant_id, i.sponsor_id, ${settings.reward}, ${detail}
      FROM sponsor_invitations i JOIN users s ON s.id = i.sponsor_id
     WHERE i.applicant_id = ANY(${ids}::int[])
       AND s.role = 'applicant' AND s.application_status = 'approved'
       AND (SELECT count(*) FROM bookings b WHERE b.member_id = i.applicant_id AND b.attendance = 'present') >= ${REWARD_AFTER_DINNERS}
    ON CONFLICT (sponsee_id) DO NOTHING
    RETURNING sponsee_id`)
  if (settings.reward !== 'discount-month') return
  for (const { sponsee_id } of granted) {
    await planJob(tx, TASKS.sponsorReward, { sponseeId: sponsee_id }, new Date(), `sponsor-reward-${sponsee_id}`)
  }
}

/**
 * The reduced month, on Stripe: a once-only coupon on the sponsor's running monthly subscription,
 * created and applied under keys derived from the sponsee, so that a retried job applies nothing
 * twice. Without billing or such a subscription the reward stays recorded for the team, unapplied.
 */
export async function applyDiscountReward(payload: Payload, sponseeId: number): Promise<void> {
  const stripe = stripeClient()
  if (!stripe) return
  await inTransaction(payload, async (tx) => {
    const [reward] = await tx.query<{ sponsor_id: number; detail: number; stripe_coupon_id: string | null }>(sql`
      SELECT sponsor_id, detail, stripe_coupon_id FROM sponsor_rewards WHERE sponsee_id = ${sponseeId} AND kind = 'discount-month' FOR UPDATE`)
    if (!reward || reward.stripe_coupon_id) return
    const [membership] = await tx.query<{ stripe_subscription_id: string | null; status: string; billing_interval: string }>(sql`
      SELECT stripe_subscription_id, status, billing_interval FROM memberships WHERE member_id = ${reward.sponsor_id} FOR UPDATE`)
    if (!membership?.stripe_subscription_id || membership.status !== 'active' || membership.billing_interval !== 'month') return
    const key = `cercle-sponsor-reward-${sponseeId}`
    const coupon = await stripe.coupons.create(
      { percent_off: reward.detail, duration: 'once', max_redemptions: 1, metadata: { member_id: String(reward.sponsor_id) } },
      { idempotencyKey: `${key}-coupon` },
    )
    await stripe.subscriptions.update(membership.stripe_subscription_id, { discounts: [{ coupon: coupon.id }] }, { idempotencyKey: key })
    await tx.query(sql`UPDATE sponsor_rewards SET stripe_coupon_id = ${coupon.id}, used_at = now() WHERE sponsee_id = ${sponseeId}`)
  })
}
