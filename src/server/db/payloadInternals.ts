import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload, PayloadRequest } from 'payload'

import { processWide } from '../processWide'

/**
 * The one place where we reach under Payload's public types: its Postgres adapter's
 * pool, drizzle instance and transaction sessions, which Payload types as a generic database
 * adapter. Every other module goes through these functions.
 */

/** Payload's database as the Postgres adapter it is (payload.config.ts configures no other). */
export function postgresAdapter(payload: Payload): PostgresAdapter {
  // `payload.db` is typed as Payload's base adapter, which lacks the Postgres one's members.
  return payload.db as unknown as PostgresAdapter
}

/** The committed migrations as Payload's `migrate` takes them (it types their arguments as unknown). */
export function asPayloadMigrations(migrations: readonly { name: string }[]): Migration[] {
  return migrations as Migration[]
}

type DrizzleTransaction = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>
type Session = { db: object }
type TransactionInternals = {
  drizzle: { transaction: DrizzleTransaction }
  sessions: Record<string, Session | undefined>
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
}

/**
 * The Payload sources this patch was written against (@payloadcms/drizzle 3.90.2), by SHA-256:
 * a test fails when Payload changes them, so the patch is read again.
 */
export const PATCHED_PAYLOAD_SOURCES = {
  'dist/transactions/beginTransaction.js': '19c7efa7721a08db4343512386ecb7b3a90b17b98b369cbe458313976d6c1763',
  'dist/transactions/commitTransaction.js': 'bae2d14de0f2d4d21793d2a5ae916c97c87e9f01adc4c9b20c234ec6c56158b2',
}

/**
 * Payload's Postgres adapter swallows a failed COMMIT (@payloadcms/drizzle beginTransaction:
 * the drizzle transaction's rejection is caught and dropped), so a write whose commit never
 * reached the database, the connection lost on the way, would be acknowledged. This makes
 * `commitTransaction` throw that error instead: the request then fails (503 for a lost
 * database) and nothing unsaved is acknowledged. The failure is recorded by the drizzle
 * transaction object, which Payload keeps as the session's `db`. A commit that succeeds then runs
 * what waits for it (afterCommit below).
 */
export function reportFailedCommits(payload: Payload): void {
  // Payload's base adapter type lacks these Postgres members (see postgresAdapter above).
  const adapter = payload.db as unknown as TransactionInternals
  const failures = new WeakMap<object, unknown>()
  const wrapped = new WeakSet<object>()

  const watchTransactions = () => {
    const drizzle = adapter.drizzle
    if (wrapped.has(drizzle)) return
    wrapped.add(drizzle)
    const transaction = drizzle.transaction.bind(drizzle)
    drizzle.transaction = (work, config) => {
      let tx: object | undefined
      const done = transaction((given) => {
        tx = given
        return work(given)
      }, config)
      // Attached before the adapter's own catch, so it has run when commitTransaction returns.
      done.catch((error: unknown) => {
        if (tx) failures.set(tx, error ?? new Error('transaction failed'))
      })
      return done
    }
  }

  const begin = adapter.beginTransaction.bind(adapter)
  adapter.beginTransaction = async (options) => {
    watchTransactions()
    return begin(options)
  }
  const commit = adapter.commitTransaction.bind(adapter)
  adapter.commitTransaction = async (incoming) => {
    const id = incoming instanceof Promise ? await incoming : incoming
    const session = adapter.sessions[String(id)]
    await commit(id)
    if (session && failures.has(session.db)) throw failures.get(session.db)
    if (session) await runAfterCommit(session)
  }
}

/** What waits for a transaction's commit, by its session (dropped with it when it rolls back). */
const waitingForCommit = () => processWide('waitingForCommit', () => new WeakMap<Session, Array<() => Promise<void>>>())

async function runAfterCommit(session: Session): Promise<void> {
  const works = waitingForCommit().get(session) ?? []
  waitingForCommit().delete(session)
  // The change is committed: what follows it may fail without making the request fail.
  for (const work of works) await work().catch((error: unknown) => console.error('[db] a task after a commit failed', error))
}

/**
 * Runs `work` once the transaction `transactionID` has committed, before `commitTransaction`
 * returns (so before the request answers), and never if it rolls back. Payload has no hook after
 * its commit: an afterChange hook runs inside the transaction. Without a transaction, now.
 */
export async function afterCommit(payload: Payload, transactionID: unknown, work: () => Promise<void>): Promise<void> {
  const id = transactionID instanceof Promise ? await (transactionID as Promise<unknown>) : transactionID
  // The transaction sessions of the Postgres adapter, which Payload's base adapter type lacks.
  const sessions = (payload.db as unknown as TransactionInternals).sessions
  const session = id === undefined || id === null || id === '' ? undefined : sessions[String(id)]
  if (!session) return work()
  const works = waitingForCommit().get(session) ?? []
  waitingForCommit().set(session, [...works, work])
}

/**
 * A user row read with `payload.db.findOne`, as Payload's session helpers take it
 * (addSessionToUser, getFieldsToSign): they read the row's id, email and sessions only.
 */
export function asSessionUser(user: { id: number; email: string }): NonNullable<PayloadRequest['user']> {
  // The adapter's row lacks the `collection` tag Payload's request user type carries.
  return user as unknown as NonNullable<PayloadRequest['user']>
}
