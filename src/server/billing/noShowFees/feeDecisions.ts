import type Stripe from 'stripe'

import type { Transaction } from '../../db/transaction'
import { lockMembership } from '../memberships'
import { chargeFee, takeBackFee } from './feeCharges'
import { type FeeRow, insertFee, lockFee } from './feeRecords'

/**
 * A fee decided, once per booking (the row's key): waived, not charged to a member who has no
 * payment method with us (an offered membership, one from before paid membership: there is
 * nothing to charge, and their space says so), or charged. The caller holds the member's lock.
 */
export type FeeDecision = { bookingId: number; memberId: number; dinnerId: number; amountCents: number; waived: boolean }

export async function decideFee(tx: Transaction, stripe: Stripe, decision: FeeDecision, now: Date): Promise<FeeRow | null> {
  const fee = { ...decision, status: 'waived' as const }
  if (decision.waived) return insertFee(tx, fee, 'noShowFee.waived')
  const membership = await lockMembership(tx, decision.memberId)
  if (!membership?.stripe_customer_id || membership.status === 'offered')
    return insertFee(tx, { ...fee, status: 'not_charged' }, 'noShowFee.notCharged')
  const pending = await insertFee(tx, { ...fee, status: 'processing' }, null)
  return pending && chargeFee(tx, stripe, pending, 'first', now)
}

/** The booking's absence taken back (a contest upheld, the mark changed): its fee refunded or cancelled. */
export async function takeBackFeeOf(tx: Transaction, stripe: Stripe | null, bookingId: number): Promise<void> {
  const fee = await lockFee(tx, bookingId)
  if (fee) await takeBackFee(tx, stripe, fee)
}
