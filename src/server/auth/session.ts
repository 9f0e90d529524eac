import {
  createLocalReq,
  executeAuthStrategies,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
  getFieldsToSign,
  jwtSign,
  logoutOperation,
  type Payload,
} from 'payload'
import { addSessionToUser, generateCookie, getCookieExpiration } from 'payload/shared'

import { hasRole, type Role } from '@/domain/roles'
import { SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import type { User } from '@/payload-types'

import { asSessionUser } from '../db/payloadInternals'
import type { Transaction } from '../db/transaction'
import { forbidden, unauthenticated } from '../http/errors'
import { assertDatabaseReachable } from '../http/outage'

/** The session is Payload's HTTP-only cookie (DESIGN §4); these helpers read and set it. */

export async function currentUser(payload: Payload, req: Request): Promise<User | null> {
  // Payload's strategies, as `payload.auth` runs them, without what it adds for the admin panel:
  // every collection's and field's permissions, worked out on each call, which a route never reads.
  const local = await createLocalReq({ req: { headers: req.headers } }, payload)
  const { user } = await executeAuthStrategies({ headers: req.headers, payload, req: local })
  if (user && user.collection === 'users') return user as User
  // Payload answers "no user" when the database is down too: a session cookie that finds no one
  // gets a 503 then, not a 401 that would send a signed-in person to the login page.
  if (hasSessionCookie(payload, req)) await assertDatabaseReachable(payload)
  return null
}

export function hasSessionCookie(payload: Payload, req: Request): boolean {
  return (req.headers.get('cookie') ?? '').includes(`${payload.config.cookiePrefix}-token=`)
}

export async function requireUser(payload: Payload, req: Request): Promise<User> {
  const user = await currentUser(payload, req)
  if (!user) throw unauthenticated()
  return user
}

/** The session's user when their role is one of `roles`: 401 without a session, 403 otherwise. */
export async function requireRole(payload: Payload, req: Request, roles: readonly Role[]): Promise<User> {
  const user = await requireUser(payload, req)
  if (!hasRole(user, roles)) throw forbidden()
  return user
}

export function requireAdmin(payload: Payload, req: Request): Promise<User> {
  return requireRole(payload, req, ['admin'])
}

function authConfig(payload: Payload) {
  return payload.collections.users.config.auth
}

function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix, token })
}

/** Logs in and returns the user with the Set-Cookie value that opens the session. */
export async function openSession(payload: Payload, email: string, password: string) {
  const result = await payload.login({ collection: 'users', data: { email, password } })
  if (!result.token || !result.user) throw new Error('login returned no token')
  return { user: result.user as User, cookie: sessionCookie(payload, result.token) }
}

/**
 * Opens a session for an account whose password the server has just set itself (sign-up, a
 * password chosen at step 7 or by reset): the same session record and token Payload's login
 * makes (payload/dist/auth/operations/login.js), without checking the password again — a
 * second PBKDF2 hash would double the cost of a sign-up. Given `tx`, the session is
 * stored in that transaction.
 */
export async function issueSession(payload: Payload, userId: number, tx?: Transaction): Promise<string> {
  const collectionConfig = payload.collections.users.config
  const req = await createLocalReq({}, payload)
  if (tx) req.transactionID = tx.req.transactionID
  const user = await payload.db.findOne<{ id: number; email: string }>({ collection: 'users', req, where: { id: { equals: userId } } })
  if (!user) throw new Error(`no user ${userId} to open a session for`)
  const sessionUser = asSessionUser(user)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: sessionUser })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: sessionUser })
  const { token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  return sessionCookie(payload, token)
}

/** Ends the caller's session server-side and returns the Set-Cookie value that clears it. */
export async function closeSession(payload: Payload, user: User): Promise<string> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
  return endedSessionCookie(payload)
}

/** The Set-Cookie value that clears the session cookie. */
export function endedSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix })
}

/**
 * The headers that send a session cookie made here (opening or closing the session) with its
 * readable hint (src/domain/sessionHint.ts), set or cleared alongside it, for the same time.
 */
export function sessionCookieHeaders(payload: Payload, cookie: string): Headers {
  const { cookies, tokenExpiration } = authConfig(payload)
  const opens = !cookie.startsWith(`${payload.config.cookiePrefix}-token=;`)
  const hint = generateCookie<false>({
    returnCookieAsObject: false,
    name: SESSION_HINT_COOKIE,
    value: opens ? '1' : '',
    expires: opens ? getCookieExpiration({ seconds: tokenExpiration }) : new Date(0),
    path: '/',
    domain: cookies.domain ?? undefined,
    sameSite: typeof cookies.sameSite === 'string' ? cookies.sameSite : undefined,
    secure: cookies.secure,
    httpOnly: false,
  })
  const headers = new Headers()
  headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', hint)
  return headers
}
