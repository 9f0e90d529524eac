import { z } from 'zod'

import { confirmPasswordField, emailField, passwordField, passwordsMatch } from './fields'
import { PASSWORD_MAX } from './limits'
import { VALIDATION } from './messages/validation'

/** What an account changes of itself (status page): always with its current password. */
const currentPassword = z
  .string({ error: VALIDATION.currentPasswordRequired })
  .min(1, { error: VALIDATION.currentPasswordRequired })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong })

export const emailChangeSchema = z.object({ email: emailField(), currentPassword })

export const passwordChangeSchema = z
  .object({ currentPassword, password: passwordField, confirmPassword: confirmPasswordField })
  .superRefine(passwordsMatch)

/** The body of any action a mailed link confirms (address, reminder answer, waitlist offer): the secret it carried. */
export const mailedLinkSchema = z.object({
  token: z.string({ error: VALIDATION.bodyInvalid }).min(20, { error: VALIDATION.bodyInvalid }).max(200, { error: VALIDATION.bodyInvalid }),
})

/** « Mon profil » and « Ma formule » in the member's space (texts ours). */
export const PROFILE_TEXTS = {
  heading: 'Mon profil',
  intro:
    'Ces réponses servent à composer vos tables et à prévenir le restaurant. Vos changements valent pour les prochaines tables composées.',
  themes: 'Vos thématiques',
  languages: 'Langues parlées',
  allergies: 'Allergies',
  preferences: 'Préférences alimentaires',
  otherInfo: 'Autres informations pour le restaurant',
  save: 'Enregistrer mon profil',
  saved: 'Votre profil est enregistré : il servira à composer vos prochaines tables.',
  notMember: 'Le profil de table se modifie une fois votre candidature approuvée.',
} as const
