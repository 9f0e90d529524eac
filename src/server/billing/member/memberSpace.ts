import type { Payload } from 'payload'

import type { MembershipAnswer } from '@/domain/api/membership'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import { offersFor } from '@/domain/billing/offers'
import type { User } from '@/payload-types'

import { MEMBERSHIP_PAGE, requireStripe } from './checkout'
import { outsideTransaction } from '../../db/transaction'
import { siteUrl } from '../../env'
import { ApiError } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { membershipRow, toMembershipView } from '../memberships'
import { portalConfiguration } from '../stripe/portal'
import { stripeClient } from '../stripeClient'

/** « Mon adhésion »: the membership and the offers the member may choose now (their payments: `memberPayments`). */
export async function memberMembership(payload: Payload, member: User, now = new Date()): Promise<MembershipAnswer> {
  const stripe = stripeClient()
  const { billing } = await getSiteSettings(payload)
  const row = await membershipRow(outsideTransaction(payload), member.id)
  return {
    billing: stripe !== null,
    membership: row ? toMembershipView(row, billing) : null,
    offers: stripe && row ? offersFor(billing, member, now) : [],
    commitmentMonths: billing.minimumCommitmentMonths,
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
      ...(paymentMethod ? { flow_data: { type: 'payment_method_update' as const } } : {}),
    },
    { idempotencyKey: `cercle-portal-${memberId}-${paymentMethod ? 'payment-method-' : ''}${Date.now()}` },
  )
  return { url: session.url }
}
