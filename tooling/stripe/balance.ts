/**
 * The account's balance: every charge that succeeds and every refund moves it by a balance
 * transaction, which says what Stripe kept. Fees follow Stripe's standard pricing in France: a
 * card of the European Economic Area 1.5 % + 0.25 €, a SEPA debit 0.35 €; a refund returns no fee.
 * Funds become available seven days later (France's payout schedule), as `available_on` says.
 */
import { DAY } from './clock'
import { newId } from './ids'
import type { BalanceTransaction, Charge, Refund } from './shapes'
import type { StandIn } from './state'

const AVAILABLE_AFTER_DAYS = 7

/** Stripe's processing fee on a payment of `amount` cents, rounded to the cent. */
function processingFee(amount: number, method: 'card' | 'sepa_debit'): number {
  return method === 'sepa_debit' ? 35 : Math.round(amount * 0.015) + 25
}

function record(
  standIn: StandIn,
  input: Pick<BalanceTransaction, 'amount' | 'currency' | 'description' | 'fee' | 'reporting_category' | 'source' | 'type'>,
  now: number,
): BalanceTransaction {
  const transaction: BalanceTransaction = {
    id: newId('txn'),
    object: 'balance_transaction',
    ...input,
    available_on: now + AVAILABLE_AFTER_DAYS * DAY,
    balance_type: 'payments',
    created: now,
    exchange_rate: null,
    fee_details: input.fee
      ? [{ amount: input.fee, application: null, currency: input.currency, description: 'Stripe processing fees', type: 'stripe_fee' }]
      : [],
    net: input.amount - input.fee,
    status: 'pending',
  }
  standIn.store.balanceTransactions.set(transaction.id, transaction)
  return transaction
}

/** A charge has succeeded: its amount in, Stripe's fee out (`charge` for a card, `payment` for a SEPA debit). */
export function chargeTransaction(standIn: StandIn, charge: Charge, now: number): string {
  const sepa = charge.id.startsWith('py_')
  return record(
    standIn,
    {
      amount: charge.amount,
      currency: charge.currency,
      description: charge.description,
      fee: processingFee(charge.amount, sepa ? 'sepa_debit' : 'card'),
      reporting_category: 'charge',
      source: charge.id,
      type: sepa ? 'payment' : 'charge',
    },
    now,
  ).id
}

/** A refund: its amount out, no fee back. */
export function refundTransaction(standIn: StandIn, refund: Refund, sepa: boolean, now: number): string {
  return record(
    standIn,
    {
      amount: -refund.amount,
      currency: refund.currency,
      description: 'REFUND FOR CHARGE',
      fee: 0,
      reporting_category: 'refund',
      source: refund.id,
      type: sepa ? 'payment_refund' : 'refund',
    },
    now,
  ).id
}

/** Pending funds become available on their day (read when listed). */
export function settleAvailability(transaction: BalanceTransaction, now: number): BalanceTransaction {
  if (transaction.status === 'pending' && transaction.available_on <= now) transaction.status = 'available'
  return transaction
}
