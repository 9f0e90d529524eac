import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { ARTICLE_ORDER_LOCK, COMPACT_POSITIONS_SQL } from '@/server/articles/order'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'
import { operationTransaction } from '@/server/db/transaction'

/**
 * A new article goes last. Every change of positions (this, a reorder, a deletion) takes the same
 * transaction lock first, so they happen one after the other and positions stay 1..n, unique.
 */
export const appendPosition: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const tx = await operationTransaction(req)
  await tx.query(sql`SELECT pg_advisory_xact_lock(${ARTICLE_ORDER_LOCK})`)
  const rows = await tx.query<{ next: number }>(sql`SELECT coalesce(max(position), 0) + 1 AS next FROM articles`)
  return { ...data, position: Number(rows[0]?.next ?? 1) }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.articles)
  return doc
}

/**
 * A deletion takes the lock before its row is deleted: taken after, while holding that row, it
 * would wait for a reorder that waits for the row (a deadlock).
 */
export const lockBeforeDelete: CollectionBeforeDeleteHook = async ({ req }) => {
  await (await operationTransaction(req)).query(sql`SELECT pg_advisory_xact_lock(${ARTICLE_ORDER_LOCK})`)
}

/** After a deletion the positions close up again (1..n), in the deletion's transaction. */
export const compactAfterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await (await operationTransaction(req)).query(sql.raw(COMPACT_POSITIONS_SQL))
  await expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.articles)
  return doc
}
