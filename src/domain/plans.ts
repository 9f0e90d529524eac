/** Membership plans at founder price (SPEC §9). Prices in euros per month. */
export const FOUNDER_DISCOUNT_PERCENT = 20

export const PLANS = [
  {
    value: 'essential',
    label: 'Essentiel',
    price: 23,
    regularPrice: 29,
    perks: ['1 dîner par mois'],
  },
  {
    value: 'premium',
    label: 'Premium',
    price: 79,
    regularPrice: 99,
    perks: ['Dîners illimités', '+1 invité gratuit'],
  },
  {
    value: 'test',
    label: 'Test sans engagement',
    price: null,
    regularPrice: null,
    perks: ['Découvrir un premier dîner sans engagement'],
  },
] as const

export type PricingPlan = (typeof PLANS)[number]['value']

export const PLAN_CONDITIONS = [
  'Engagement minimum de 2 mois.',
  'Tarifs préférentiels pour les abonnements annuels et pour les moins de 27 ans.',
  'Aucune carte bancaire n’est demandée à ce stade.',
] as const

export const DINNER_SIZE = { min: 6, max: 8, minWithSpeakers: 4 } as const
