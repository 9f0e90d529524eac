import type { Field } from 'payload'

import { REWARD_KINDS, SPONSORSHIP_DEFAULTS, SPONSORSHIP_SETTINGS_LABELS as L } from '@/domain/sponsorship'

/** « Parrainage » in « Réglages du site »: the quotas per quarter and the sponsor's reward. */
export const sponsorshipSettingsGroup: Field = {
  name: 'sponsorship',
  type: 'group',
  label: L.group,
  admin: { description: L.groupHelp },
  fields: [
    {
      type: 'row',
      fields: (['quota', 'premiumQuota'] as const).map((name) => ({
        name,
        type: 'number' as const,
        label: L[name],
        min: 0,
        max: 50,
        defaultValue: SPONSORSHIP_DEFAULTS[name],
        admin: { description: L[`${name}Help`], step: 1 },
      })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reward',
          type: 'select',
          label: L.reward,
          options: REWARD_KINDS.map((value) => ({ value, label: L.rewardOptions[value] })),
          admin: { description: L.rewardHelp },
        },
        {
          name: 'rewardDiscountPercent',
          type: 'number',
          label: L.rewardDiscountPercent,
          min: 1,
          max: 100,
          defaultValue: SPONSORSHIP_DEFAULTS.rewardDiscountPercent,
          admin: { description: L.rewardDiscountPercentHelp, step: 1 },
        },
      ],
    },
  ],
}
