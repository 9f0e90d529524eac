import { APIError, type Payload } from 'payload'

import { API_ERRORS } from '@/domain/messages'
import type { User } from '@/payload-types'

import { openSession } from '../auth/session'
import { ApiError } from '../http/errors'

/** Sends the reset e-mail when the address has an account; says nothing either way. */
export async function requestPasswordReset(payload: Payload, email: string): Promise<void> {
  try {
    await payload.forgotPassword({ collection: 'users', data: { email } })
  } catch (error) {
    // Unknown address or mail failure: the answer stays the same (no account enumeration).
    payload.logger.warn({ err: error, msg: 'password reset request not sent' })
  }
}

/**
 * Sets the new password from the e-mailed token (the token is the credential), marks the
 * account as having a password, and opens a session.
 */
export async function resetPassword(payload: Payload, token: string, password: string) {
  // The account the token belongs to (the same lookup Payload's reset makes).
  const owner = (await payload.db.findOne({ collection: 'users', where: { resetPasswordToken: { equals: token } } })) as User | null
  if (!owner) throw new ApiError(400, API_ERRORS.resetTokenInvalid)
  try {
    await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: false })
  } catch (error) {
    if (error instanceof APIError && (error.status === 403 || error.status === 400)) {
      throw new ApiError(400, API_ERRORS.resetTokenInvalid)
    }
    throw error
  }
  const session = await openSession(payload, owner.email, password)
  if (session.user.hasPassword === false) {
    const updated = (await payload.update({
      collection: 'users',
      id: session.user.id,
      data: { hasPassword: true },
      user: session.user,
      overrideAccess: false,
      context: { flow: 'registration' },
    })) as User
    return { ...session, user: updated }
  }
  return session
}
