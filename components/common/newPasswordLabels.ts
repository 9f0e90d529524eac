import { PASSWORD_MIN } from '@/domain/limits'

/**
 * A new password and its confirmation, as password managers expect them: NewPasswordFields binds
 * them to react-hook-form, and step 1 of the registration draws them as plain inputs.
 */
export const NEW_PASSWORD_FIELDS = {
  password: { label: 'Mot de passe', type: 'password', autoComplete: 'new-password', hint: `${PASSWORD_MIN} caractères au moins.` },
  confirmPassword: { label: 'Confirmez le mot de passe', type: 'password', autoComplete: 'new-password' },
} as const
