/**
 * What the member reads of their paid membership (« Mon adhésion » in their space, the activation
 * page a mailed link opens, the page back from Stripe's checkout): the words, and the pure
 * helpers that put a membership's amounts and dates into them. Prices are shown tax included.
 */
import type { MembershipStatus } from './membershipStates'
import { PLANS, type PricingPlan } from '../plans'

/** Where the full « Mon adhésion » lives, and the anchor of its summary in the space. */
export const MEMBERSHIP_PATH = '/status/adhesion'
/** Checkout's `success_url` adds this to `MEMBERSHIP_PATH`: the page then waits for the webhook. */
export const PAYMENT_DONE_PARAM = { name: 'paiement', value: 'ok' } as const

/**
 * Back from Checkout, the page asks again until the webhook has made the membership active: a
 * card payment is confirmed in seconds; past this, the page says it will show once confirmed.
 */
export const CONFIRMATION_POLLING = { attempts: 20, intervalMs: 1_500 } as const

export const MEMBER_BILLING_TEXTS = {
  heading: 'Mon adhésion',
  loading: 'Chargement de votre adhésion…',
  loadFailed: 'Impossible de charger votre adhésion.',
  seeMore: 'Voir mon adhésion et mes factures',
  backToSpace: 'Retour à mon espace',
  activate: 'Activer mon adhésion',
  resume: 'Reprendre mon adhésion',
  manage: 'Gérer mon paiement',
  manageHint: 'Moyen de paiement, formule et résiliation, sur la page sécurisée de Stripe.',
  opening: 'Ouverture…',
  since: 'Depuis le {date}',
  nextCharge: 'Prochain prélèvement\u00a0: {amount} le {date}',
  lastPayment: 'Dernier paiement\u00a0: {amount} le {date}',
  graceUntil: 'Vous pouvez réserver jusqu’au {date} sans avoir activé votre adhésion.',
  graceOpen: 'Membre avant l’adhésion payante, vous pouvez continuer à réserver en attendant de l’activer.',
  offeredReason: 'Offerte par l’équipe\u00a0: {reason}',
  /** What each state means for the member, in a sentence (`{date}`: the end of the paid period). */
  statusHints: {
    to_activate: 'Votre candidature est acceptée. Activez votre adhésion pour réserver vos dîners.',
    active: 'Votre adhésion est active\u00a0: vous pouvez réserver vos dîners.',
    past_due:
      'Le dernier paiement a échoué. Stripe le tentera de nouveau\u00a0; mettez à jour votre moyen de paiement pour réserver de nouveau.',
    paused: 'Votre adhésion est en pause\u00a0: aucun prélèvement, aucune réservation.',
    cancelling: 'Votre adhésion est résiliée\u00a0: elle reste active jusqu’au {date}.',
    ended: 'Votre adhésion est terminée. Vous pouvez la reprendre quand vous le souhaitez.',
    offered: 'L’équipe vous a offert votre adhésion\u00a0: vous pouvez réserver vos dîners.',
  } satisfies Record<MembershipStatus, string>,
} as const

/** The offer chooser: the plan, interval and rate the member may subscribe to, with prices TTC. */
export const OFFER_TEXTS = {
  legend: 'Votre formule',
  commitment:
    'Engagement minimum de {months} mois\u00a0: chaque mois commencé est dû jusque-là. Ensuite, vous résiliez quand vous voulez, avec effet à la fin de la période payée.',
  testNoCommitment: 'Le dîner test se paie une fois, sans engagement ni renouvellement.',
  secure:
    'Le paiement se fait sur la page sécurisée de Stripe, notre prestataire de paiement (carte, Apple Pay, Google Pay ou prélèvement SEPA)\u00a0: vos coordonnées bancaires ne nous parviennent jamais.',
  pay: 'Continuer vers le paiement',
  paying: 'Ouverture de la page de paiement…',
  none: 'Aucune formule ne peut être payée en ligne pour le moment. Écrivez-nous\u00a0: l’équipe vous répondra.',
  selected: 'Choisie',
} as const

/** The page back from Checkout, until the webhook has made the membership active. */
export const CONFIRMING_TEXTS = {
  title: 'Paiement en cours de confirmation',
  body: 'Merci\u00a0! Stripe nous confirme votre paiement\u00a0: cela prend en général quelques secondes. Cette page se met à jour d’elle-même.',
  slow: 'La confirmation tarde un peu (un prélèvement SEPA peut demander quelques jours). Votre adhésion paraîtra ici dès qu’elle sera confirmée.',
  check: 'Vérifier de nouveau',
  done: 'Votre adhésion est active. Bienvenue\u00a0!',
} as const

/** The page the approval mail's « Activer mon adhésion » opens (nothing happens until the button). */
export const ACTIVATION_TEXTS = {
  title: 'Activer mon adhésion',
  greeting: 'Bonjour {firstName}, votre candidature a été acceptée. Choisissez votre formule, puis payez sur la page sécurisée de Stripe.',
  refusedTitle: 'Ce lien ne permet plus d’activer votre adhésion',
  refused:
    'Ce lien d’activation a expiré ou n’est pas valide. Connectez-vous\u00a0: vous pourrez activer votre adhésion depuis votre espace, rubrique «\u00a0Mon adhésion\u00a0».',
  alreadyActive: 'Votre adhésion est déjà active\u00a0: vous pouvez réserver vos dîners depuis votre espace.',
  login: 'Me connecter',
  mySpace: 'Aller à mon espace',
} as const

/** Beside a booking the server refused for want of an active membership: the way to activate it. */
export const BOOKING_REFUSAL_TEXTS = {
  title: 'Adhésion à activer',
  action: 'Activer mon adhésion',
} as const

/** The plan's name as the pricing section shows it (« Premium »). */
export function planName(plan: PricingPlan): string {
  return PLANS.find((entry) => entry.value === plan)?.label ?? plan
}
