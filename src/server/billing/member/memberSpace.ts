import type { Payload } from 'payload'

import type { MembershipAnswer } from '@/domain/api/membership'
import type { BillingSettings } from '@/domain/billing/billingSettings'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { offersFor } from '@/domain/billing/offers'
import { planChangeOptions } from '@/domain/billing/planChoices'
import type { User } from '@/payload-types'

import { MEMBERSHIP_PAGE, requireStripe } from './checkout'
import { outsideTransaction } from '../../db/transaction'
import { siteUrl } from '../../env'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { type MembershipRow, membershipRow, toMembershipView } from '../memberships'
import { noShowFeeNoticeFor } from '../noShowFees/feeNotice'
import { memberFees } from '../noShowFees/feeViews'
import { assertMayPause } from '../pause/pauseRules'
import { portalConfiguration } from '../stripe/portal'
import { stripeClient } from '../stripeClient'

/** States whose subscription a pause does not concern: nothing to pause, or paused already (the page says so). */
const NOT_PAUSABLE: readonly string[] = ['to_activate', 'offered', 'ended', 'paused']

/** Why the pause route would refuse this member now, in its own words; null when it would accept or has nothing to pause. */
async function pauseRefusal(
  payload: Payload,
  member: User,
  row: MembershipRow,
  billing: BillingSettings,
  now: Date,
): Promise<string | null> {
  const inPause = row.paused_until !== null && new Date(row.paused_until).getTime() > now.getTime()
  if (!row.stripe_subscription_id || row.billing_interval === 'once' || NOT_PAUSABLE.includes(row.status) || inPause) return null
  try {
    await assertMayPause(outsideTransaction(payload), member, row, billing, now)
    return null
  } catch (error) {
    if (error instanceof ApiError) return error.message
    throw error
  }
}

/** « Mon adhésion »: the membership, the offers the member may choose now and their no-show fees (their payments: `memberPayments`). */
export async function memberMembership(payload: Payload, member: User, now = new Date()): Promise<MembershipAnswer> {
  const stripe = stripeClient()
  const settings = await getSiteSettings(payload)
  const { billing } = settings
  const row = await membershipRow(outsideTransaction(payload), member.id)
  const membership = row ? toMembershipView(row, billing) : null
  return {
    billing: stripe !== null,
    membership,
    offers: stripe && row ? offersFor(billing, member, now) : [],
    commitmentMonths: billing.minimumCommitmentMonths,
    pauseRefusal: stripe && row ? await pauseRefusal(payload, member, row, billing, now) : null,
    planChanges: stripe && row?.stripe_subscription_id && membership ? planChangeOptions(billing, member, now, membership) : [],
    noShowFeeNotice: noShowFeeNoticeFor(settings),
    noShowFees: stripe ? await memberFees(outsideTransaction(payload), member.id) : [],
  }
}

/**
 * Stripe's customer portal for the member (payment method, plan, cancellation, invoices), in
 * French; `paymentMethod`: straight to updating the payment method (a failed renewal's link).
 */
export async function openPortal(payload: Payload, memberId: number, paymentMethod = false): Promise<{ url: string }> {
  const stripe = requireStripe()
  const row = await membershipRow(outsideTransaction(payload), memberId)
  if (!row?.stripe_customer_id) throw new ApiError(409, BILLING_ERRORS.noCustomer)
  const session = await stripe.billingPortal.sessions.create(
    {
      customer: row.stripe_customer_id,
      configuration: await portalConfiguration(stripe),
      locale: 'fr',
      return_url: `${siteUrl()}${MEMBERSHIP_PAGE}`,
      // A mailed link opens the payment method only, then comes back here: never the whole portal.
      ...(paymentMethod
        ? {
            flow_data: {
              type: 'payment_method_update' as const,
              after_completion: { type: 'redirect' as const, redirect: { return_url: `${siteUrl()}${MEMBERSHIP_PAGE}` } },
            },
          }
        : {}),
    },
    { idempotencyKey: `cercle-portal-${memberId}-${paymentMethod ? 'payment-method-' : ''}${Date.now()}` },
  )
  return { url: session.url }
}
