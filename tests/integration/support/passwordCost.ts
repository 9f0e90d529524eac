import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

import { afterAll, beforeAll } from 'vitest'

/**
 * Payload derives every password with PBKDF2-SHA256 at 600,000 iterations (its
 * generatePasswordSaltHash.js, mirrored by src/server/auth/password.ts): about 0.4 s of a core on
 * CI's machine, spent for each account the suite creates and each sign-in, which was most of the
 * suite's time. Payload has no setting for it, so, as Django's and Laravel's testing guides
 * advise for their own hashers, this suite derives at 1,000 iterations: the same function, salt,
 * key length and stored format, so a password matches or fails exactly as it would; only the
 * cost is lower. A file that measures that cost (timing enumeration, the hashing gate's
 * overload) calls `realPasswordCost()`. End-to-end and scale-out tests run the production build
 * unchanged.
 */
const PRODUCTION_ITERATIONS = 600_000
const SUITE_ITERATIONS = 1_000

type Pbkdf2 = typeof crypto.pbkdf2
const state = globalThis as unknown as { realPbkdf2?: Pbkdf2; realPasswordCost?: boolean }

export function lowerPasswordCost(): void {
  // Every test file runs this setup; the worker's crypto module is patched once.
  if (state.realPbkdf2) return
  const real = (state.realPbkdf2 = crypto.pbkdf2)
  crypto.pbkdf2 = ((password, salt, iterations, keylen, digest, callback) =>
    real(
      password,
      salt,
      iterations === PRODUCTION_ITERATIONS && !state.realPasswordCost ? SUITE_ITERATIONS : iterations,
      keylen,
      digest,
      callback,
    )) as Pbkdf2
  syncBuiltinESMExports()
}

/** In this test file, passwords cost what they cost in production. */
export function realPasswordCost(): void {
  beforeAll(() => {
    state.realPasswordCost = true
  })
  afterAll(() => {
    state.realPasswordCost = false
  })
}
