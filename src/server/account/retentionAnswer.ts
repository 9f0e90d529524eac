import type { Payload } from 'payload'

import type { BillingSettings } from '@/domain/billing/billingSettings'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { RETENTION_ERRORS, type RetentionAccepted, type RetentionOffer } from '@/domain/billing/retentionTexts'
import { isMember } from '@/domain/membership'
import type { User } from '@/payload-types'

import { pauseMembership } from './membershipPause'
import { auditPerson } from '../audit/auditLog'
import { requireStripe } from '../billing/member/checkout'
import { recordRetentionAnswer, retentionOfferFor } from '../billing/member/retentionOffer'
import { changeMembership, lockMembership, type MembershipRow } from '../billing/memberships'
import { inTransaction, sql, type Transaction } from '../db/transaction'
import { ApiError } from '../http/errors'
import { getSiteSettings } from '../settings/siteSettings'

/**
 * The member's answer to the retention offer, under the membership's lock: the offer is read
 * again there, so that of two answers at once (two tabs, a double click) the second finds the
 * first's row and is refused. A month at a reduced price is a Stripe coupon for one invoice,
 * created and applied under keys derived from the member and the period: a retry applies nothing
 * twice. A pause is the member's « Mettre en pause », with its own rules and mails.
 */

const seconds = (date: Date | null): number => (date ? Math.floor(new Date(date).getTime() / 1000) : 0)

type Offered = { row: MembershipRow; offer: RetentionOffer }

async function lockedOffer(tx: Transaction, billing: BillingSettings, member: User, now: Date): Promise<Offered> {
  const row = await lockMembership(tx, member.id)
  if (!isMember(member) || !row) throw new ApiError(403, BILLING_ERRORS.notMember)
  const offer = await retentionOfferFor(tx, member, row, billing, now)
  if (!offer) throw new ApiError(409, RETENTION_ERRORS.noOffer)
  return { row, offer }
}

function journal(member: User, offer: RetentionOffer) {
  const note =
    offer.kind === 'pause' ? { retentionOffer: 'pause', months: offer.months } : { retentionOffer: 'discount', percent: offer.percent }
  return { kind: 'membership.retentionAccepted' as const, actor: auditPerson(member), note, always: true }
}

/** « Non merci »: kept, so that the offer is not made again this year; the cancellation goes on. */
export async function declineRetention(payload: Payload, member: User, now = new Date()): Promise<void> {
  requireStripe()
  const { billing } = await getSiteSettings(payload)
  await inTransaction(payload, async (tx) => {
    const { offer } = await lockedOffer(tx, billing, member, now)
    await recordRetentionAnswer(tx, member.id, offer, 'decline', now)
  })
}

/** A month at a reduced price: a once-only coupon on the subscription, its next invoice discounted. */
async function acceptDiscount(tx: Transaction, member: User, { row, offer }: Offered, now: Date): Promise<RetentionAccepted> {
  if (offer.kind !== 'discount' || !row.stripe_subscription_id) throw new ApiError(409, RETENTION_ERRORS.noOffer)
  const stripe = requireStripe()
  const key = `cercle-retention-${member.id}-${row.stripe_subscription_id}-${seconds(row.current_period_end)}`
  const coupon = await stripe.coupons.create(
    { percent_off: offer.percent, duration: 'once', max_redemptions: 1, metadata: { member_id: String(member.id) } },
    { idempotencyKey: `${key}-coupon` },
  )
  await stripe.subscriptions.update(row.stripe_subscription_id, { discounts: [{ coupon: coupon.id }] }, { idempotencyKey: key })
  await recordRetentionAnswer(tx, member.id, offer, 'accept', now, coupon.id)
  await changeMembership(tx, row, {}, journal(member, offer))
  return { offer, pausedUntil: null }
}

/**
 * A pause instead: the answer was kept under the lock (the only one), then the pause is made as
 * « Mettre en pause » makes it; if Stripe or the pause's rules refuse, the answer goes and the
 * offer stays open.
 */
async function acceptPause(payload: Payload, member: User, offer: RetentionOffer, answer: number, now: Date): Promise<RetentionAccepted> {
  if (offer.kind !== 'pause') throw new ApiError(409, RETENTION_ERRORS.noOffer)
  try {
    const paused = await pauseMembership(payload, member, offer.months, now)
    await inTransaction(payload, async (tx) => {
      const row = await lockMembership(tx, member.id)
      if (row) await changeMembership(tx, row, {}, journal(member, offer))
    })
    return { offer, pausedUntil: paused.pausedUntil }
  } catch (error) {
    await inTransaction(payload, (tx) => tx.query(sql`DELETE FROM retention_offers WHERE id = ${answer}`))
    throw error
  }
}

/** « Accepter »: the offer made now, applied once. */
export async function acceptRetention(payload: Payload, member: User, now = new Date()): Promise<RetentionAccepted> {
  requireStripe()
  const { billing } = await getSiteSettings(payload)
  type Decided = { accepted: RetentionAccepted } | { pause: RetentionOffer; answer: number }
  const decided = await inTransaction<Decided>(payload, async (tx) => {
    const offered = await lockedOffer(tx, billing, member, now)
    if (offered.offer.kind === 'discount') return { accepted: await acceptDiscount(tx, member, offered, now) }
    return { pause: offered.offer, answer: await recordRetentionAnswer(tx, member.id, offered.offer, 'accept', now) }
  })
  return 'accepted' in decided ? decided.accepted : acceptPause(payload, member, decided.pause, decided.answer, now)
}
