import type Stripe from 'stripe'

import { changeMembership, lockMembership, type MembershipJournal, type MembershipRow, STRIPE_ACTOR } from '../memberships'
import { invoiceSubscription, subscriptionChange, ticketChange } from './stripeState'
import { sql, type Transaction } from '../../db/transaction'
import { applyFeeIntent } from '../noShowFees/feeCharges'
import { planRetriesForCustomer } from '../noShowFees/feeSteps'
import { followPaymentFailure } from '../payments/failedPayments'

/**
 * An event's membership brought to what Stripe holds now: the row locked first (two events for
 * one member wait for each other), then the object read back from Stripe, then the change and its
 * Journal entry. Events of no member of ours (another app on the account) change nothing.
 */

type Kind = MembershipJournal['kind']

/**
 * What a cancelled membership's end does beyond its row: the dinners from its date on given up.
 * Supplied by the callers (the webhook's route, the nightly job), as bookings stand above billing.
 */
export type OnMembershipEnded = (tx: Transaction, memberId: number, from: Date) => Promise<void>

/** The member an object names: our metadata first, else the customer we created for them. */
async function memberOf(tx: Transaction, metadata: Stripe.Metadata | null | undefined, customer: unknown): Promise<number | null> {
  const id = Number(metadata?.memberId)
  if (Number.isInteger(id) && id > 0) return id
  const customerId = typeof customer === 'string' ? customer : (customer as { id?: string } | null)?.id
  if (!customerId) return null
  const [row] = await tx.query<{ member_id: number }>(sql`SELECT member_id FROM memberships WHERE stripe_customer_id = ${customerId}`)
  return row?.member_id ?? null
}

/** Applies a subscription's current state to a locked row. */
export async function applySubscription(
  tx: Transaction,
  stripe: Stripe,
  row: MembershipRow,
  subscriptionId: string,
  ending: OnMembershipEnded,
  kind: Kind = 'membership.changed',
): Promise<MembershipRow> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] })
  const change = subscriptionChange(subscription, row)
  if (!change) return row
  const recovered = row.status === 'past_due' && change.status === 'active'
  const changed = await changeMembership(tx, row, change, { kind: recovered ? 'membership.paymentRecovered' : kind, actor: STRIPE_ACTOR })
  await followPaymentFailure(tx, row, changed)
  // A cancellation come to its date: the dinners from then on are no longer the member's.
  // (A renewal unpaid that was cancelled ends from `past_due`: its end date is what counts.)
  if (row.status !== 'ended' && changed.status === 'ended' && row.cancel_at) await ending(tx, row.member_id, new Date(row.cancel_at))
  return changed
}

async function applySession(tx: Transaction, stripe: Stripe, ending: OnMembershipEnded, sessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  const memberId = await memberOf(tx, session.metadata, session.customer)
  const row = memberId === null ? null : await lockMembership(tx, memberId)
  if (!row) return
  const subscription = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
  if (subscription) {
    await applySubscription(tx, stripe, row, subscription, ending)
    return
  }
  const change = session.mode === 'payment' ? ticketChange(session, row) : null
  if (change) await changeMembership(tx, row, change, { kind: 'membership.changed', actor: STRIPE_ACTOR })
}

async function applyToSubscription(
  tx: Transaction,
  stripe: Stripe,
  ending: OnMembershipEnded,
  subscriptionId: string | null,
  names: { metadata?: Stripe.Metadata | null; customer?: unknown },
): Promise<void> {
  if (!subscriptionId) return
  const memberId = await memberOf(tx, names.metadata, names.customer)
  const row = memberId === null ? null : await lockMembership(tx, memberId)
  if (row) await applySubscription(tx, stripe, row, subscriptionId, ending)
}

/** What an event changes, read back from Stripe; the other types are only recorded. */
export async function applyEvent(tx: Transaction, stripe: Stripe, ending: OnMembershipEnded, event: Stripe.Event): Promise<void> {
  const object = event.data.object as { id?: string }
  if (event.type.startsWith('checkout.session.') && object.id) return applySession(tx, stripe, ending, object.id)
  // A no-show fee's payment (its metadata names the booking; other intents change nothing).
  const feeIntent = event.type.startsWith('payment_intent.') && (object as Stripe.PaymentIntent).metadata?.noShowFeeBooking
  if (feeIntent && object.id) return applyFeeIntent(tx, stripe, object.id, new Date())
  // A new default payment method: the member's unpaid fees are charged again with it, once per event.
  if (event.type === 'customer.updated' && object.id && 'invoice_settings' in (event.data.previous_attributes ?? {}))
    return planRetriesForCustomer(tx, object.id, event.id, new Date())
  if (event.type.startsWith('customer.subscription.')) {
    const subscription = event.data.object as Stripe.Subscription
    return applyToSubscription(tx, stripe, ending, subscription.id, subscription)
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = event.data.object as Stripe.Invoice
    const details = invoice.parent?.subscription_details
    return applyToSubscription(tx, stripe, ending, invoiceSubscription(invoice), {
      metadata: details?.metadata,
      customer: invoice.customer,
    })
  }
}
