import {
  createLocalReq,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
  logoutOperation,
  type Payload,
} from 'payload'

import { hasRole, type Role } from '@/domain/roles'
import type { User } from '@/payload-types'

import { forbidden, unauthenticated } from '../http/errors'

/** The session is Payload's HTTP-only cookie (DESIGN §4); these helpers read and set it. */

export async function currentUser(payload: Payload, req: Request): Promise<User | null> {
  const { user } = await payload.auth({ headers: req.headers })
  return user && user.collection === 'users' ? (user as User) : null
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

/** Logs in and returns the user with the Set-Cookie value that opens the session. */
export async function openSession(payload: Payload, email: string, password: string) {
  const result = await payload.login({ collection: 'users', data: { email, password } })
  if (!result.token || !result.user) throw new Error('login returned no token')
  const cookie = generatePayloadCookie({
    collectionAuthConfig: authConfig(payload),
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return { user: result.user as User, cookie }
}

/** Ends the caller's session server-side and returns the Set-Cookie value that clears it. */
export async function closeSession(payload: Payload, user: User): Promise<string> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
  return generateExpiredPayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix })
}
