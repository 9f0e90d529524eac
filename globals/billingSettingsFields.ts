import type { Field } from 'payload'

import { BILLING_DEFAULTS, BILLING_SETTINGS_LABELS as L } from '@/domain/billing/billingSettings'
import { RETENTION_OFFER_KINDS } from '@/domain/billing/retentionTexts'

/** An amount in euros, as the admin types it; `help` says what an empty one means. */
const euros = (name: string, label: string, help: string, defaultValue?: number): Field => ({
  name,
  type: 'number',
  label,
  min: 0,
  max: 10_000,
  defaultValue,
  admin: { description: help, step: 1 },
})

const planPrices = (plan: 'essential' | 'premium'): Field => ({
  name: plan,
  type: 'group',
  label: L[plan],
  fields: [
    {
      type: 'row',
      fields: [
        euros('listPrice', L.listPrice, L.listPriceHelp, BILLING_DEFAULTS[plan].listPrice),
        euros('founderPrice', L.founderPrice, L.founderPriceHelp, BILLING_DEFAULTS[plan].founderPrice),
        euros('annualPrice', L.annualPrice, L.annualPriceHelp),
        euros('under27Price', L.under27Price, L.under27PriceHelp),
      ],
    },
  ],
})

/** « Adhésions et paiement » in « Réglages du site » (DESIGN §14): read through getSiteSettings(). */
export const billingSettingsGroup: Field = {
  name: 'billing',
  type: 'group',
  label: L.group,
  admin: { description: L.groupHelp },
  fields: [
    planPrices('essential'),
    planPrices('premium'),
    {
      name: 'foundersOpen',
      type: 'checkbox',
      label: L.foundersOpen,
      defaultValue: BILLING_DEFAULTS.foundersOpen,
      admin: { description: L.foundersOpenHelp },
    },
    {
      type: 'row',
      fields: [
        euros('testPrice', L.testPrice, L.testPriceHelp),
        {
          name: 'minimumCommitmentMonths',
          type: 'number',
          label: L.minimumCommitmentMonths,
          min: 0,
          max: 24,
          defaultValue: BILLING_DEFAULTS.minimumCommitmentMonths,
          admin: { description: L.minimumCommitmentMonthsHelp, step: 1 },
        },
        {
          name: 'pauseOncePerMonths',
          type: 'number',
          label: L.pauseOncePerMonths,
          min: 1,
          max: 36,
          defaultValue: BILLING_DEFAULTS.pauseOncePerMonths,
          admin: { description: L.pauseOncePerMonthsHelp, step: 1 },
        },
        {
          name: 'graceUntil',
          type: 'date',
          label: L.graceUntil,
          admin: { description: L.graceUntilHelp, date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
        },
        {
          name: 'failedPaymentGraceDays',
          type: 'number',
          label: L.failedPaymentGraceDays,
          min: 0,
          max: 60,
          defaultValue: BILLING_DEFAULTS.failedPaymentGraceDays,
          admin: { description: L.failedPaymentGraceDaysHelp, step: 1 },
        },
      ],
    },
    {
      name: 'retentionOffer',
      type: 'select',
      label: L.retentionOffer,
      options: RETENTION_OFFER_KINDS.map((value) => ({ value, label: L.retentionOfferOptions[value] })),
      admin: { description: L.retentionOfferHelp },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'retentionPauseMonths',
          type: 'number',
          label: L.retentionPauseMonths,
          min: 1,
          max: 3,
          defaultValue: BILLING_DEFAULTS.retentionPauseMonths,
          admin: { description: L.retentionPauseMonthsHelp, step: 1 },
        },
        {
          name: 'retentionDiscountPercent',
          type: 'number',
          label: L.retentionDiscountPercent,
          min: 1,
          max: 100,
          defaultValue: BILLING_DEFAULTS.retentionDiscountPercent,
          admin: { description: L.retentionDiscountPercentHelp, step: 1 },
        },
      ],
    },
  ],
}
