import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { LOGIN_DELAY_FIRST_SECONDS, LOGIN_DELAY_MAX_SECONDS, LOGIN_FAILURES_BEFORE_DELAY } from '@/domain/limits'

import { pool } from '../db/pool'
import { payloadSecret } from '../env'

/**
 * Failed logins per account and client address (DESIGN §4), in Postgres so that every
 * instance sees them. The key is an HMAC of the pair: the table holds no e-mail or address.
 * An unknown e-mail is counted exactly like a known one, so the answers say nothing of
 * which accounts exist.
 */
export function throttleKey(email: string, address: string): string {
  return createHmac('sha256', payloadSecret()).update(`${email.trim().toLowerCase()}\n${address}`).digest('hex')
}

/**
 * Counts this attempt as a failure before its password is checked, in one statement, and
 * answers whether it may be checked at all. The attempt that reaches the limit blocks the key at
 * once, so that parallel guesses queue on the row's lock and find it blocked: no more reach
 * the hash than the limit allows, whatever the number of instances. A success clears the count
 * (clearFailures); an attempt that ends in a server error stays counted, which errs on the safe side.
 */
/** An hour without attempts, counted from the end of the last block: the count starts again. */
const CALM = `greatest(t.updated_at, coalesce(t.blocked_until, t.updated_at)) < now() - interval '1 hour'`

export async function reserveAttempt(payload: Payload, key: string): Promise<boolean> {
  const db = pool(payload)
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle AS t (key, failures, updated_at, blocked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $2::int THEN now() + make_interval(secs => $3::float8) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN ${CALM} THEN 1 ELSE t.failures + 1 END,
       updated_at = now(),
       blocked_until = CASE
         WHEN ${CALM} OR t.failures + 1 < $2::int THEN NULL
         ELSE now() + make_interval(secs => LEAST($4::float8, $3::float8 * 2 ^ LEAST(t.failures + 1 - $2::int, 30)))
       END
     WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
     RETURNING failures`,
    [key, LOGIN_FAILURES_BEFORE_DELAY, LOGIN_DELAY_FIRST_SECONDS, LOGIN_DELAY_MAX_SECONDS],
  )
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day'`)
  return rows.length > 0
}

export async function clearFailures(payload: Payload, key: string): Promise<void> {
  await pool(payload).query('DELETE FROM login_throttle WHERE key = $1', [key])
}
