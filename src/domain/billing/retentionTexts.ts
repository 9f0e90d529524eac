/**
 * The retention offer: before confirming a cancellation, the member may be offered one thing the
 * team sets in « Réglages du site » (a pause, or a month at a reduced price), at most once in
 * RETENTION_OFFER_MONTHS. Declining is one click, and the cancellation goes on.
 */
import { z } from 'zod'

/** A member is offered something at most once in this many months, whatever they answered. */
export const RETENTION_OFFER_MONTHS = 12

/** What the team may offer; null in the settings: nothing, the cancellation goes straight to its confirmation. */
export const RETENTION_OFFER_KINDS = ['pause', 'discount'] as const
export type RetentionOfferKind = (typeof RETENTION_OFFER_KINDS)[number]

/** The offer as the cancellation's preview carries it, when there is one for this member now. */
export type RetentionOffer = { kind: 'pause'; months: number } | { kind: 'discount'; percent: number }

const RETENTION_ANSWERS = ['accept', 'decline'] as const

export const RETENTION_ERRORS = {
  badAnswer: 'Acceptez l’offre ou continuez la résiliation.',
  noOffer: 'Aucune offre ne vous est proposée en ce moment\u00a0: vous pouvez confirmer la résiliation.',
} as const

/** The body of `POST /api/me/membership/retention`. */
export const retentionAnswerSchema = z.object(
  { answer: z.enum(RETENTION_ANSWERS, { error: RETENTION_ERRORS.badAnswer }) },
  { error: RETENTION_ERRORS.badAnswer },
)

export const RETENTION_TEXTS = {
  title: 'Avant de partir',
  pause:
    'Plutôt qu’une résiliation, vous pouvez mettre votre adhésion en pause pendant {months} mois\u00a0: aucun prélèvement, et elle reprend d’elle-même.',
  discount: 'Restez avec nous\u00a0: votre prochain mois est à {percent}\u00a0% de réduction, et votre adhésion continue comme avant.',
  onlyOnce: 'Cette offre ne vous est faite qu’une fois par an.',
  acceptPause: 'Mettre en pause',
  acceptDiscount: 'Profiter de la réduction',
  accepting: 'Un instant…',
  decline: 'Non merci, continuer la résiliation',
  declining: 'Un instant…',
  acceptedPause: 'Votre adhésion est en pause jusqu’au {date}\u00a0: aucun prélèvement d’ici là.',
  acceptedDiscount: 'C’est fait\u00a0: votre prochain mois est à {percent}\u00a0% de réduction. Votre adhésion continue.',
} as const

/** `POST /api/me/membership/retention`, accepted: what the member now has. */
export type RetentionAccepted = { offer: RetentionOffer; pausedUntil: string | null }
