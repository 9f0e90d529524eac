import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { postgresAdapter } from './payloadInternals'

/** The pg pool of Payload's Postgres adapter, for the few queries done in SQL (counts, counters, health). */
export function pool(payload: Payload): Pool {
  return postgresAdapter(payload).pool
}

/**
 * A pooled connection that dies (the database restarted) emits 'error', which is an uncaught
 * exception when nobody listens: the pool's own event for an idle connection, the client's for
 * one checked out (inside a transaction, between its queries). The pool drops that connection
 * and opens a new one on the next query, and the request that held it fails with the
 * connection error (a 503), so it is only logged.
 */
export function surviveLostConnections(payload: Payload): void {
  const connections = pool(payload)
  connections.on('error', (error) => console.warn(`[db] an idle connection was lost: ${error.message}`))
  const watched = new WeakSet<object>()
  // 'acquire' (each checkout) rather than 'connect': it also reaches the connections opened before this ran.
  connections.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', (error) => console.warn(`[db] a connection in use was lost: ${error.message}`))
  })
}
