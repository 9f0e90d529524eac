import type { GlobalConfig } from 'payload'

import { CONTENT_GROUP } from '@/domain/contentTexts'
import { NEWSLETTER_INTRO_MAX, NEWSLETTER_LABELS, NEWSLETTER_SCHEDULE, WEEKDAYS } from '@/domain/newsletter'

import { adminOnlyField, editorial } from '../collections/access/roles'
import { auditGlobalEdits } from '../collections/hooks/auditTrail'
import { noControlCharactersInGlobal } from '../collections/hooks/noControlCharacters'

/**
 * The weekly newsletter: editors write its introduction and see its preview; the
 * admins set when it leaves and the pace the SMTP provider allows.
 */
export const Newsletter: GlobalConfig = {
  slug: 'newsletter',
  label: NEWSLETTER_LABELS.global,
  admin: { group: CONTENT_GROUP },
  access: { read: editorial, update: editorial },
  hooks: {
    beforeValidate: [noControlCharactersInGlobal],
    afterChange: [auditGlobalEdits('newsletter.edited')],
  },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      label: NEWSLETTER_LABELS.intro,
      maxLength: NEWSLETTER_INTRO_MAX,
      admin: { description: NEWSLETTER_LABELS.introHelp, rows: 6 },
    },
    {
      name: 'schedule',
      type: 'group',
      label: NEWSLETTER_LABELS.schedule,
      admin: { description: NEWSLETTER_LABELS.scheduleHelp },
      access: { update: adminOnlyField },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              label: NEWSLETTER_LABELS.day,
              options: [...WEEKDAYS],
              required: true,
              defaultValue: String(NEWSLETTER_SCHEDULE.day.default),
            },
            {
              name: 'hour',
              type: 'number',
              label: NEWSLETTER_LABELS.hour,
              required: true,
              min: NEWSLETTER_SCHEDULE.hour.min,
              max: NEWSLETTER_SCHEDULE.hour.max,
              defaultValue: NEWSLETTER_SCHEDULE.hour.default,
              admin: { step: 1 },
            },
            {
              name: 'perMinute',
              type: 'number',
              label: NEWSLETTER_LABELS.perMinute,
              required: true,
              min: NEWSLETTER_SCHEDULE.perMinute.min,
              max: NEWSLETTER_SCHEDULE.perMinute.max,
              defaultValue: NEWSLETTER_SCHEDULE.perMinute.default,
              admin: { description: NEWSLETTER_LABELS.perMinuteHelp, step: 1 },
            },
          ],
        },
      ],
    },
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/src/admin/fields/NewsletterPanel#NewsletterPanel' } },
    },
  ],
}
