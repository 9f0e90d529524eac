import { z } from 'zod'
import { fr } from 'zod/locales'

import { PASSWORD_MAX, PASSWORD_MIN, RECORD_ID_MAX, SHORT_TEXT_MAX } from './limits'
import { VALIDATION } from './messages/validation'

// Any message a schema does not set itself is French too (never an English zod default).
z.config(fr())
// Zod would probe `new Function` to compile its parsers: the pages' Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation.
z.config({ jitless: true })

/** Building blocks shared by the step and API schemas, so each rule is written once. */

export function requiredText(message: string, max: number = SHORT_TEXT_MAX) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: VALIDATION.textTooLong })
}

/** A name, an address, a job: required, and plain words (no markup), like the collection's rule. */
export function plainText(message: string, max: number = SHORT_TEXT_MAX) {
  return requiredText(message, max).refine(hasNoMarkup, { error: VALIDATION.markup })
}

export function optionalText(max: number = SHORT_TEXT_MAX) {
  return z.string({ error: VALIDATION.textTooLong }).trim().max(max, { error: VALIDATION.textTooLong })
}

/** A day that exists (not 2026-02-31, which PostgreSQL would refuse). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A day as a date field sends it (YYYY-MM-DD), or nothing (''). */
export function optionalDay(message: string) {
  return z
    .string({ error: message })
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: message })
    .refine((value) => value === '' || isCalendarDay(value), { error: message })
    .default('')
}

export function emailField(requiredMessage: string = VALIDATION.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .pipe(z.email({ error: VALIDATION.emailInvalid }))
}

export const passwordField = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, { error: VALIDATION.passwordRequired })
  .min(PASSWORD_MIN, { error: VALIDATION.passwordTooShort })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong })

export const confirmPasswordField = z
  .string({ error: VALIDATION.confirmPasswordRequired })
  .min(1, { error: VALIDATION.confirmPasswordRequired })

/** A list of known values with at least `min` distinct entries. */
/** The confirmation must repeat the password (when one is given): the message goes on the confirmation. */
export function passwordsMatch(data: { password?: string; confirmPassword?: string }, ctx: z.RefinementCtx) {
  if (data.password !== undefined && data.password !== data.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.passwordsDiffer })
  }
}

export function choiceList<T extends string>(allowed: readonly [T, ...T[]], min: number, message: string) {
  return z
    .array(z.enum(allowed, { error: VALIDATION.invalidChoice }), { error: message })
    .refine((list) => new Set(list).size >= min, { error: message })
}

export function isPastIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now()
}

export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9 .()-]{6,25}$/.test(value) && value.replace(/\D/g, '').length >= 6
}

export function isLinkedinUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com'))
    )
  } catch {
    return false
  }
}

/** Control characters (NUL and the like; tab and line breaks allowed): never stored. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value)
}

/** Names, company, job, address: plain words, no markup. */
export function hasNoMarkup(value: string): boolean {
  return !/[<>]/.test(value)
}

const invalidBody = { error: VALIDATION.bodyInvalid }

/** A record's id in a body only our own pages build: whatever is wrong with it, « Requête invalide. ». */
export const recordIdField = z.number(invalidBody).int(invalidBody).positive(invalidBody).max(RECORD_ID_MAX, invalidBody)
