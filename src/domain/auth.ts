import { z } from 'zod'

import { PASSWORD_MAX } from './limits'
import { VALIDATION } from './messages'

export const loginSchema = z.object({
  email: z
    .string({ error: VALIDATION.loginFieldsRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: VALIDATION.loginFieldsRequired })
    .max(320, { error: VALIDATION.emailInvalid }),
  password: z
    .string({ error: VALIDATION.loginFieldsRequired })
    .min(1, { error: VALIDATION.loginFieldsRequired })
    .max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong }),
})
export type LoginInput = z.input<typeof loginSchema>
