import type { CollectionConfig, Field } from 'payload'

import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, AB_GROUPS } from '@/domain/applicationStatus'
import { ALLERGIES, DIET_PREFERENCES, DIETARY_OTHER_MAX } from '@/domain/dietary'
import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS, PASSWORD_RESET_VALIDITY_MS, PRESENTATION_MAX, WIZARD_STEPS } from '@/domain/limits'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN } from '@/domain/personality'
import { PLANS } from '@/domain/plans'
import { IDENTITIES, LANGUAGES, SECTORS } from '@/domain/profile'
import { ROLE_LABELS, ROLES } from '@/domain/roles'
import { SOURCE_LABELS } from '@/domain/adminTexts'
import { resetMailHtml, resetMailSubject } from '@/server/email/passwordResetMail'
import { secureCookies } from '@/server/env'

import {
  adminOnly,
  adminOnlyField,
  adminOrFlow,
  adminOrRegistrationField,
  adminOrSelf,
  canEnterAdminPanel,
  isAdminUser,
} from './access/roles'
import { selectOptions, stringOptions, themeOptions } from './fields/options'
import { enforcePasswordLength } from './hooks/passwordLength'
import { computeSearchText } from './hooks/searchText'

/** Fields only the server (registration flow) or an admin may write. */
const serverOwned = { create: adminOrRegistrationField, update: adminOrRegistrationField }
/** Fields only an admin may write (DESIGN §4). */
const adminOwned = { create: adminOnlyField, update: adminOnlyField }

const personalityFields: Field[] = [
  ...PERSONALITY_SLIDERS.map(
    (s): Field => ({
      name: s.id,
      type: 'number',
      label: `${s.low} ↔ ${s.high}`,
      min: SLIDER_MIN,
      max: SLIDER_MAX,
      defaultValue: SLIDER_DEFAULT,
    }),
  ),
  ...PERSONALITY_CHOICES.map(
    (c): Field => ({
      name: c.id,
      type: 'select',
      options: selectOptions(c.options),
      defaultValue: c.default,
    }),
  ),
]

/** What only an applicant has (the wizard's answers, the application): hidden on team accounts. */
function forApplicants(fields: Field[]): Field[] {
  return fields.map((field) => ({
    ...field,
    admin: { ...field.admin, condition: (data: { role?: string }) => !data?.role || data.role === 'applicant' },
  }) as Field)
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'applicationStatus', 'registrationStep', 'abTestGroup', 'role'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'company'],
    // Editors edit their own account at /admin/account and never see the others (DESIGN §4).
    hidden: ({ user }) => !isAdminUser(user),
  },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    forgotPassword: {
      expiration: PASSWORD_RESET_VALIDITY_MS,
      generateEmailSubject: (args) => resetMailSubject(args?.req),
      generateEmailHTML: (args) => resetMailHtml(args?.req, args?.token),
    },
  },
  hooks: { beforeValidate: [enforcePasswordLength] },
  access: {
    admin: ({ req }) => canEnterAdminPanel(req.user),
    read: adminOrSelf,
    create: adminOrFlow('registration'),
    update: adminOrSelf,
    delete: adminOrSelf,
    unlock: adminOnly,
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'applicant',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: adminOwned,
      saveToJWT: true,
    },
    { name: 'firstName', type: 'text', label: 'Prénom', maxLength: 100 },
    { name: 'lastName', type: 'text', label: 'Nom', maxLength: 100 },
    ...forApplicants([
      { name: 'newsletter', type: 'checkbox', label: 'Newsletter', defaultValue: false },
      { name: 'themes', type: 'select', hasMany: true, label: 'Thématiques', options: themeOptions },
      { name: 'birthDate', type: 'text', label: 'Date de naissance (AAAA-MM-JJ)', maxLength: 10 },
      { name: 'phone', type: 'text', label: 'Téléphone', maxLength: 25 },
      { name: 'identity', type: 'select', label: 'Identité', options: selectOptions(IDENTITIES) },
      { name: 'pricingPlan', type: 'select', label: 'Formule', options: selectOptions(PLANS) },
      { name: 'address', type: 'text', label: 'Adresse', maxLength: 200 },
      { name: 'postalCode', type: 'text', label: 'Code postal', maxLength: 20 },
      { name: 'city', type: 'text', label: 'Ville', maxLength: 100 },
      { name: 'country', type: 'text', label: 'Pays', maxLength: 100 },
      { name: 'sector', type: 'select', label: 'Secteur', options: selectOptions(SECTORS) },
      { name: 'company', type: 'text', label: 'Entreprise / organisation', maxLength: 200 },
      { name: 'currentJob', type: 'text', label: 'Poste actuel', maxLength: 200 },
      { name: 'linkedin', type: 'text', label: 'LinkedIn', maxLength: 300 },
      { name: 'languages', type: 'select', hasMany: true, label: 'Langues parlées', options: selectOptions(LANGUAGES) },
      { name: 'presentation', type: 'textarea', label: 'Présentation', maxLength: PRESENTATION_MAX },
      { name: 'personalityResponses', type: 'group', label: 'Test de personnalité', fields: personalityFields },
      {
        name: 'dietaryInfo',
        type: 'group',
        label: 'Informations alimentaires',
        fields: [
          { name: 'allergies', type: 'select', hasMany: true, label: 'Allergies', options: stringOptions(ALLERGIES) },
          {
            name: 'preferences',
            type: 'select',
            hasMany: true,
            label: 'Préférences',
            options: stringOptions(DIET_PREFERENCES),
          },
          { name: 'otherInfo', type: 'textarea', label: 'Autres informations', maxLength: DIETARY_OTHER_MAX },
        ],
      },
      {
        type: 'collapsible',
        label: 'Inscription',
        fields: [
          {
            name: 'registrationStep',
            type: 'number',
            label: 'Étape d’inscription',
            min: 1,
            max: WIZARD_STEPS,
            defaultValue: 1,
            access: serverOwned,
          },
          {
            name: 'registrationCompleted',
            type: 'checkbox',
            label: 'Inscription terminée',
            defaultValue: false,
            access: serverOwned,
          },
          { name: 'rulesAcceptedAt', type: 'date', label: 'Règlement accepté le', access: serverOwned },
          {
            name: 'source',
            type: 'select',
            label: 'Origine',
            options: Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label })),
            access: serverOwned,
          },
          {
            name: 'hasPassword',
            type: 'checkbox',
            label: 'Mot de passe choisi',
            defaultValue: true,
            admin: { description: 'Faux pour un compte créé sans mot de passe (inscription rapide, formulaire simplifié).' },
            access: serverOwned,
          },
          {
            name: 'abTestGroup',
            type: 'select',
            label: 'Groupe A/B',
            options: [...AB_GROUPS.map((g) => ({ value: g, label: g }))],
            admin: { description: 'A : formulaire complet, B : formulaire simplifié, vide : hors expérience.' },
            access: serverOwned,
          },
        ],
      },
    ]),
    {
      name: 'searchText',
      type: 'text',
      // The words of the names, e-mail and company, for the team's search (full-text index).
      admin: { hidden: true },
      access: { read: adminOnlyField },
      hooks: { beforeChange: [computeSearchText] },
    },
    ...forApplicants([
      {
        type: 'collapsible',
        label: 'Candidature',
        fields: [
          {
            name: 'applicationStatus',
            type: 'select',
            label: 'Statut de la candidature',
            required: true,
            defaultValue: 'pending',
            index: true,
            options: APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
            access: adminOwned,
          },
          { name: 'reviewedAt', type: 'date', label: 'Revue le', access: adminOwned },
          {
            name: 'reviewedBy',
            type: 'relationship',
            relationTo: 'users',
            label: 'Décidée par',
            // Which team member decided is the team's business, not the applicant's.
            access: { read: adminOnlyField, ...adminOwned },
            admin: { readOnly: true },
          },
          { name: 'reviewNotes', type: 'textarea', label: 'Notes de revue', maxLength: 2000, access: adminOwned },
        ],
      },
    ]),
  ],
}
