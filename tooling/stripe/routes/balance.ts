/** The account's balance transactions: `/v1/balance_transactions`, what each payment and refund moved, with Stripe's fee. */
import { settleAvailability } from '../balance'
import { list, readRange, retrieve } from './route'

export const balanceRoutes = [
  retrieve('/v1/balance_transactions/:id', 'balance_transaction', (store) => store.balanceTransactions),
  list(
    '/v1/balance_transactions',
    'balance_transaction',
    (params) => ({
      created: readRange(params, 'created'),
      type: params.optionalString('type'),
      source: params.optionalString('source'),
      currency: params.optionalString('currency'),
    }),
    (standIn, input) =>
      [...standIn.store.balanceTransactions.values()]
        .map((transaction) => settleAvailability(transaction, standIn.clock.now()))
        .filter(
          (transaction) =>
            (!input.created || input.created(transaction.created)) &&
            (!input.type || transaction.type === input.type) &&
            (!input.source || transaction.source === input.source) &&
            (!input.currency || transaction.currency === input.currency),
        ),
  ),
]
