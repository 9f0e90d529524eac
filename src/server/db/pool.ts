import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** The pg pool of Payload's Postgres adapter, for the few queries done in SQL (counts, counters, health). */
export function pool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}
