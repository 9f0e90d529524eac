import { DateTime } from 'luxon'
import { z } from 'zod'

import { DINNER_TIME_ZONE } from './dinners'
import { emailField, recordIdField } from './fields'

/**
 * Sponsorship (« parrainage »): an approved member invites someone by e-mail, a few times a
 * quarter; the invitation's link opens the registration with the address filled in and the
 * sponsor recorded. It never approves: the application is reviewed like any other.
 */

/** How long an invitation's link may open the registration. */
export const INVITATION_DAYS = 30
/** How long a second sponsor's link may confirm. */
export const SECOND_SPONSOR_DAYS = 14
/** Dinners a sponsee attends before their sponsor is rewarded. */
export const REWARD_AFTER_DINNERS = 2
export const INVITATION_MESSAGE_MAX = 500
export const CONCERN_MESSAGE_MAX = 2000

/** The registration's query parameter that carries an invitation's token (`/inscription?parrainage=…`). */
export const INVITATION_PARAM = 'parrainage'

export const SPONSORSHIP_PATHS = {
  invitations: '/api/me/sponsorship/invitations',
  concerns: '/api/me/sponsorship/concerns',
  secondSponsor: '/api/me/sponsorship/second-sponsor',
  secondSponsorConfirm: '/api/sponsorship/second-sponsor/confirm',
  invitationPage: '/parrainage',
  secondSponsorPage: '/parrainage/second',
  teamStats: '/api/admin/sponsorship/stats',
} as const

export const REWARD_KINDS = ['free-dinner', 'discount-month'] as const
export type RewardKind = (typeof REWARD_KINDS)[number]

/** What « Réglages du site » says of sponsorship. */
export type SponsorshipSettings = {
  /** Invitations an approved member may send per calendar quarter. */
  quota: number
  /** The same for a premium member. */
  premiumQuota: number
  /** What a sponsor gets once their sponsee has attended REWARD_AFTER_DINNERS dinners; null: nothing. */
  reward: RewardKind | null
  /** The reduced month's reduction, in percent of its price. */
  rewardDiscountPercent: number
}

export const SPONSORSHIP_DEFAULTS: SponsorshipSettings = { quota: 3, premiumQuota: 5, reward: null, rewardDiscountPercent: 50 }

/** The calendar quarter a moment falls in, in the club's time zone: its start and its label (« T4 2026 »). */
export function quarterOf(at: Date): { start: Date; label: string } {
  const start = DateTime.fromJSDate(at, { zone: DINNER_TIME_ZONE }).startOf('quarter')
  return { start: start.toJSDate(), label: `T${start.quarter} ${start.year}` }
}

export const SPONSORSHIP_ERRORS = {
  notMember: 'Seuls les membres peuvent parrainer.',
  quotaReached:
    'Vous avez envoyé toutes vos invitations de ce trimestre\u00a0: {quota} au plus. Vous pourrez en envoyer d’autres au prochain.',
  ownAddress: 'Vous ne pouvez pas vous inviter vous-même.',
  messageTooLong: `Votre mot dépasse ${INVITATION_MESSAGE_MAX}\u00a0caractères.`,
  concernRequired: 'Dites en quelques mots ce qui vous préoccupe.',
  concernTooLong: `Votre message dépasse ${CONCERN_MESSAGE_MAX}\u00a0caractères.`,
  invitationInvalid: 'Ce lien d’invitation n’est pas valable. Demandez à votre parrain ou marraine de vous en envoyer un autre.',
  invitationUsed: 'Ce lien d’invitation a déjà servi à une inscription.',
  invitationExpired: 'Ce lien d’invitation a expiré. Demandez à votre parrain ou marraine de vous en envoyer un autre.',
  secondInvalid: 'Ce lien n’est pas valable ou a expiré.',
  secondUsed: 'Vous avez déjà confirmé ce parrainage.',
  secondNotApplied: 'Cette personne n’a pas encore déposé de candidature sur ce lien.',
  secondSelf: 'Le second parrain doit être un autre membre.',
  secondAlready: 'Un second parrainage a déjà été demandé pour cette candidature.',
  notYourInvitation: 'Cette invitation n’est pas la vôtre.',
} as const

/** An invitation's token as the registration sends it beside step 1 (absent without an invitation). */
export const invitationTokenField = z
  .string({ error: SPONSORSHIP_ERRORS.invitationInvalid })
  .max(100, { error: SPONSORSHIP_ERRORS.invitationInvalid })
  .optional()

/** What the member's space sends to invite someone: their address, and an optional word. */
export const invitationSchema = z.object({
  email: emailField(),
  message: z
    .string({ error: SPONSORSHIP_ERRORS.messageTooLong })
    .trim()
    .max(INVITATION_MESSAGE_MAX, { error: SPONSORSHIP_ERRORS.messageTooLong })
    .default(''),
})

/** A concern about an applicant the member knows, sent to the team alone. */
export const concernSchema = z.object({
  email: emailField(),
  message: z
    .string({ error: SPONSORSHIP_ERRORS.concernRequired })
    .trim()
    .min(1, { error: SPONSORSHIP_ERRORS.concernRequired })
    .max(CONCERN_MESSAGE_MAX, { error: SPONSORSHIP_ERRORS.concernTooLong }),
})

/** A sponsor asks another member to second the application their invitation led to. */
export const secondSponsorSchema = z.object({
  invitationId: recordIdField,
  email: emailField(),
})

/** Where an invitation stands, as its sponsor sees it (never the review's notes). */
export type InvitationState = 'sent' | 'expired' | 'applied' | 'approved' | 'rejected'

export type SponsorInvitation = {
  id: number
  email: string
  sentAt: string
  state: InvitationState
  /** The second sponsor asked for the application, if any, and whether they confirmed. */
  second: { name: string; confirmed: boolean } | null
}

export type SponsorSpace = {
  quota: number
  left: number
  quarter: string
  invitations: SponsorInvitation[]
  /** Rewards granted, as sentences. */
  rewards: string[]
}

export const SPONSORSHIP_TEXTS = {
  spaceHeading: 'Parrainer quelqu’un',
  spaceIntro:
    'Invitez une personne que vous connaissez à rejoindre le cercle. Elle recevra un lien, valable {days}\u00a0jours, pour déposer sa candidature, que l’équipe examinera comme toutes les autres.',
  left: {
    one: 'Il vous reste {count} invitation ce trimestre ({quarter}).',
    other: 'Il vous reste {count} invitations ce trimestre ({quarter}).',
  },
  email: 'Son adresse e-mail',
  message: 'Un mot pour elle (facultatif)',
  send: 'Envoyer l’invitation',
  sent: 'Invitation envoyée à {address}.',
  none: 'Vous n’avez encore invité personne.',
  listHeading: 'Mes invitations',
  states: {
    sent: 'Envoyée',
    expired: 'Expirée',
    applied: 'Candidature déposée',
    approved: 'Candidature acceptée',
    rejected: 'Candidature close',
  } satisfies Record<InvitationState, string>,
  sentOn: 'envoyée le {date}',
  secondAsk: 'Demander un second parrainage',
  secondEmail: 'Adresse e-mail de l’autre membre',
  secondAsked: 'Nous avons écrit à ce membre, s’il en est un, pour qu’il confirme.',
  secondPending: 'Second parrainage demandé à {name}',
  secondConfirmed: 'Second parrainage confirmé par {name}',
  rewards: {
    'free-dinner': 'Un dîner vous est offert pour le parrainage de {name}\u00a0: une réservation au-delà de votre formule.',
    'discount-month': 'Un mois à −{percent}\u00a0% vous est offert pour le parrainage de {name}.',
  } satisfies Record<RewardKind, string>,
  freeDinnerSpent: 'Le dîner offert pour le parrainage de {name} est réservé.',
  concernHeading: 'Une inquiétude au sujet d’une candidature\u00a0?',
  concernIntro:
    'Si une personne que vous connaissez a pu candidater et que quelque chose vous inquiète, dites-le à l’équipe. Seule l’équipe lit ce message\u00a0; la personne ne le voit jamais.',
  concernEmail: 'Adresse e-mail de la personne concernée',
  concernMessage: 'Votre message à l’équipe',
  concernSend: 'Envoyer à l’équipe',
  concernSent: 'Merci, l’équipe a bien reçu votre message.',
  loading: 'Chargement de vos invitations…',
  loadFailed: 'Vos invitations n’ont pas pu être chargées.',
  // The invitation's page
  pageTitle: 'Votre invitation',
  pageInvited: '{name} vous invite à rejoindre {brand}.',
  pageWord: 'Son mot\u00a0: «\u00a0{message}\u00a0»',
  pageReview: 'Votre candidature sera examinée par l’équipe, comme toutes les autres.',
  pageStart: 'Commencer ma candidature',
  // The second sponsor's page
  secondTitle: 'Second parrainage',
  secondQuestion: '{sponsor} vous demande de parrainer aussi la candidature de {applicant}. Vous la connaissez et la recommandez\u00a0?',
  secondButton: 'Je confirme mon parrainage',
  secondDone: 'Merci, votre parrainage est enregistré. L’équipe le verra en examinant la candidature.',
} as const

export const SPONSORSHIP_SETTINGS_LABELS = {
  group: 'Parrainage',
  groupHelp:
    'Combien d’invitations un membre peut envoyer par trimestre civil, et ce que reçoit un parrain quand la personne qu’il a parrainée a participé à deux dîners (une fois par personne parrainée).',
  quota: 'Invitations par trimestre',
  quotaHelp: 'Pour un membre Essentiel ou Test. 0\u00a0: pas de parrainage.',
  premiumQuota: 'Invitations par trimestre (Premium)',
  premiumQuotaHelp: 'Pour un membre Premium.',
  reward: 'Récompense du parrain',
  rewardHelp:
    'Vide\u00a0: aucune récompense. Un dîner offert\u00a0: une réservation de plus que la formule n’en permet (au-delà du dîner du mois d’un membre Essentiel)\u00a0; chacun règle toujours son repas. Un membre Premium, qui réserve sans limite, n’en a pas l’usage.',
  rewardOptions: { 'free-dinner': 'Un dîner offert', 'discount-month': 'Un mois à prix réduit' } satisfies Record<RewardKind, string>,
  rewardDiscountPercent: 'Réduction du mois offert (%)',
  rewardDiscountPercentHelp: 'Appliquée à la prochaine échéance de l’abonnement mensuel du parrain, par Stripe.',
} as const
