import { frenchLongDate } from '@/domain/applicationStatus'
import type { BillingSettings } from '@/domain/billing/billingSettings'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { membershipAllowsBooking, membershipSuspended } from '@/domain/billing/membershipStates'
import { PAUSE_ERRORS } from '@/domain/billing/pauseTexts'
import { PAYMENT_ERRORS } from '@/domain/billing/paymentTexts'
import { NO_SHOW_FEE_ERRORS } from '@/domain/noShowFees'
import type { PricingPlan } from '@/domain/plans'
import type { User } from '@/payload-types'

import { readMembership } from './memberships'
import { feeSuspends } from './noShowFees/feeRecords'
import { billingOn } from './stripeClient'
import type { Transaction } from '../db/transaction'
import { ApiError } from '../http/errors'

/**
 * The plan whose limits a booking counts against (DESIGN §14). Billing off: the plan chosen at the
 * application, as before. Billing on: the membership must allow booking (paid, offered, the test
 * ticket, the grace of members approved before, or the grace after a failed renewal), else 403
 * saying how to activate it or, once that grace is over, how to pay (a no-show fee left unpaid
 * past the same grace stops bookings too); its
 * limits are those of the plan actually paid. Read under the member's lock the booking holds.
 */
export async function planForBooking(tx: Transaction, user: User, billing: BillingSettings, now: Date): Promise<PricingPlan | null> {
  if (!billingOn()) return (user.pricingPlan as PricingPlan | null | undefined) ?? null
  const membership = await readMembership(tx, user.id, billing)
  // Paused, or cancelled during a pause that has not ended: no booking until it resumes.
  const paused = membership?.pausedUntil && (membership.status === 'paused' || new Date(membership.pausedUntil) > now)
  if (membership?.pausedUntil && paused)
    throw new ApiError(403, PAUSE_ERRORS.bookingPaused.replace('{date}', frenchLongDate(membership.pausedUntil)))
  if (membership && membershipSuspended(membership, now)) throw new ApiError(403, PAYMENT_ERRORS.bookingSuspended)
  if (!membership || !membershipAllowsBooking(membership, now)) throw new ApiError(403, BILLING_ERRORS.bookingNeedsMembership)
  if (await feeSuspends(tx, user.id, billing, now)) throw new ApiError(403, NO_SHOW_FEE_ERRORS.bookingSuspended)
  return membership.plan
}
