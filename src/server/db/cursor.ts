import type { Payload } from 'payload'

import { pool } from './pool'

/**
 * The rows of one query in batches, read through a server-side cursor on a connection of its own
 * (a read-only transaction): an export of 100,000 rows holds one batch at a time, never the lot.
 * Stopping early (the download cancelled) rolls the transaction back and frees the connection.
 */
export async function* batchesOf<R>(payload: Payload, text: string, values: unknown[] = [], size = 1000): AsyncGenerator<R[]> {
  const client = await pool(payload).connect()
  let finished = false
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`DECLARE batches NO SCROLL CURSOR FOR ${text}`, values)
    for (;;) {
      const { rows } = await client.query<R & Record<string, unknown>>(`FETCH ${size} FROM batches`)
      if (rows.length === 0) break
      yield rows
    }
    await client.query('COMMIT')
    finished = true
  } finally {
    if (!finished) await client.query('ROLLBACK').catch(() => undefined)
    client.release()
  }
}
