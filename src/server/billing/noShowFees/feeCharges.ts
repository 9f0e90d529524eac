import Stripe from 'stripe'

import { sql, type Transaction } from '../../db/transaction'
import { lockMembership } from '../memberships'
import { changeFee, type FeeRow } from './feeRecords'
import { dropFeeFailure, planFeeFailure } from './feeSteps'
import { idOf } from '../stripe/ids'

/**
 * A fee charged off-session on the member's payment method: a PaymentIntent created and confirmed
 * at once (`off_session: true, confirm: true`), under a key of the booking and the attempt, so two
 * runs at once or a retried call charge once. The card's details stay at Stripe: we name the
 * customer and the payment method Stripe keeps for the membership.
 */

/** The payment method the membership is paid with: the customer's default, else the subscription's. */
async function paymentMethodOf(stripe: Stripe, customerId: string, subscriptionId: string | null): Promise<string | null> {
  const customer = await stripe.customers.retrieve(customerId)
  const own = customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method)
  if (own || !subscriptionId) return own
  return idOf((await stripe.subscriptions.retrieve(subscriptionId)).default_payment_method)
}

type Outcome = { status: 'succeeded' | 'processing' | 'failed'; intentId: string | null }

const outcomeOf = (intent: Stripe.PaymentIntent): Outcome['status'] =>
  intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed'

/** Charges the fee once per `attempt`; a declined card is an outcome, any other error goes up (the job retries). */
async function attemptCharge(tx: Transaction, stripe: Stripe, fee: FeeRow, attempt: string): Promise<Outcome> {
  const membership = await lockMembership(tx, fee.member_id)
  const customer = membership?.stripe_customer_id
  const method = customer ? await paymentMethodOf(stripe, customer, membership.stripe_subscription_id) : null
  if (!customer || !method) return { status: 'failed', intentId: null }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: fee.amount_cents,
        currency: 'eur',
        customer,
        payment_method: method,
        off_session: true,
        confirm: true,
        description: 'Frais d’absence sans prévenir',
        metadata: { noShowFeeBooking: String(fee.booking_id), memberId: String(fee.member_id) },
      },
      { idempotencyKey: `cercle-no-show-fee-${fee.booking_id}-${attempt}` },
    )
    return { status: outcomeOf(intent), intentId: intent.id }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return { status: 'failed', intentId: error.payment_intent?.id ?? null }
    throw error
  }
}

/**
 * What a charge's outcome makes of the fee: charged (recovered, after a failure: its steps
 * dropped), a debit on its way, or failed (the failed-payment path planned, once per failure).
 */
async function settleFee(tx: Transaction, fee: FeeRow, outcome: Outcome, now: Date): Promise<FeeRow> {
  const intent = { payment_intent_id: outcome.intentId ?? fee.payment_intent_id }
  if (outcome.status === 'succeeded') {
    if (fee.status === 'charged') return fee
    const recovered = fee.status === 'failed'
    if (recovered) await dropFeeFailure(tx, fee.booking_id)
    return changeFee(tx, fee, { ...intent, status: 'charged', failed_at: null }, recovered ? 'noShowFee.recovered' : 'noShowFee.charged')
  }
  if (outcome.status === 'processing') return changeFee(tx, fee, { ...intent, status: 'processing' }, null)
  if (fee.status === 'failed') return changeFee(tx, fee, intent, null)
  await planFeeFailure(tx, fee.booking_id, now, now)
  return changeFee(tx, fee, { ...intent, status: 'failed', failed_at: now }, 'noShowFee.failed')
}

/** Charges a locked fee (new, or failing) and records the outcome. */
export async function chargeFee(tx: Transaction, stripe: Stripe, fee: FeeRow, attempt: string, now: Date): Promise<FeeRow> {
  return settleFee(tx, fee, await attemptCharge(tx, stripe, fee, attempt), now)
}

/**
 * The absence taken back: a charged fee refunded in full (under a key of the payment, so a second
 * call refunds nothing more), a failing one cancelled with its steps. A debit still on its way is
 * refunded once it settles (`applyFeeIntent`).
 */
export async function takeBackFee(tx: Transaction, stripe: Stripe | null, fee: FeeRow): Promise<FeeRow> {
  if (fee.status === 'failed') {
    await dropFeeFailure(tx, fee.booking_id)
    return changeFee(tx, fee, { status: 'cancelled', failed_at: null }, 'noShowFee.cancelled')
  }
  if (fee.status !== 'charged' || !fee.payment_intent_id || !stripe) return fee
  const refund = await stripe.refunds.create(
    { payment_intent: fee.payment_intent_id, reason: 'requested_by_customer', metadata: { noShowFeeBooking: String(fee.booking_id) } },
    { idempotencyKey: `cercle-no-show-fee-refund-${fee.booking_id}-${fee.payment_intent_id}` },
  )
  return changeFee(tx, fee, { status: 'refunded', refund_id: refund.id }, 'noShowFee.refunded')
}

/**
 * A fee's PaymentIntent event (a SEPA debit settled, a payment made elsewhere), read back from
 * Stripe so events applied late, twice or crosswise end the same: only the fee's latest intent
 * counts; a fee whose absence was taken back meanwhile is refunded as soon as it is paid.
 */
export async function applyFeeIntent(tx: Transaction, stripe: Stripe, intentId: string, now: Date): Promise<void> {
  const intent = await stripe.paymentIntents.retrieve(intentId)
  const bookingId = Number(intent.metadata?.noShowFeeBooking)
  if (!Number.isInteger(bookingId) || bookingId <= 0) return
  const [fee] = await tx.query<FeeRow>(sql`SELECT * FROM no_show_fees WHERE booking_id = ${bookingId} FOR UPDATE`)
  if (!fee || fee.payment_intent_id !== intent.id || !['processing', 'failed'].includes(fee.status)) return
  if (intent.status === 'processing' || intent.status === 'requires_confirmation') return
  const settled = await settleFee(tx, fee, { status: outcomeOf(intent), intentId: intent.id }, now)
  const [booking] = await tx.query<{ attendance: string | null }>(sql`SELECT attendance FROM bookings WHERE id = ${bookingId}`)
  // The absence taken back while the debit was on its way: a paid fee is refunded, a failed one
  // cancelled with its steps (never pursued by mails and retries).
  if (booking?.attendance !== 'no_show') await takeBackFee(tx, stripe, settled)
}
