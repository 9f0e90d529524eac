import type { CollectionBeforeDeleteHook } from 'payload'

import { keepAfterErasure } from '@/server/account/keptAfterErasure'
import { operationTransaction } from '@/server/db/transaction'

/**
 * Before an account goes (its holder's DELETE /api/me, or an admin in Payload's admin): what its
 * erasure must not wipe is kept, in the operation's transaction, so that both happen or neither.
 */
export const keepWhatErasureMustNot: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if ((await req.transactionID) === undefined) throw new Error('an erasure keeps its records in its own transaction')
  await keepAfterErasure(req.payload, await operationTransaction(req), Number(id))
}
