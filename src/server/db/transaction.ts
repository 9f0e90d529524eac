import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { postgresAdapter } from './payloadInternals'

export { sql }

/** A list of ids as one PostgreSQL array literal, for `= ANY(${intArray(ids)}::int[])`: drizzle's `sql` spreads a JS array into several parameters. */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

type SQL = ReturnType<typeof sql>
type Executor = PostgresAdapter['drizzle']

/** One Payload transaction: Local API calls join it through `req`, raw SQL through `query`. */
export type Transaction = {
  req: { transactionID: string | number }
  query: <R = Record<string, unknown>>(statement: SQL) => Promise<R[]>
}

async function rowsOf<R>(executor: Executor | PostgresAdapter['sessions'][string]['db'], statement: SQL): Promise<R[]> {
  return (await executor.execute<Record<string, unknown>>(statement)).rows as R[]
}

/** The open transaction `transactionID` names (a Payload operation's, or inTransaction's), if there is one. */
export async function openTransaction(payload: Payload, transactionID: unknown): Promise<Transaction | undefined> {
  const id = transactionID instanceof Promise ? await (transactionID as Promise<unknown>) : transactionID
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  const session = postgresAdapter(payload).sessions[String(id)]
  return session ? { req: { transactionID: id }, query: (statement) => rowsOf(session.db, statement) } : undefined
}

/**
 * The transaction of the Payload operation a hook runs in (Payload opens one for each create,
 * update and delete), or the pool when there is none.
 */
export async function operationTransaction(req: PayloadRequest): Promise<Transaction> {
  const open = await openTransaction(req.payload, req.transactionID)
  if (open) return open
  const executor = postgresAdapter(req.payload).drizzle
  return { req: { transactionID: '' }, query: (statement) => rowsOf(executor, statement) }
}

/** Statements run on the pool, outside any transaction: for reads that need no consistency with others. */
export function outsideTransaction(payload: Payload): Pick<Transaction, 'query'> {
  return { query: (statement) => rowsOf(postgresAdapter(payload).drizzle, statement) }
}

/**
 * Runs `work` in one database transaction, committed when it returns and rolled back when it
 * throws: Local API calls given `tx.req` and statements run with `tx.query` all belong to it.
 */
export async function inTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter has no transactions')
  const session = postgresAdapter(payload).sessions[String(transactionID)]
  const tx: Transaction = { req: { transactionID }, query: (statement) => rowsOf(session.db, statement) }
  try {
    const result = await work(tx)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
