import { setTimeout as sleep } from 'node:timers/promises'

import { APIError, AuthenticationError, type Payload } from 'payload'

import { FAILED_LOGIN_MIN_MS } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'

import { withPasswordHashing } from './hashingGate'
import { clearFailures, reserveAttempt, throttleKey } from './loginThrottle'
import { spendAPasswordCheck } from './password'
import { pool } from '../db/pool'
import { clientAddress } from '../http/clientAddress'
import { ApiError } from '../http/errors'
import { enforceRateLimit } from '../http/rateLimit'

async function accountExists(payload: Payload, email: string): Promise<boolean> {
  const { rowCount } = await pool(payload).query('SELECT 1 FROM users WHERE email = $1', [email.trim().toLowerCase()])
  return (rowCount ?? 0) > 0
}

/**
 * Any refusal of a known account's login counts as wrong credentials and answers as such:
 * Payload's own 400s (a blank password…) would otherwise tell that the account exists.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof ApiError) return error.status < 500
  if (error instanceof APIError) return error.status < 500
  return error instanceof AuthenticationError
}

/**
 * Every login (our /api/auth/login and Payload's /cms-api/users/login) goes through here: the
 * address's rate limit, the delay of this account and address after repeated failures (the
 * same 429 for any address, with or without an account), the same time spent whether the
 * account exists or not (an unknown address costs one password check too, and every refusal
 * waits out FAILED_LOGIN_MIN_MS), and each attempt counted before its password is checked
 * (reserveAttempt), the count cleared by a success only.
 */
export async function throttledLogin<T>(
  payload: Payload,
  req: Request,
  email: string,
  password: string,
  login: () => Promise<T>,
): Promise<T> {
  await enforceRateLimit(payload, req, 'login')
  const key = throttleKey(email, clientAddress(req))
  const arrived = performance.now()
  if (!(await reserveAttempt(payload, key))) throw new ApiError(429, API_ERRORS.loginThrottled)
  try {
    if (!(await accountExists(payload, email))) {
      await spendAPasswordCheck(password)
      throw new ApiError(401, API_ERRORS.invalidCredentials)
    }
    const result = await withPasswordHashing(login)
    await clearFailures(payload, key)
    return result
  } catch (error) {
    if (!isRefusal(error)) throw error
    await sleep(Math.max(0, FAILED_LOGIN_MIN_MS - (performance.now() - arrived)))
    throw new ApiError(401, API_ERRORS.invalidCredentials)
  }
}
