import type { Payload } from 'payload'

import { RATE_LIMITS, type RateLimitName } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'

import { clientAddress } from './clientAddress'
import { ApiError } from './errors'
import { pool } from '../db/pool'

/**
 * Fixed-window counters in Postgres (table rate_limits), so that the limits hold across
 * several app instances (DESIGN §4, §10), per client address (./clientAddress.ts).
 */
const HIT = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count`

/** RATE_LIMIT_MAX_<NAME> (e.g. RATE_LIMIT_MAX_REGISTER) overrides a limit's maximum. */
function maxFor(name: RateLimitName): number {
  const override = Number(process.env[`RATE_LIMIT_MAX_${name.toUpperCase()}`])
  return Number.isInteger(override) && override > 0 ? override : RATE_LIMITS[name].max
}

export async function enforceRateLimit(payload: Payload, req: Request, name: RateLimitName): Promise<void> {
  const { windowSeconds } = RATE_LIMITS[name]
  const max = maxFor(name)
  const { rows } = await pool(payload).query<{ count: number }>(HIT, [`${name}:${clientAddress(req)}`, windowSeconds])
  if (Math.random() < 0.01) {
    await pool(payload).query('DELETE FROM rate_limits WHERE reset_at < now()')
  }
  if ((rows[0]?.count ?? 0) > max) throw new ApiError(429, API_ERRORS.rateLimited)
}
