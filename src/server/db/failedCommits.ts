import type { Payload } from 'payload'

type DrizzleTransaction = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>
type Session = { db: object }
type Adapter = {
  drizzle: { transaction: DrizzleTransaction }
  sessions: Record<string, Session | undefined>
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
}

/**
 * Payload's Postgres adapter swallows a failed COMMIT (@payloadcms/drizzle beginTransaction:
 * the drizzle transaction's rejection is caught and dropped), so a write whose commit never
 * reached the database, the connection lost on the way, would be acknowledged. This makes
 * `commitTransaction` throw that error instead: the request then fails (503 for a lost
 * database) and nothing unsaved is acknowledged. The failure is recorded by the drizzle
 * transaction object, which Payload keeps as the session's `db`.
 */
export function reportFailedCommits(payload: Payload): void {
  const adapter = payload.db as unknown as Adapter
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
  }
}
