import type { CollectionConfig, Field } from 'payload'

import { DECISION_FIELD_HINT, SOURCE_LABELS } from '@/domain/adminTexts'
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, AB_GROUPS } from '@/domain/applicationStatus'
import { CLUB_GROUP } from '@/domain/contentTexts'
import { ALLERGIES, DIET_PREFERENCES, DIETARY_OTHER_MAX } from '@/domain/dietary'
import {
  ISO_DATE_LENGTH,
  NAME_MAX,
  PASSWORD_RESET_VALIDITY_MS,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  PRESENTATION_MAX,
  REVIEW_NOTES_MAX,
  SHORT_TEXT_MAX,
  URL_MAX,
  WIZARD_STEPS,
} from '@/domain/limits'
import { NO_SHOW_SETTINGS_LABELS, USER_POLICY_LABELS } from '@/domain/noShowPolicy'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN } from '@/domain/personality'
import { PLANS } from '@/domain/plans'
import { IDENTITIES, LANGUAGES, SECTORS } from '@/domain/profile'
import { canEnterAdminPanel, ROLE_LABELS, ROLES } from '@/domain/roles'
import { SESSION_MAX_AGE_SECONDS } from '@/domain/sessionHint'
import { secureCookies } from '@/server/env'

import {
  adminOnly,
  adminOnlyField,
  adminOrFlow,
  adminOrRegistrationField,
  adminInFlowField,
  adminOrFlowField,
  adminOrSelf,
  hiddenUnlessAdmin,
  userDelete,
  userUpdate,
} from './access/roles'
import { selectOptions, stringOptions, themeOptions } from './fields/options'
import { languagesChosen, linkedinUrl, pastIsoDate, phoneNumber, noMarkup, presentation, themesChosen } from './fields/validators'
import { auditAccountChanges, auditErasure } from './hooks/auditTrail'
import { stripInternalKeys } from './hooks/internalKeys'
import { keepWhatErasureMustNot } from './hooks/keptAfterErasure'
import { noControlCharacters } from './hooks/noControlCharacters'
import { enforcePasswordLength } from './hooks/passwordLength'
import { computeSearchText } from './hooks/searchText'
import { guardUserWrites } from './hooks/userWrites'

/** Fields only the server (registration flow) or an admin may write. */
const serverOwned = { create: adminOrRegistrationField, update: adminOrRegistrationField }
/** Fields the server sets when an address is confirmed or a change asked for. */
const accountOwned = { create: adminOrFlowField('account'), update: adminOrFlowField('account') }
/** Whether a password was chosen: at step 7, by the reset link or on the status page. */
const passwordOwned = { create: adminOrFlowField('registration'), update: adminOrFlowField('registration', 'password') }
/** The no-show policy's own record: the member reads it (their space, their export), nobody writes it through the API. */
const policyOwned = { create: () => false, update: () => false }
/** Fields only an admin may write (DESIGN §4). */
const adminOwned = { create: adminOnlyField, update: adminOnlyField }
/**
 * The decision on an application changes only through « Candidatures » (flow 'review'), which asks
 * for a reason to reverse it, mails the applicant and keeps the history: in Payload's own form it is read-only.
 */
const decisionOwned = { create: adminOnlyField, update: adminInFlowField('review') }

const personalityFields: Field[] = [
  ...PERSONALITY_SLIDERS.map((s): Field => ({
    name: s.id,
    type: 'number',
    label: `${s.low} ↔ ${s.high}`,
    min: SLIDER_MIN,
    max: SLIDER_MAX,
    defaultValue: SLIDER_DEFAULT,
  })),
  ...PERSONALITY_CHOICES.map((c): Field => ({
    name: c.id,
    type: 'select',
    options: selectOptions(c.options),
    defaultValue: c.default,
  })),
]

/** What only an applicant has (the wizard's answers, the application): hidden on team accounts. */
function forApplicants(fields: Field[]): Field[] {
  return fields.map(
    (field) =>
      ({
        ...field,
        admin: { ...field.admin, condition: (data: { role?: string }) => !data?.role || data.role === 'applicant' },
      }) as Field,
  )
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'applicationStatus', 'registrationStep', 'abTestGroup', 'role'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'company'],
    // Editors edit their own account at /admin/account and never see the others (DESIGN §4).
    group: CLUB_GROUP,
    hidden: hiddenUnlessAdmin,
  },
  auth: {
    // No lock per account: anyone could lock anyone out. Failed logins are slowed down per
    // account and client address instead (src/server/auth/loginThrottle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: SESSION_MAX_AGE_SECONDS,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    // The reset mail is ours (src/server/account/passwordReset.ts), sent through the outbox.
    forgotPassword: { expiration: PASSWORD_RESET_VALIDITY_MS },
  },
  hooks: {
    beforeValidate: [noControlCharacters, enforcePasswordLength],
    beforeChange: [guardUserWrites],
    afterChange: [auditAccountChanges],
    beforeDelete: [keepWhatErasureMustNot],
    afterDelete: [auditErasure],
    afterRead: [stripInternalKeys],
  },
  access: {
    admin: ({ req }) => canEnterAdminPanel(req.user),
    read: adminOrSelf,
    create: adminOrFlow('registration'),
    update: userUpdate,
    delete: userDelete,
    unlock: adminOnly,
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'applicant',
      label: 'Rôle',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: adminOwned,
      saveToJWT: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'emailVerifiedAt',
          type: 'date',
          label: 'Adresse confirmée le',
          admin: { readOnly: true, description: 'Vide tant que le titulaire n’a pas suivi le lien de confirmation.' },
          access: accountOwned,
        },
        {
          name: 'pendingEmail',
          type: 'email',
          label: 'Nouvelle adresse à confirmer',
          admin: { readOnly: true },
          access: accountOwned,
        },
      ],
    },
    { name: 'firstName', type: 'text', label: 'Prénom', maxLength: NAME_MAX, validate: noMarkup },
    { name: 'lastName', type: 'text', label: 'Nom', maxLength: NAME_MAX, validate: noMarkup },
    ...forApplicants([
      { name: 'newsletter', type: 'checkbox', label: 'Newsletter', defaultValue: false },
      {
        name: 'namedToTablemates',
        type: 'checkbox',
        label: 'Nommé·e auprès de ses voisins de table',
        defaultValue: true,
        admin: {
          description: 'Décoché\u00a0: son prénom n’apparaît pas dans les e-mails de ses voisins de table (seul son secteur y figure).',
        },
      },
      { name: 'themes', type: 'select', hasMany: true, label: 'Thématiques', options: themeOptions, validate: themesChosen },
      { name: 'birthDate', type: 'text', label: 'Date de naissance (AAAA-MM-JJ)', maxLength: ISO_DATE_LENGTH, validate: pastIsoDate },
      { name: 'phone', type: 'text', label: 'Téléphone', maxLength: PHONE_MAX, validate: phoneNumber },
      { name: 'identity', type: 'select', label: 'Identité', options: selectOptions(IDENTITIES) },
      { name: 'pricingPlan', type: 'select', label: 'Formule', options: selectOptions(PLANS) },
      { name: 'address', type: 'text', label: 'Adresse', maxLength: SHORT_TEXT_MAX, validate: noMarkup },
      { name: 'postalCode', type: 'text', label: 'Code postal', maxLength: POSTAL_CODE_MAX, validate: noMarkup },
      { name: 'city', type: 'text', label: 'Ville', maxLength: NAME_MAX, validate: noMarkup },
      { name: 'country', type: 'text', label: 'Pays', maxLength: NAME_MAX, validate: noMarkup },
      { name: 'sector', type: 'select', label: 'Secteur', options: selectOptions(SECTORS) },
      { name: 'company', type: 'text', label: 'Entreprise / organisation', maxLength: SHORT_TEXT_MAX, validate: noMarkup },
      { name: 'currentJob', type: 'text', label: 'Poste actuel', maxLength: SHORT_TEXT_MAX, validate: noMarkup },
      { name: 'linkedin', type: 'text', label: 'LinkedIn', maxLength: URL_MAX, validate: linkedinUrl },
      {
        name: 'languages',
        type: 'select',
        hasMany: true,
        label: 'Langues parlées',
        options: selectOptions(LANGUAGES),
        validate: languagesChosen,
      },
      { name: 'presentation', type: 'textarea', label: 'Présentation', maxLength: PRESENTATION_MAX, validate: presentation },
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
            access: passwordOwned,
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
            access: decisionOwned,
            admin: { description: DECISION_FIELD_HINT },
          },
          { name: 'reviewedAt', type: 'date', label: 'Revue le', access: decisionOwned },
          {
            name: 'reviewedBy',
            type: 'relationship',
            relationTo: 'users',
            label: 'Décidée par',
            // Which team member decided is the team's business, not the applicant's.
            access: { read: adminOnlyField, ...decisionOwned },
            admin: { readOnly: true },
          },
          { name: 'reviewNotes', type: 'textarea', label: 'Notes de revue', maxLength: REVIEW_NOTES_MAX, access: adminOwned },
        ],
      },
      {
        type: 'collapsible',
        label: NO_SHOW_SETTINGS_LABELS.group,
        admin: { initCollapsed: true },
        // Set by the no-show policy and lifted from « Dîners » (src/server/dinners/attendance/noShowPolicy.ts), where the member is told.
        fields: [
          {
            name: 'bookingsPausedUntil',
            type: 'date',
            index: true,
            label: USER_POLICY_LABELS.pausedUntil,
            access: policyOwned,
            admin: { readOnly: true },
          },
          { name: 'noShowWarnedAt', type: 'date', label: USER_POLICY_LABELS.warnedAt, access: policyOwned, admin: { readOnly: true } },
        ],
      },
    ]),
  ],
}
