import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/limits'
import { VALIDATION } from '@/domain/messages/validation'

/**
 * Passwords of 8 to 128 characters wherever they are set (our API, the admin panel, Payload's
 * own reset-password route), not only where our zod schemas check them (DESIGN §4).
 */
export const enforcePasswordLength: CollectionBeforeValidateHook = ({ data }) => {
  const password = data?.password
  if (typeof password !== 'string') return data
  const message =
    password.length < PASSWORD_MIN ? VALIDATION.passwordTooShort : password.length > PASSWORD_MAX ? VALIDATION.passwordTooLong : null
  if (message) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] })
  return data
}
