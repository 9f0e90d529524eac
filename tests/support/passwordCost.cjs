/**
 * Payload derives every password with PBKDF2-SHA256 at 600,000 iterations (its
 * generatePasswordSaltHash.js, mirrored by src/server/auth/password.ts): 0.1 to 0.4 s of a core,
 * depending on the machine, for each account a test creates and each sign-in. Payload has no setting for it, so, as Django's and
 * Laravel's testing guides advise for their own hashers, the tests derive at 1,000 iterations: the
 * same function, salt, key length and stored format, so a password matches or fails exactly as it
 * would; only the cost is lower.
 *
 * Loaded once per process, two ways: the integration workers import it (their setup), and every
 * process of the e2e servers preloads it (`NODE_OPTIONS=--require`, tests/e2e/server.ts). The
 * build, the scale-out tests and the benchmarks never load it; the integration files that measure
 * the cost turn it off for themselves (`setRealPasswordCost(true)`).
 */
const crypto = require('node:crypto')
const { syncBuiltinESMExports } = require('node:module')

const PRODUCTION_ITERATIONS = 600_000
const TEST_ITERATIONS = 1_000

const state = globalThis
if (!state.__cercleRealPbkdf2) {
  const real = (state.__cercleRealPbkdf2 = crypto.pbkdf2)
  crypto.pbkdf2 = (password, salt, iterations, keylen, digest, callback) =>
    real(
      password,
      salt,
      iterations === PRODUCTION_ITERATIONS && !state.__cercleRealPasswordCost ? TEST_ITERATIONS : iterations,
      keylen,
      digest,
      callback,
    )
  // `import { pbkdf2 } from 'node:crypto'` reads the patched function too.
  syncBuiltinESMExports()
}

/** Passwords cost what they cost in production (true) or the tests' cost (false), in this process. */
function setRealPasswordCost(real) {
  state.__cercleRealPasswordCost = real
}

module.exports = { setRealPasswordCost }
