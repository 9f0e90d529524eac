import type { Payload } from 'payload'

import { unavailable } from './errors'
import { pool } from '../db/pool'

/**
 * Errors that mean PostgreSQL cannot be reached, rather than that a query is wrong: refused or
 * dropped connections (ECONNREFUSED, ECONNRESET…), the server shutting down, crashing or
 * starting up (SQLSTATE 57P01–57P03), connection failures (class 08), too many connections.
 */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN'])
const SQLSTATE = /^(57P0[123]|08\d{3}|53300)$/
// Payload rewraps some without a cause ('Error: cannot begin transaction: connect ECONNREFUSED …'): the text is all there is.
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|\b(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTCONN)\b|the database system is (starting up|shutting down|in recovery mode)/i

/** Whether `error`, or any error it wraps (drizzle and Payload wrap pg's), is a lost database. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NODE_CODES.has(code) || SQLSTATE.test(code))) return true
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true
  return isDatabaseOutage(cause, depth + 1)
}

/**
 * Throws the 503 when PostgreSQL does not answer. For the places where Payload swallows the
 * database's error (its session check answers "no user"), so that an outage is not taken for
 * a missing session.
 */
export async function assertDatabaseReachable(payload: Payload): Promise<void> {
  try {
    await pool(payload).query('SELECT 1')
  } catch (error) {
    if (isDatabaseOutage(error)) throw unavailable()
    throw error
  }
}
