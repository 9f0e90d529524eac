import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import { withPasswordHashing } from './hashingGate'
import { pool } from '../db/pool'

const derive = promisify(pbkdf2)

/**
 * Payload's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * 'pbkdf2-sha256-v1:' + 600,000 iterations and 32 bytes now, 25,000 iterations and 512 bytes
 * for older hashes. Payload does not export its check, so it is mirrored here, for the checks
 * that must not open a session (a password change, an e-mail change).
 */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

async function matches(password: string, salt: string, stored: string): Promise<boolean> {
  const current = stored.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? stored.slice(CURRENT.prefix.length) : stored, 'hex')
  const derived = await withPasswordHashing(() => derive(password, salt, iterations, keyLength, 'sha256'))
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/** Whether `password` is the account's current one (the time of one check either way). */
export async function isCurrentPassword(payload: Payload, userId: number, password: string): Promise<boolean> {
  const { rows } = await pool(payload).query<{ salt: string | null; hash: string | null }>('SELECT salt, hash FROM users WHERE id = $1', [
    userId,
  ])
  const { salt, hash } = rows[0] ?? {}
  if (!salt || !hash) {
    await spendAPasswordCheck(password)
    return false
  }
  return matches(password, salt, hash)
}

/** The cost of one password check, spent where there is nothing to check (no such account). */
export async function spendAPasswordCheck(password: string): Promise<void> {
  await withPasswordHashing(() => derive(password, 'cercle-no-account', CURRENT.iterations, CURRENT.keyLength, 'sha256'))
}
