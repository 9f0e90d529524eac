import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { BILLING_ERRORS } from '@/domain/billing/billingTexts'

import { applyEvent, type OnMembershipEnded } from './applyStripe'
import { inTransaction, sql } from '../../db/transaction'
import { stripeSettings } from '../../env'
import { ApiError } from '../../http/errors'
import { stripeClient } from '../stripeClient'

/** The event if Stripe signed it with our endpoint's secret (the SDK checks the signature and its age); 400 otherwise. */
function verified(stripe: Stripe | null, body: string, signature: string | null): { stripe: Stripe; event: Stripe.Event } {
  const secret = stripeSettings()?.webhookSecret
  if (!stripe || !secret || !signature) throw new ApiError(400, BILLING_ERRORS.badSignature)
  try {
    return { stripe, event: stripe.webhooks.constructEvent(body, signature, secret) }
  } catch {
    throw new ApiError(400, BILLING_ERRORS.badSignature)
  }
}

/**
 * A Stripe event, applied once: its id is recorded in the transaction of the change it brings, so
 * a replay or a second delivery finds it and changes nothing, and a failure leaves neither (Stripe
 * delivers it again). Answers whether it was new.
 */
export async function receiveStripeEvent(
  payload: Payload,
  body: string,
  signature: string | null,
  ending: OnMembershipEnded,
): Promise<boolean> {
  const { stripe, event } = verified(stripeClient(), body, signature)
  return inTransaction(payload, async (tx) => {
    const fresh = await tx.query(sql`
      INSERT INTO billing_events (event_id, type) VALUES (${event.id}, ${event.type}) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`)
    if (fresh.length === 0) return false
    await applyEvent(tx, stripe, ending, event)
    return true
  })
}
