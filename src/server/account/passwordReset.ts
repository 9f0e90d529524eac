import { APIError, type Payload } from 'payload'

import { API_ERRORS } from '@/domain/messages/apiErrors'
import type { User } from '@/payload-types'

import { cancelAddressChange } from './emailConfirmation'
import { resetMail } from './passwordResetMail'
import { withPasswordHashing } from '../auth/hashingGate'
import { issueSession } from '../auth/session'
import { inTransaction, outsideTransaction } from '../db/transaction'
import { revokeCalendarFeed } from '../dinners/booking/calendars'
import { deliverInBackground, enqueueMail } from '../email/outbox'
import { ApiError } from '../http/errors'

/**
 * Queues the reset e-mail when the address has an account and says nothing either way; the mail
 * leaves in the background, so the answer takes the same time for a known or unknown address.
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<void> {
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (!token) return
  const mail = await resetMail(payload, email, token)
  const mailId = await inTransaction(payload, (tx) => enqueueMail(tx, mail))
  deliverInBackground(payload, mailId)
}

/**
 * Sets the new password from the e-mailed token (the token is the credential), marks the
 * account as having a password, and opens a session.
 */
export async function resetPassword(payload: Payload, token: string, password: string) {
  // The account the token belongs to (the same lookup Payload's reset makes).
  const owner = (await payload.db.findOne({ collection: 'users', where: { resetPasswordToken: { equals: token } } })) as User | null
  if (!owner) throw new ApiError(400, API_ERRORS.resetTokenInvalid)
  // Whoever held the account may have copied the calendar feed's secret address: it ends before the
  // password changes (a reset that then fails leaves a member to make a new feed, never an old one working).
  await revokeCalendarFeed(outsideTransaction(payload), owner.id)
  try {
    await withPasswordHashing(() =>
      payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: false, context: { flow: 'password' } }),
    )
  } catch (error) {
    if (error instanceof APIError && (error.status === 403 || error.status === 400)) {
      throw new ApiError(400, API_ERRORS.resetTokenInvalid)
    }
    throw error
  }
  await cancelAddressChange(payload, owner.id)
  // The password was just hashed once: the session is issued without hashing it again.
  const cookie = await issueSession(payload, owner.id)
  const user = (await payload.findByID({ collection: 'users', id: owner.id, user: owner, overrideAccess: false })) as User
  if (user.hasPassword !== false) return { user, cookie }
  const updated = (await payload.update({
    collection: 'users',
    id: owner.id,
    data: { hasPassword: true },
    user,
    overrideAccess: false,
    context: { flow: 'password' },
  })) as User
  return { user: updated, cookie }
}
