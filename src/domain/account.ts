import { z } from 'zod'

import { confirmPasswordField, emailField, passwordField, passwordsMatch } from './fields'
import { PASSWORD_MAX } from './limits'
import { VALIDATION } from './messages'

/** What an account changes of itself (status page): always with its current password. */
const currentPassword = z
  .string({ error: VALIDATION.currentPasswordRequired })
  .min(1, { error: VALIDATION.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong })

export const emailChangeSchema = z.object({ email: emailField(), currentPassword })

export const passwordChangeSchema = z
  .object({ currentPassword, password: passwordField, confirmPassword: confirmPasswordField })
  .superRefine(passwordsMatch)

export const confirmEmailSchema = z.object({
  token: z.string({ error: VALIDATION.bodyInvalid }).min(20, { error: VALIDATION.bodyInvalid }).max(200, { error: VALIDATION.bodyInvalid }),
})
