import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type pg from 'pg'

import type { Transaction } from '../../src/server/db/transaction'

type Statement = Parameters<Transaction['query']>[0]

/**
 * The plans of the statements `work` runs, as PostgreSQL executes them (EXPLAIN ANALYZE, each in
 * a transaction rolled back: a write changes nothing): `work` is handed a transaction that only
 * notes its statements, then they run for real. For the note beside the bench's figures
 * (BENCH_SCALE_EXPLAIN=1).
 */
export async function explainAnalyze(db: pg.Pool, work: (tx: Transaction) => Promise<unknown>): Promise<string[]> {
  const statements: Statement[] = []
  await work({
    req: { transactionID: '' },
    query: async (statement) => {
      statements.push(statement)
      return []
    },
  }).catch(() => undefined)
  const dialect = new PgDialect()
  const plans: string[] = []
  const client = await db.connect()
  try {
    for (const statement of statements) {
      const { sql, params } = dialect.sqlToQuery(statement)
      await client.query('BEGIN')
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)
      await client.query('ROLLBACK')
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
    }
  } finally {
    client.release()
  }
  return plans
}
