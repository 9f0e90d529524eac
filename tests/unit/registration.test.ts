import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { VALIDATION } from '@/domain/messages/validation'
import { defaultPersonalityResponses } from '@/domain/personality'
import {
  quickSignupSchema,
  simplifiedSchema,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  step7Schema,
} from '@/domain/registration'

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

const validStep1 = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille@Example.com ',
  password: 'un mot de passe',
  confirmPassword: 'un mot de passe',
  themes: ['economy-work', 'sport-society', 'world-geopolitics'],
  newsletter: true,
}

describe('step 1 (profile)', () => {
  it('accepts a complete profile and normalises the e-mail', () => {
    const parsed = step1Schema.parse(validStep1)
    expect(parsed.email).toBe('camille@example.com')
    expect(parsed.newsletter).toBe(true)
  })

  it.each([
    ['firstName', '', VALIDATION.firstNameRequired],
    ['firstName', '   ', VALIDATION.firstNameRequired],
    ['lastName', '', VALIDATION.lastNameRequired],
    ['email', '', VALIDATION.emailRequired],
    ['email', 'pas-un-email', VALIDATION.emailInvalid],
    ['password', '', VALIDATION.passwordRequired],
    ['password', 'court', VALIDATION.passwordTooShort],
    ['password', 'x'.repeat(129), VALIDATION.passwordTooLong],
    ['confirmPassword', '', VALIDATION.confirmPasswordRequired],
    ['themes', ['economy-work', 'sport-society'], VALIDATION.themesMin],
    ['themes', ['economy-work', 'economy-work', 'economy-work'], VALIDATION.themesMin],
  ])('%s = %j → %s', (field, value, message) => {
    const input = { ...validStep1, [field]: value }
    if (field === 'password') input.confirmPassword = value as string
    expect(firstMessage(step1Schema, input)).toBe(message)
  })

  it('says when the passwords differ', () => {
    expect(firstMessage(step1Schema, { ...validStep1, confirmPassword: 'autre chose' })).toBe(VALIDATION.passwordsDiffer)
  })

  it('refuses an unknown theme', () => {
    expect(firstMessage(step1Schema, { ...validStep1, themes: ['economy-work', 'sport-society', 'cuisine'] })).toBe(
      VALIDATION.invalidChoice,
    )
  })
})

describe('steps 2 to 7', () => {
  it('step 2 asks for each field with its own message', () => {
    const valid = { birthDate: '1990-05-01', phone: '+33 6 12 34 56 78', identity: 'femme', pricingPlan: 'premium' }
    expect(step2Schema.parse(valid)).toEqual(valid)
    expect(firstMessage(step2Schema, { ...valid, birthDate: '' })).toBe(VALIDATION.birthDateRequired)
    expect(firstMessage(step2Schema, { ...valid, birthDate: '1990-02-30' })).toBe(VALIDATION.birthDateInvalid)
    expect(firstMessage(step2Schema, { ...valid, birthDate: '2999-01-01' })).toBe(VALIDATION.birthDateInvalid)
    expect(firstMessage(step2Schema, { ...valid, phone: '' })).toBe(VALIDATION.phoneRequired)
    expect(firstMessage(step2Schema, { ...valid, phone: 'abc' })).toBe(VALIDATION.phoneInvalid)
    expect(firstMessage(step2Schema, { ...valid, identity: '' })).toBe(VALIDATION.identityRequired)
    expect(firstMessage(step2Schema, { ...valid, pricingPlan: undefined })).toBe(VALIDATION.planRequired)
  })

  it('step 3 requires the address', () => {
    expect(firstMessage(step3Schema, { address: '', postalCode: '75011', city: 'Paris' })).toBe(VALIDATION.addressRequired)
    expect(firstMessage(step3Schema, { address: '1 rue', postalCode: '', city: 'Paris' })).toBe(VALIDATION.postalCodeRequired)
    expect(firstMessage(step3Schema, { address: '1 rue', postalCode: '75011', city: '' })).toBe(VALIDATION.cityRequired)
    expect(step3Schema.parse({ address: '1 rue', postalCode: '75011', city: 'Paris' }).country).toBe('France')
  })

  it('step 4: sector optional, LinkedIn optional but a LinkedIn address, one language at least', () => {
    const valid = { company: 'Le Monde', currentJob: 'Journaliste', languages: ['fr'] }
    expect(step4Schema.parse(valid)).toMatchObject({ sector: '', linkedin: '' })
    expect(firstMessage(step4Schema, { ...valid, company: '' })).toBe(VALIDATION.companyRequired)
    expect(firstMessage(step4Schema, { ...valid, currentJob: '' })).toBe(VALIDATION.currentJobRequired)
    expect(firstMessage(step4Schema, { ...valid, languages: [] })).toBe(VALIDATION.languagesMin)
    expect(firstMessage(step4Schema, { ...valid, linkedin: 'https://example.com/moi' })).toBe(VALIDATION.linkedinInvalid)
    expect(step4Schema.parse({ ...valid, linkedin: 'https://www.linkedin.com/in/moi' }).linkedin).toContain('linkedin')
  })

  it('step 5: presentation between 50 and 500 characters', () => {
    expect(firstMessage(step5Schema, { presentation: '' })).toBe(VALIDATION.presentationRequired)
    expect(firstMessage(step5Schema, { presentation: 'x'.repeat(49) })).toBe(VALIDATION.presentationMin)
    expect(firstMessage(step5Schema, { presentation: 'x'.repeat(501) })).toBe(VALIDATION.presentationMax)
    expect(step5Schema.safeParse({ presentation: 'x'.repeat(50) }).success).toBe(true)
  })

  it('step 6: the default answers are valid; a missing or out-of-range answer is refused', () => {
    const personalityResponses = defaultPersonalityResponses()
    expect(step6Schema.parse({ personalityResponses }).dietaryInfo).toEqual({ allergies: [], preferences: [], otherInfo: '' })
    expect(firstMessage(step6Schema, { personalityResponses: { ...personalityResponses, debate_vs_listen: 11 } })).toBe(
      VALIDATION.personalityRequired,
    )
    const { elegant_vs_festive: _omitted, ...incomplete } = personalityResponses
    expect(firstMessage(step6Schema, { personalityResponses: incomplete })).toBe(VALIDATION.personalityRequired)
    expect(firstMessage(step6Schema, {})).toBe(VALIDATION.personalityRequired)
  })

  it('step 7 requires accepting the rules', () => {
    expect(firstMessage(step7Schema, { acceptRules: false })).toBe(VALIDATION.rulesRequired)
    expect(firstMessage(step7Schema, {})).toBe(VALIDATION.rulesRequired)
    expect(step7Schema.safeParse({ acceptRules: true }).success).toBe(true)
    // A password never rides along with step 7 of an account that has one: changing it needs the current one.
    expect(step7Schema.parse({ acceptRules: true, password: 'motdepasse', confirmPassword: 'motdepasse' })).toEqual({ acceptRules: true })
  })
})

describe('simplified form and quick sign-up', () => {
  const valid = {
    firstName: 'Léa',
    lastName: 'Roux',
    email: 'lea@example.com',
    themes: ['economy-work', 'sport-society', 'world-geopolitics'],
    source: 'simplified',
  }

  it('uses the simplified form messages', () => {
    expect(simplifiedSchema.safeParse(valid).success).toBe(true)
    expect(firstMessage(simplifiedSchema, { ...valid, firstName: '' })).toBe(VALIDATION.simplifiedRequired)
    expect(firstMessage(simplifiedSchema, { ...valid, email: '' })).toBe(VALIDATION.simplifiedRequired)
    expect(firstMessage(simplifiedSchema, { ...valid, themes: ['economy-work'] })).toBe(VALIDATION.simplifiedThemesMin)
  })

  it('never keeps the placeholder password of the simplified flow', () => {
    const parsed = simplifiedSchema.parse({ ...valid, password: 'placeholder', birthDate: '1996-01-01' })
    expect(parsed).not.toHaveProperty('password')
    expect(parsed).not.toHaveProperty('birthDate')
  })

  it('quick sign-up only needs a valid e-mail', () => {
    expect(quickSignupSchema.parse({ email: ' A@B.fr', firstName: '', password: '', step: 1 })).toEqual({ email: 'a@b.fr' })
    expect(firstMessage(quickSignupSchema, { email: 'nope' })).toBe(VALIDATION.emailInvalid)
  })
})
