import type { Payload } from 'payload'
import type { z } from 'zod'

import { type emailChangeSchema, type passwordChangeSchema, PROFILE_TEXTS } from '@/domain/account'
import { isMember } from '@/domain/membership'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import type { memberProfileSchema } from '@/domain/registration'
import type { TrustedFlow } from '@/domain/roles'
import type { User } from '@/payload-types'

import { cancelAddressChange, sendAddressChangeNotice, sendConfirmation } from './emailConfirmation'
import { isCurrentPassword } from '../auth/password'
import { pool } from '../db/pool'
import { ApiError } from '../http/errors'

async function assertCurrentPassword(payload: Payload, user: User, password: string): Promise<void> {
  if (!(await isCurrentPassword(payload, user.id, password))) throw new ApiError(400, API_ERRORS.currentPasswordWrong)
}

/**
 * A new address, asked for with the current password: it becomes the account's only once its
 * holder follows the link sent to it; the current address is told of the request.
 */
export async function requestEmailChange(payload: Payload, user: User, input: z.output<typeof emailChangeSchema>): Promise<void> {
  await assertCurrentPassword(payload, user, input.currentPassword)
  if (input.email === user.email) throw new ApiError(400, API_ERRORS.sameEmail)
  const { rowCount } = await pool(payload).query('SELECT 1 FROM users WHERE email = $1', [input.email])
  if (rowCount) throw new ApiError(409, API_ERRORS.emailTaken)
  await updateOwnAccount(payload, user, 'account', { pendingEmail: input.email })
  await sendConfirmation(payload, user, input.email, 'new-address')
  await sendAddressChangeNotice(payload, user, input.email)
}

/**
 * A new password, given with the current one. Payload ends the account's other sessions and
 * keeps the caller's (the user carries its session id).
 */
export async function changePassword(payload: Payload, user: User, input: z.output<typeof passwordChangeSchema>): Promise<void> {
  await assertCurrentPassword(payload, user, input.currentPassword)
  await updateOwnAccount(payload, user, 'password', { password: input.password, hasPassword: true })
  await cancelAddressChange(payload, user.id)
}

/**
 * « Mon profil »: a member's table answers. They are read again at each composition, so the
 * tables composed from now on use them; those already confirmed stay as they are.
 */
export async function updateProfile(payload: Payload, user: User, input: z.output<typeof memberProfileSchema>): Promise<User> {
  if (!isMember(user)) throw new ApiError(403, PROFILE_TEXTS.notMember)
  return updateOwnAccount(payload, user, 'profile', input)
}

/** The caller's own record, written as the caller, in the flow that vouches for the change. */
function updateOwnAccount(payload: Payload, user: User, flow: TrustedFlow, data: Partial<User>) {
  return payload.update({ collection: 'users', id: user.id, user, overrideAccess: false, context: { flow }, data })
}
