import type { Validate } from 'payload'

import { hasNoMarkup, isLinkedinUrl, isPastIsoDate, isPhoneNumber } from '@/domain/fields'
import { MIN_THEMES, PRESENTATION_MAX, PRESENTATION_MIN } from '@/domain/limits'
import { VALIDATION } from '@/domain/messages/validation'

/**
 * The wizard's rules (src/domain, zod) on the collection's fields too, so that no path — the
 * admin's included — stores what the wizard would refuse. Empty is allowed where the wizard has
 * not asked yet (an account at step 1 has no birth date).
 */
type Data = { registrationStep?: number | null }

const optional =
  (check: (value: string) => boolean, message: string): Validate =>
  (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && check(value)) ? true : message

export const noMarkup = optional(hasNoMarkup, VALIDATION.markup)
export const linkedinUrl = optional(isLinkedinUrl, VALIDATION.linkedinInvalid)
export const pastIsoDate = optional(isPastIsoDate, VALIDATION.birthDateInvalid)
export const phoneNumber = optional((value) => isPhoneNumber(value) && hasNoMarkup(value), VALIDATION.phoneInvalid)
export const presentation: Validate = (value: unknown) => {
  if (value === null || value === undefined || value === '') return true
  const length = typeof value === 'string' ? value.trim().length : 0
  return length < PRESENTATION_MIN ? VALIDATION.presentationMin : length > PRESENTATION_MAX ? VALIDATION.presentationMax : true
}

/** Three themes at least, once step 1 is done (a quick sign-up starts with none). */
export const themesChosen: Validate = (value: unknown, { data }: { data: Data }) => {
  const count = new Set(Array.isArray(value) ? value : []).size
  if (count >= MIN_THEMES) return true
  return count === 0 && (data?.registrationStep ?? 1) <= 1 ? true : VALIDATION.themesMin
}

/** A spoken language at least, once step 4 is done. */
export const languagesChosen: Validate = (value: unknown, { data }: { data: Data }) => {
  const count = Array.isArray(value) ? value.length : 0
  return count > 0 || (data?.registrationStep ?? 1) <= 4 ? true : VALIDATION.languagesMin
}
