import { z } from 'zod'

import { type Brand, withBrand } from './brand'
import { emailField, requiredText } from './fields'
import { CONTACT_MESSAGE_MAX, NAME_MAX } from './limits'
import { VALIDATION } from './messages/validation'

/** Subjects of the contact dialog (SPEC §3 Contact message). Labels contain `{brand}` forms. */
export const CONTACT_SUBJECTS = [
  { value: 'technical', label: 'Un problème pour s’enregistrer ou le site internet' },
  { value: 'info', label: 'En savoir plus sur {brand} ou les prochains repas' },
  { value: 'team', label: 'Contacter l’équipe {brand:de}' },
] as const

/** The dialog's title, description and fields as SPEC §2 names them (« Email » is SPEC's own spelling). */
export const CONTACT_FIELDS = {
  title: 'Contacter {brand}',
  description: 'Remplissez le formulaire ci-dessous pour nous envoyer un message.',
  name: 'Nom',
  email: 'Email',
  subject: 'Sujet de votre demande',
  subjectPlaceholder: 'Sélectionnez un sujet',
  message: 'Message',
} as const

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value']

export function contactSubjectLabel(subject: string, brand?: Brand): string {
  const found = CONTACT_SUBJECTS.find((s) => s.value === subject)
  return found ? withBrand(found.label, brand) : subject
}

export const contactSchema = z.object({
  name: requiredText(VALIDATION.contactFieldsRequired, NAME_MAX),
  email: emailField(VALIDATION.contactFieldsRequired),
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]], {
    error: VALIDATION.contactFieldsRequired,
  }),
  message: requiredText(VALIDATION.contactFieldsRequired, CONTACT_MESSAGE_MAX),
})
export type ContactInput = z.input<typeof contactSchema>
