import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { BILLING_ERRORS } from '@/domain/billing/billingTexts'

import { stripeClient } from './stripeClient'
import { pool } from '../db/pool'
import { ApiError } from '../http/errors'

const OVER: ReadonlySet<Stripe.Subscription.Status> = new Set(['canceled', 'incomplete_expired'])

/**
 * An erased member must never be charged again: their running subscription ends at Stripe, at
 * once, before the account goes. Stripe unreachable stops the erasure (the account stays as it was,
 * and the member may try again): an account erased while still charged could no longer be found
 * to stop the charges. Billing off, there is nothing to end.
 */
export async function endSubscriptionBeforeErasure(payload: Payload, memberId: number): Promise<void> {
  const stripe = stripeClient()
  if (!stripe) return
  const { rows } = await pool(payload).query<{ id: string }>(
    `SELECT stripe_subscription_id AS id FROM memberships WHERE member_id = $1 AND stripe_subscription_id IS NOT NULL AND status <> 'ended'`,
    [memberId],
  )
  if (!rows[0]) return
  try {
    const subscription = await stripe.subscriptions.retrieve(rows[0].id)
    if (!OVER.has(subscription.status)) await stripe.subscriptions.cancel(subscription.id)
  } catch (error) {
    console.error('Abonnement non arrêté avant un effacement :', error)
    throw new ApiError(503, BILLING_ERRORS.stripeUnreachable)
  }
}
