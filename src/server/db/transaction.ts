import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export { sql }

type SQL = ReturnType<typeof sql>
type Rows<R> = { rows: R[] }
type Executor = { execute: <R>(query: SQL) => Promise<Rows<R>> }

/** One Payload transaction: Local API calls join it through `req`, raw SQL through `query`. */
export type Transaction = {
  req: { transactionID: string | number }
  query: <R = Record<string, unknown>>(statement: SQL) => Promise<R[]>
}

/**
 * The transaction of the Payload operation a hook runs in (Payload opens one for each create,
 * update and delete), or the pool when there is none.
 */
export async function operationTransaction(req: PayloadRequest): Promise<Transaction> {
  const adapter = req.payload.db as unknown as { sessions: Record<string, { db: Executor }>; drizzle: Executor }
  const id = await req.transactionID
  const executor = (id !== undefined && id !== null && adapter.sessions[String(id)]?.db) || adapter.drizzle
  return { req: { transactionID: id ?? '' }, query: async <R>(statement: SQL) => (await executor.execute<R>(statement)).rows }
}

/**
 * Runs `work` in one database transaction, committed when it returns and rolled back when it
 * throws: Local API calls given `tx.req` and statements run with `tx.query` all belong to it.
 */
export async function inTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter has no transactions')
  const session = (payload.db as unknown as { sessions: Record<string, { db: Executor }> }).sessions[String(transactionID)]
  const tx: Transaction = {
    req: { transactionID },
    query: async <R>(statement: SQL) => (await session.db.execute<R>(statement)).rows,
  }
  try {
    const result = await work(tx)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
