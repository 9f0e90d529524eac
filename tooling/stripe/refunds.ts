/** Refunds of a succeeded payment, whole or in part, as Stripe refuses and tells them. */
import { refundTransaction } from './balance'
import { invalidRequest } from './errors'
import { newId } from './ids'
import type { Metadata, PaymentIntent, Refund } from './shapes'
import type { StandIn } from './state'

/** Refunds part or all of a succeeded intent's charge (`refund.created`, `charge.refunded`). */
export function refund(
  standIn: StandIn,
  intent: PaymentIntent,
  amount: number | undefined,
  metadata: Metadata,
  reason: Refund['reason'],
  now: number,
): Refund {
  const charge = typeof intent.latest_charge === 'string' ? standIn.store.charges.get(intent.latest_charge) : undefined
  if (!charge || charge.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: 'payment_intent' })
  }
  if (charge.refunded) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })
  const remaining = charge.amount - charge.amount_refunded
  const refunded = amount ?? remaining
  if (refunded <= 0) throw invalidRequest('Invalid positive integer', { param: 'amount', code: 'parameter_invalid_integer' })
  if (refunded > remaining) {
    throw invalidRequest(`Refund amount (${refunded / 100} €) is greater than unrefunded amount on charge (${remaining / 100} €)`, {
      param: 'amount',
      code: 'amount_too_large',
    })
  }
  const created: Refund = {
    id: newId('re'),
    object: 'refund',
    amount: refunded,
    balance_transaction: null,
    charge: charge.id,
    created: now,
    currency: charge.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    receipt_number: null,
    status: 'succeeded',
  }
  created.balance_transaction = refundTransaction(standIn, created, charge.id.startsWith('py_'), now)
  standIn.store.refunds.set(created.id, created)
  charge.amount_refunded += refunded
  charge.refunded = charge.amount_refunded === charge.amount
  standIn.events.emit('refund.created', created, now)
  standIn.events.emit('charge.refunded', charge, now)
  return created
}
