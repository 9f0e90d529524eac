import { z } from 'zod'

import { AB_VARIANTS } from './abtest'
import { ALLERGIES, DIET_PREFERENCES, DIETARY_OTHER_MAX } from './dietary'
import {
  choiceList,
  confirmPasswordField,
  emailField,
  isLinkedinUrl,
  isPastIsoDate,
  isPhoneNumber,
  hasNoMarkup,
  optionalText,
  passwordField,
  passwordsMatch,
  plainText,
  requiredText,
} from './fields'
import { ISO_DATE_LENGTH, MIN_THEMES, NAME_MAX, PHONE_MAX, POSTAL_CODE_MAX, PRESENTATION_MAX, PRESENTATION_MIN, URL_MAX } from './limits'
import { VALIDATION } from './messages/validation'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_MAX, SLIDER_MIN } from './personality'
import { PLANS } from './plans'
import { IDENTITIES, LANGUAGES, SECTORS, values } from './profile'
import { THEME_IDS } from './themes'

/**
 * One zod schema per wizard step (SPEC §5). The client forms and the route handlers use
 * these same schemas; the first issue's message is the one shown in the toast.
 */

const themesField = choiceList(THEME_IDS, MIN_THEMES, VALIDATION.themesMin)
const newsletterField = z.boolean({ error: VALIDATION.bodyInvalid }).default(false)

/** Step 1 when it creates the account (POST /api/register, full flow). */
export const step1Schema = z
  .object({
    firstName: plainText(VALIDATION.firstNameRequired, NAME_MAX),
    lastName: plainText(VALIDATION.lastNameRequired, NAME_MAX),
    email: emailField(),
    password: passwordField,
    confirmPassword: confirmPasswordField,
    themes: themesField,
    newsletter: newsletterField,
  })
  .superRefine(passwordsMatch)

/**
 * Step 1 for an account that already exists (quick sign-up or simplified form): the e-mail is
 * the account's, and it never changes the password here (step 7 asks for one when missing; the
 * status page changes it with the current one).
 */
export const step1UpdateSchema = z.object({
  firstName: plainText(VALIDATION.firstNameRequired, NAME_MAX),
  lastName: plainText(VALIDATION.lastNameRequired, NAME_MAX),
  themes: themesField,
  newsletter: newsletterField,
})

export const step2Schema = z.object({
  birthDate: requiredText(VALIDATION.birthDateRequired, ISO_DATE_LENGTH).refine(isPastIsoDate, {
    error: VALIDATION.birthDateInvalid,
  }),
  phone: requiredText(VALIDATION.phoneRequired, PHONE_MAX).refine(isPhoneNumber, { error: VALIDATION.phoneInvalid }),
  identity: z.enum(values(IDENTITIES), { error: VALIDATION.identityRequired }),
  pricingPlan: z.enum(values(PLANS), { error: VALIDATION.planRequired }),
})

export const step3Schema = z.object({
  address: plainText(VALIDATION.addressRequired),
  postalCode: plainText(VALIDATION.postalCodeRequired, POSTAL_CODE_MAX),
  city: plainText(VALIDATION.cityRequired, NAME_MAX),
  country: optionalText(NAME_MAX).refine(hasNoMarkup, { error: VALIDATION.markup }).default('France'),
})

export const step4Schema = z.object({
  sector: z.union([z.enum(values(SECTORS)), z.literal('')], { error: VALIDATION.invalidChoice }).default(''),
  company: plainText(VALIDATION.companyRequired),
  currentJob: plainText(VALIDATION.currentJobRequired),
  linkedin: optionalText(URL_MAX)
    .refine((v) => v === '' || isLinkedinUrl(v), { error: VALIDATION.linkedinInvalid })
    .default(''),
  languages: choiceList(values(LANGUAGES), 1, VALIDATION.languagesMin),
})

export const step5Schema = z.object({
  presentation: z
    .string({ error: VALIDATION.presentationRequired })
    .trim()
    .min(1, { error: VALIDATION.presentationRequired })
    .min(PRESENTATION_MIN, { error: VALIDATION.presentationMin })
    .max(PRESENTATION_MAX, { error: VALIDATION.presentationMax }),
})

const sliderField = z
  .number({ error: VALIDATION.personalityRequired })
  .int({ error: VALIDATION.personalityRequired })
  .min(SLIDER_MIN, { error: VALIDATION.personalityRequired })
  .max(SLIDER_MAX, { error: VALIDATION.personalityRequired })

function choiceField<C extends (typeof PERSONALITY_CHOICES)[number]>(choice: C) {
  const allowed = choice.options.map((o) => o.value) as [C['options'][number]['value'], ...C['options'][number]['value'][]]
  return z.enum(allowed, { error: VALIDATION.personalityRequired })
}

const personalitySchema = z.object(
  {
    ...(Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s.id, sliderField])) as Record<
      (typeof PERSONALITY_SLIDERS)[number]['id'],
      typeof sliderField
    >),
    explore_vs_deepen: choiceField(PERSONALITY_CHOICES[0]),
    experiences_vs_ideas: choiceField(PERSONALITY_CHOICES[1]),
    elegant_vs_festive: choiceField(PERSONALITY_CHOICES[2]),
  },
  { error: VALIDATION.personalityRequired },
)

const dietarySchema = z.object({
  allergies: z.array(z.enum(ALLERGIES, { error: VALIDATION.invalidChoice })).default([]),
  preferences: z.array(z.enum(DIET_PREFERENCES, { error: VALIDATION.invalidChoice })).default([]),
  otherInfo: optionalText(DIETARY_OTHER_MAX).default(''),
})

/**
 * « Mon profil » (PUT /api/me/profile): the answers a member's tables are composed from, as the
 * wizard asked them (themes, languages, dietary needs); read again at each composition.
 */
export const memberProfileSchema = z.strictObject(
  {
    themes: themesField,
    languages: step4Schema.shape.languages,
    dietaryInfo: dietarySchema,
  },
  { error: VALIDATION.bodyInvalid },
)

export const step6Schema = z.object({
  personalityResponses: personalitySchema,
  dietaryInfo: dietarySchema.default({ allergies: [], preferences: [], otherInfo: '' }),
})

// The form's checkbox starts unticked (false): a boolean comes in, only `true` goes out.
const acceptRulesField = z
  .boolean({ error: VALIDATION.rulesRequired })
  .refine((accepted): accepted is true => accepted, { error: VALIDATION.rulesRequired })

/** Step 7 for an account that has its password: the rules only (a password here is ignored). */
export const step7Schema = z.object({ acceptRules: acceptRulesField })

/** Step 7 for an account created without a password (DESIGN §5): it chooses one to finalise. */
export const step7NewPasswordSchema = z
  .object({
    acceptRules: acceptRulesField,
    password: z.string({ error: VALIDATION.passwordNeeded }).min(1, { error: VALIDATION.passwordNeeded }).pipe(passwordField),
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch)

/** Schemas of the steps saved through POST /api/registration/{userId}/step. */
export const STEP_SCHEMAS = {
  1: step1UpdateSchema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
  6: step6Schema,
  7: step7Schema,
} as const
export type SavedStep = keyof typeof STEP_SCHEMAS

export const stepRequestSchema = z.object({
  step: z.coerce
    .number({ error: VALIDATION.stepInvalid })
    .int({ error: VALIDATION.stepInvalid })
    .min(1, { error: VALIDATION.stepInvalid })
    .max(7, { error: VALIDATION.stepInvalid }),
  data: z.record(z.string(), z.unknown(), { error: VALIDATION.bodyInvalid }),
  userId: z.unknown().optional(),
})

/** The simplified A/B form (SPEC §2 "Simplified registration variant"), POST /api/register. */
export const simplifiedSchema = z.object({
  firstName: plainText(VALIDATION.simplifiedRequired, NAME_MAX),
  lastName: plainText(VALIDATION.simplifiedRequired, NAME_MAX),
  email: emailField(VALIDATION.simplifiedRequired),
  themes: choiceList(THEME_IDS, MIN_THEMES, VALIDATION.simplifiedThemesMin),
  newsletter: newsletterField,
  source: z.literal('simplified', { error: VALIDATION.bodyInvalid }),
})

/** Which arm of the experiment showed the form; absent when not in the experiment (DESIGN §6). */
export const abVariantField = z.enum(AB_VARIANTS, { error: VALIDATION.bodyInvalid }).optional()

/** Quick sign-up from the home page, POST /api/users (SPEC §7). */
export const quickSignupSchema = z.object({
  email: emailField(VALIDATION.emailInvalid),
})
