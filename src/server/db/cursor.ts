import type { Payload } from 'payload'

import { pool } from './pool'

/**
 * The rows of one query in batches, read through a server-side cursor on a connection of its own
 * (a read-only transaction): an export of 100,000 rows holds one batch at a time, never the lot.
 * Stopping early (the download cancelled) rolls the transaction back and frees the connection; a
 * download that stops reading is cut after a minute idle, so that it never holds the connection
 * (one of the pool's few) or the vacuum back for longer.
 */
export async function* batchesOf<R>(payload: Payload, text: string, values: unknown[] = [], size = 1000): AsyncGenerator<R[]> {
  const client = await pool(payload).connect()
  let finished = false
  let failure: Error | undefined
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = '60s'`)
    await client.query(`SET LOCAL statement_timeout = '60s'`)
    await client.query(`DECLARE batches NO SCROLL CURSOR FOR ${text}`, values)
    for (;;) {
      const { rows } = await client.query<R & Record<string, unknown>>(`FETCH ${size} FROM batches`)
      if (rows.length === 0) break
      yield rows
    }
    await client.query('COMMIT')
    finished = true
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    if (!finished) await client.query('ROLLBACK').catch((error: unknown) => (failure ??= error as Error))
    // A connection whose transaction could not be ended is dropped, not given back to the pool.
    client.release(failure)
  }
}
