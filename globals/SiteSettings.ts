import type { GlobalConfig } from 'payload'

import { AUDIT_RETENTION_YEARS, AUDIT_SETTINGS_LABELS } from '@/domain/audit'
import { LEGAL_DEFAULTS, SITE_DEFAULTS } from '@/domain/brand'
import { CLUB_GROUP, SETTINGS_LABELS } from '@/domain/contentTexts'
import { FEEDBACK_COMMENT_MONTHS, FEEDBACK_SETTINGS_LABELS } from '@/domain/feedback'
import { NO_SHOW_FEE_DEFAULTS, NO_SHOW_FEE_EUROS, NO_SHOW_FEE_SETTINGS_LABELS } from '@/domain/noShowFees'
import { NO_SHOW_POLICY_BOUNDS, NO_SHOW_POLICY_DEFAULTS, NO_SHOW_SETTINGS_LABELS, type NoShowPolicy } from '@/domain/noShowPolicy'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'

import { billingSettingsGroup } from './billingSettingsFields'
import { sponsorshipSettingsGroup } from './sponsorshipSettingsFields'
import { adminOnly, anyone, hiddenUnlessAdmin } from '../collections/access/roles'
import { auditGlobalEdits } from '../collections/hooks/auditTrail'
import { noControlCharactersInGlobal } from '../collections/hooks/noControlCharacters'

/** A pause that came before the warning would leave the warning unsent: the pause needs more absences. */
function pauseAfterWarn(value: number | null | undefined, { siblingData }: { siblingData: Partial<NoShowPolicy> }): true | string {
  const { warnAt } = siblingData
  return typeof value === 'number' && typeof warnAt === 'number' && value <= warnAt ? NO_SHOW_SETTINGS_LABELS.pauseAfterWarn : true
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: { group: CLUB_GROUP, hidden: hiddenUnlessAdmin },
  access: { read: anyone, update: adminOnly },
  hooks: {
    beforeValidate: [noControlCharactersInGlobal],
    afterChange: [
      auditGlobalEdits('settings.edited'),
      ({ req }) => expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.siteSettings),
    ],
  },
  fields: [
    { name: 'brandName', type: 'text', label: 'Nom de la marque', required: true, defaultValue: SITE_DEFAULTS.brandName },
    {
      type: 'row',
      fields: [
        { name: 'brandOf', type: 'text', label: SETTINGS_LABELS.brandOf, admin: { description: SETTINGS_LABELS.brandOfHelp } },
        { name: 'brandTo', type: 'text', label: SETTINGS_LABELS.brandTo, admin: { description: SETTINGS_LABELS.brandToHelp } },
      ],
    },
    { name: 'tagline', type: 'text', label: 'Slogan', required: true, defaultValue: SITE_DEFAULTS.tagline },
    { name: 'instagramUrl', type: 'text', label: 'Instagram', defaultValue: SITE_DEFAULTS.instagramUrl },
    { name: 'tiktokUrl', type: 'text', label: 'TikTok', defaultValue: SITE_DEFAULTS.tiktokUrl },
    {
      name: 'contactEmail',
      type: 'email',
      label: 'Adresse de contact de l’équipe',
      required: true,
      defaultValue: SITE_DEFAULTS.contactEmail,
    },
    {
      name: 'waitlistOfferHours',
      type: 'number',
      label: SETTINGS_LABELS.waitlistOfferHours,
      admin: { description: SETTINGS_LABELS.waitlistOfferHoursHelp },
      required: true,
      min: 1,
      max: 24,
      defaultValue: SITE_DEFAULTS.waitlistOfferHours,
    },
    {
      name: 'feedbackCommentMonths',
      type: 'number',
      label: FEEDBACK_SETTINGS_LABELS.commentMonths,
      admin: { description: FEEDBACK_SETTINGS_LABELS.commentMonthsHelp },
      required: true,
      min: FEEDBACK_COMMENT_MONTHS.min,
      max: FEEDBACK_COMMENT_MONTHS.max,
      defaultValue: FEEDBACK_COMMENT_MONTHS.default,
    },
    {
      name: 'auditRetentionYears',
      type: 'number',
      label: AUDIT_SETTINGS_LABELS.retentionYears,
      required: true,
      min: AUDIT_RETENTION_YEARS.min,
      max: AUDIT_RETENTION_YEARS.max,
      defaultValue: AUDIT_RETENTION_YEARS.default,
      // Whole years in the form; the purge counts whole years whatever is stored.
      admin: { description: AUDIT_SETTINGS_LABELS.retentionYearsHelp, step: 1 },
    },
    {
      name: 'noShowPolicy',
      type: 'group',
      label: NO_SHOW_SETTINGS_LABELS.group,
      admin: { description: NO_SHOW_SETTINGS_LABELS.groupHelp },
      fields: [
        {
          type: 'row',
          fields: (['warnAt', 'pauseAt', 'pauseDays', 'windowMonths'] as const).map((name) => ({
            name,
            type: 'number' as const,
            label: NO_SHOW_SETTINGS_LABELS[name],
            required: true,
            ...NO_SHOW_POLICY_BOUNDS[name],
            defaultValue: NO_SHOW_POLICY_DEFAULTS[name],
            validate: name === 'pauseAt' ? pauseAfterWarn : undefined,
          })),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'feeEuros',
              type: 'number',
              label: NO_SHOW_FEE_SETTINGS_LABELS.feeEuros,
              ...NO_SHOW_FEE_EUROS,
              defaultValue: NO_SHOW_FEE_DEFAULTS.amountCents / 100,
              admin: { description: NO_SHOW_FEE_SETTINGS_LABELS.feeEurosHelp, step: 1 },
            },
            {
              name: 'waiveFirstFee',
              type: 'checkbox',
              label: NO_SHOW_FEE_SETTINGS_LABELS.waiveFirstFee,
              defaultValue: NO_SHOW_FEE_DEFAULTS.waiveFirst,
            },
          ],
        },
      ],
    },
    billingSettingsGroup,
    sponsorshipSettingsGroup,
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: SETTINGS_LABELS.heroImage,
      admin: { description: SETTINGS_LABELS.artworkHelp },
    },
    {
      name: 'legal',
      type: 'group',
      label: SETTINGS_LABELS.legal,
      admin: { description: SETTINGS_LABELS.legalHelp },
      fields: [
        { name: 'publisher', type: 'text', label: SETTINGS_LABELS.publisher, required: true, defaultValue: LEGAL_DEFAULTS.publisher },
        { name: 'address', type: 'text', label: SETTINGS_LABELS.address, required: true, defaultValue: LEGAL_DEFAULTS.address },
        {
          name: 'registration',
          type: 'text',
          label: SETTINGS_LABELS.registration,
          required: true,
          defaultValue: LEGAL_DEFAULTS.registration,
        },
        { name: 'director', type: 'text', label: SETTINGS_LABELS.director, required: true, defaultValue: LEGAL_DEFAULTS.director },
        { name: 'host', type: 'textarea', label: SETTINGS_LABELS.host, required: true, defaultValue: LEGAL_DEFAULTS.host },
      ],
    },
  ],
}
