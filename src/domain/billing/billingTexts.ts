/**
 * What the server says about paid membership (errors of the billing routes, the booking refusal).
 * The member's page texts are B's (memberBillingTexts), the team's C's; each said once.
 */
import { z } from 'zod'

import { BILLING_INTERVALS, type BillingInterval, MEMBERSHIP_PLANS, MEMBERSHIP_STATUS_KEYS, PRICE_RATES } from './membershipStates'

export const BILLING_ERRORS = {
  billingOff: 'Le paiement en ligne n’est pas activé sur ce site : vos réservations fonctionnent comme avant.',
  notMember: 'L’adhésion est réservée aux membres dont la candidature a été approuvée.',
  badChoice: 'Choisissez une formule, une fréquence et un tarif parmi ceux proposés.',
  offerUnavailable: 'Ce tarif n’est pas proposé : choisissez-en un parmi ceux affichés sur la page.',
  under27Refused: 'Le tarif moins de 27 ans est réservé aux membres qui n’ont pas encore 27 ans à la date de l’adhésion.',
  alreadyActive: 'Votre adhésion est déjà active : gérez-la depuis « Mon adhésion ».',
  noCustomer: 'Aucun paiement n’est encore associé à votre adhésion : activez-la d’abord.',
  tokenInvalid: 'Ce lien d’activation est invalide ou a expiré. Connectez-vous et activez votre adhésion depuis votre espace.',
  badSignature: 'Signature Stripe absente ou invalide : la notification est refusée.',
  offerReason: 'Indiquez pourquoi l’adhésion est offerte (1 à 500 caractères).',
  stripeUnreachable: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants.',
  badStatus: 'Choisissez un statut parmi ceux de la liste.',
  badPage: 'Le numéro de page doit être un nombre entier positif.',
  invitationsNeedBilling: 'Le paiement en ligne n’est pas activé : il n’y a pas encore d’adhésion à activer.',
  noMembership: 'Ce membre n’a pas d’adhésion : seule une candidature approuvée en ouvre une.',
  /** The booking refused without a membership that allows it (SPEC's limits apply then). */
  bookingNeedsMembership:
    'Pour réserver, votre adhésion doit être active. Activez-la depuis « Mon adhésion » dans votre espace (lien « Activer mon adhésion » reçu par e-mail), ou écrivez au club.',
} as const

/** The choice a member posts to Checkout. */
export const checkoutChoiceSchema = z.object({
  plan: z.enum(MEMBERSHIP_PLANS, { error: BILLING_ERRORS.badChoice }),
  interval: z.enum(Object.keys(BILLING_INTERVALS) as [keyof typeof BILLING_INTERVALS], { error: BILLING_ERRORS.badChoice }),
  rate: z.enum(Object.keys(PRICE_RATES) as [keyof typeof PRICE_RATES], { error: BILLING_ERRORS.badChoice }),
})
export type CheckoutChoice = z.infer<typeof checkoutChoiceSchema>

/** The activation token, posted with the member's choice from the mailed link's page. */
export const activationSchema = checkoutChoiceSchema.extend({
  token: z.string({ error: BILLING_ERRORS.tokenInvalid }).min(1, BILLING_ERRORS.tokenInvalid).max(200, BILLING_ERRORS.tokenInvalid),
})

/** How long the mailed « Activer mon adhésion » link works; then the member activates from their space. */
export const ACTIVATION_LINK_DAYS = 30

/** The button of the approval and invitation mails, and of the member's space. */
export const ACTIVATE_LABEL = 'Activer mon adhésion'

/** The team's list: one status or all, page by page. */
export const TEAM_MEMBERSHIPS_PAGE_SIZE = 50
export const teamMembershipsQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUS_KEYS, { error: BILLING_ERRORS.badStatus }).optional(),
  page: z.coerce
    .number({ error: BILLING_ERRORS.badPage })
    .int(BILLING_ERRORS.badPage)
    .min(1, BILLING_ERRORS.badPage)
    .max(10_000, BILLING_ERRORS.badPage)
    .default(1),
})
export type TeamMembershipsQuery = z.infer<typeof teamMembershipsQuerySchema>

const OFFER_REASON_MAX = 500
export const offerSchema = z.object({
  reason: z
    .string({ error: BILLING_ERRORS.offerReason })
    .trim()
    .min(1, BILLING_ERRORS.offerReason)
    .max(OFFER_REASON_MAX, BILLING_ERRORS.offerReason),
})

/** « 23 € », « 23,50 € »: an amount in cents as the site writes it. */
export function euros(cents: number): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}

/** « 23 € par mois TTC », « 35 € une fois TTC ». */
export const priceLine = (cents: number, interval: BillingInterval): string => `${euros(cents)} ${BILLING_INTERVALS[interval]} TTC`
