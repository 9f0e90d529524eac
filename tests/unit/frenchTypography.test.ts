import { describe, expect, it } from 'vitest'

import { CONTACT_FIELDS } from '@/domain/contact'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'

import { displayedTexts, sourceFiles } from '../support/displayedTexts'

/**
 * French typography of every text the site shows: src/domain, where the texts live,
 * and the literal texts of the components, pages, browser modules and e-mails.
 */
const TEXTS = [
  ...sourceFiles('src/domain'),
  ...sourceFiles('components'),
  ...sourceFiles('src/app/(frontend)'),
  ...sourceFiles('src/client'),
  ...sourceFiles('src/server/content'),
  ...sourceFiles('src/server/email'),
  'tooling/seed/demoArticles.ts',
  'tooling/seed/demoDinners.ts',
  'src/server/account/emailConfirmation.ts',
].flatMap(displayedTexts)

/** SPEC's own texts that write « email » (kept as SPEC writes them, apostrophes aside). */
const SPEC_EMAIL_TEXTS = new Set<string>([
  VALIDATION.emailRequired,
  VALIDATION.emailInvalidTitle,
  VALIDATION.emailInvalid,
  TOASTS.loginErrorFallback,
  API_ERRORS.invalidCredentials,
  CONTACT_FIELDS.email,
])

const offending = (rule: (text: string) => boolean) => TEXTS.filter(({ text }) => rule(text)).map(({ where, text }) => `${where}: ${text}`)

describe('French typography of the displayed texts', () => {
  it('finds the texts (the scan itself works)', () => {
    expect(TEXTS.length).toBeGreaterThan(300)
    expect(TEXTS.some(({ text }) => text === VALIDATION.firstNameRequired)).toBe(true)
  })

  it('puts a no-break space (U+00A0), and only that, before « : », « ; », « ! » and « ? »', () => {
    // Punctuation in a word (https://, 20:30, ?step=) is not punctuation of the text.
    expect(offending((text) => /(?:[^\u00a0]|^)[:;!?](?=[\s\u00a0»”"')]|$)/u.test(text))).toEqual([])
  })

  it('puts a no-break space inside « guillemets »', () => {
    expect(offending((text) => /«[^\u00a0]|[^\u00a0]»/u.test(text))).toEqual([])
  })

  it('gives the brand its « de » and « à » forms ({brand:de}, {brand:à}): never « de Le Cercle »', () => {
    expect(offending((text) => /(?:^|[\s\u00a0’'])(?:de|à|d’)[\s\u00a0]*\{brand\}/iu.test(text))).toEqual([])
  })

  it('writes the typographic apostrophe (’), never the straight one', () => {
    expect(offending((text) => text.includes("'"))).toEqual([])
  })

  it('writes « e-mail », apart from SPEC’s own texts', () => {
    expect(offending((text) => /\bemails?\b/i.test(text) && !SPEC_EMAIL_TEXTS.has(text))).toEqual([])
  })
})
