import { z } from 'zod'

import { confirmPasswordField, emailField, passwordField, passwordsMatch } from './fields'
import { PASSWORD_MAX } from './limits'
import { VALIDATION } from './messages/validation'

export const loginSchema = z.object({
  email: z
    .string({ error: VALIDATION.loginFieldsRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: VALIDATION.loginFieldsRequired })
    .max(320, { error: VALIDATION.emailInvalid }),
  // A blank password is "no password": refused before any account is looked up.
  password: z
    .string({ error: VALIDATION.loginFieldsRequired })
    .refine((value) => value.trim().length > 0, { error: VALIDATION.loginFieldsRequired })
    .pipe(z.string().max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong })),
})

export const forgotPasswordSchema = z.object({ email: emailField() })

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: VALIDATION.bodyInvalid })
      .min(1, { error: VALIDATION.bodyInvalid })
      .max(200, { error: VALIDATION.bodyInvalid }),
    password: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch)
