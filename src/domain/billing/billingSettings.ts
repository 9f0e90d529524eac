/**
 * The plans of SPEC §9 as data the club edits in « Réglages du site » (group « Adhésions et
 * paiement »). Amounts in euros, tax included, as an admin types them; a member keeps the price
 * they subscribed at, whatever these become later. An empty optional amount means no such offer.
 */

import type { RetentionOfferKind } from './retentionTexts'

/** One paid plan's prices, in euros. */
export type PlanPrices = {
  /** Per month at the list price (SPEC §9: 29 € and 99 €). */
  listPrice: number
  /** Per month at the founder price (SPEC §9: 23 € and 79 €). */
  founderPrice: number
  /** Per year; null: no annual subscription offered. */
  annualPrice: number | null
  /** Per month for a member under 27; null: no such rate. */
  under27Price: number | null
}

export type BillingSettings = {
  essential: PlanPrices
  premium: PlanPrices
  /** New members get the founder price while this is on. */
  foundersOpen: boolean
  /** The test's single dinner, in euros; null: the test cannot be paid online (the page says to contact the club). */
  testPrice: number | null
  /** SPEC §9: a minimum commitment of 2 months for the subscriptions. */
  minimumCommitmentMonths: number
  /** Until when members approved before paid membership may still book without paying (ISO); null: they keep booking. */
  graceUntil: string | null
  /** A member may pause their membership once in this many months. */
  pauseOncePerMonths: number
  /** Days a member whose renewal failed keeps booking, counted from the first failure; then the membership is suspended. */
  failedPaymentGraceDays: number
  /** What a member about to cancel is offered, once a year; null: nothing, the cancellation goes straight to its confirmation. */
  retentionOffer: RetentionOfferKind | null
  /** The retention pause's length, in months. */
  retentionPauseMonths: number
  /** The retention month's reduction, in percent of its price. */
  retentionDiscountPercent: number
}

export const BILLING_DEFAULTS: BillingSettings = {
  essential: { listPrice: 29, founderPrice: 23, annualPrice: null, under27Price: null },
  premium: { listPrice: 99, founderPrice: 79, annualPrice: null, under27Price: null },
  foundersOpen: true,
  testPrice: null,
  minimumCommitmentMonths: 2,
  graceUntil: null,
  pauseOncePerMonths: 12,
  failedPaymentGraceDays: 7,
  retentionOffer: null,
  retentionPauseMonths: 1,
  retentionDiscountPercent: 50,
}

export const BILLING_SETTINGS_LABELS = {
  group: 'Adhésions et paiement',
  groupHelp:
    'Les prix des formules, toutes taxes comprises, en euros. Un membre garde le prix auquel il a souscrit : un prix changé ici vaut pour les nouvelles adhésions. Sans clés Stripe sur le serveur, le paiement est désactivé et les formules fonctionnent comme avant.',
  essential: 'Formule Essentiel',
  premium: 'Formule Premium',
  listPrice: 'Prix normal par mois (€)',
  listPriceHelp: 'Vide : le prix de SPEC (29 € pour Essentiel, 99 € pour Premium).',
  founderPrice: 'Prix fondateur par mois (€)',
  founderPriceHelp: 'Vide : le prix de SPEC (23 € pour Essentiel, 79 € pour Premium).',
  annualPrice: 'Prix annuel (€ par an)',
  annualPriceHelp: 'Vide : pas d’abonnement annuel proposé.',
  under27Price: 'Prix moins de 27 ans par mois (€)',
  under27PriceHelp: 'Vide : pas de tarif moins de 27 ans proposé.',
  foundersOpen: 'Tarif fondateur pour les nouveaux membres',
  foundersOpenHelp:
    'Coché : les nouveaux membres paient le prix fondateur. Décoché : le prix normal ; ceux qui ont souscrit au prix fondateur le gardent.',
  testPrice: 'Prix du dîner Test (€)',
  testPriceHelp: 'Vide : le dîner Test ne peut pas être payé en ligne, et la page invite à contacter le club.',
  minimumCommitmentMonths: 'Engagement minimum (mois)',
  minimumCommitmentMonthsHelp: 'Vide : 2 mois, comme le dit SPEC.',
  graceUntil: 'Les membres approuvés avant le paiement peuvent réserver jusqu’au',
  graceUntilHelp: 'Vide : ils continuent de réserver sans payer, sans date de fin.',
  pauseOncePerMonths: 'Une pause au plus tous les (mois)',
  pauseOncePerMonthsHelp: 'Vide : une pause au plus tous les 12 mois.',
  failedPaymentGraceDays: 'Délai de grâce après un paiement échoué (jours)',
  failedPaymentGraceDaysHelp:
    'Le membre dont le renouvellement a échoué continue de réserver pendant ce délai, puis son adhésion est suspendue jusqu’au paiement. Vide : 7 jours.',
  retentionOffer: 'Offre avant une résiliation',
  retentionOfferHelp:
    'Proposée une seule fois par an au membre qui résilie, avant qu’il confirme ; refuser ne lui coûte qu’un clic. Vide : aucune offre, la résiliation va droit à sa confirmation.',
  retentionOfferOptions: { pause: 'Une pause', discount: 'Un mois à prix réduit' },
  retentionPauseMonths: 'Durée de la pause offerte (mois)',
  retentionPauseMonthsHelp: 'De 1 à 3 mois, pour les adhésions mensuelles qui n’ont pas eu de pause cette année. Vide : 1 mois.',
  retentionDiscountPercent: 'Réduction du mois offert (%)',
  retentionDiscountPercentHelp: 'Appliquée une fois, au prochain prélèvement d’une adhésion mensuelle. Vide : 50 %.',
} as const

/** Euros as typed (23, 23.5) to cents. */
export const toCents = (euros: number): number => Math.round(euros * 100)
