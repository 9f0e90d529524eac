import type { CollectionAfterChangeHook } from 'payload'

import type { Dinner } from '@/payload-types'
import { operationTransaction } from '@/server/db/transaction'
import { promoteWaitlistOf } from '@/server/dinners/base/bookings'

/** More seats, or the dinner published again: the waitlist moves up in the same transaction. */
export const promoteWhenSeatsFree: CollectionAfterChangeHook<Dinner> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'published') return doc
  if (previousDoc?.status === 'published' && doc.seats <= previousDoc.seats) return doc
  await promoteWaitlistOf(req.payload, await operationTransaction(req), doc.id)
  return doc
}
