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

export async function isThrottled(payload: Payload, key: string): Promise<boolean> {
  const { rows } = await pool(payload).query<{ blocked: boolean }>(
    'SELECT blocked_until > now() AS blocked FROM login_throttle WHERE key = $1',
    [key],
  )
  return Boolean(rows[0]?.blocked)
}

export async function recordFailure(payload: Payload, key: string): Promise<void> {
  const db = pool(payload)
  const { rows } = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle AS t (key, failures, updated_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.updated_at < now() - interval '1 hour' THEN 1 ELSE t.failures + 1 END,
       updated_at = now()
     RETURNING failures`,
    [key],
  )
  const beyond = (rows[0]?.failures ?? 0) - LOGIN_FAILURES_BEFORE_DELAY
  if (beyond >= 0) {
    const seconds = Math.min(LOGIN_DELAY_MAX_SECONDS, LOGIN_DELAY_FIRST_SECONDS * 2 ** beyond)
    await db.query('UPDATE login_throttle SET blocked_until = now() + make_interval(secs => $2) WHERE key = $1', [key, seconds])
  }
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day'`)
}

export async function clearFailures(payload: Payload, key: string): Promise<void> {
  await pool(payload).query('DELETE FROM login_throttle WHERE key = $1', [key])
}
