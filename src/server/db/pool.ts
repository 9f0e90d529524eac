import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** The pg pool of Payload's Postgres adapter, for the few queries done in SQL (counts, counters, health). */
export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * A pooled connection that dies while idle (the database restarted) makes the pool emit
 * 'error', which would end the process when nobody listens: the pool drops that connection
 * and opens a new one on the next query, so it is only logged.
 */
export function surviveLostConnections(payload: Payload): void {
  pool(payload).on('error', (error) => console.warn(`[db] an idle connection was lost: ${error.message}`))
}
