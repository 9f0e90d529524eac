/**
 * Cancelling a paid membership (« Résilier mon adhésion »): the words the member reads in « Mon
 * adhésion », the mails, the errors of the routes, and when a cancellation takes effect. French
 * law asks for at most three clicks from a visible « Résilier » function to the confirmation.
 */
import { z } from 'zod'

import type { MembershipView } from './membershipStates'
import { MEMBERSHIP_PATH } from './memberTexts'
import type { RetentionOffer } from './retentionTexts'

/** The anchor that opens the cancellation in « Mon adhésion » (the mails' footer links to it). */
export const CANCEL_ANCHOR = 'resilier'
export const CANCEL_PATH = `${MEMBERSHIP_PATH}#${CANCEL_ANCHOR}`

/** The visible function the law speaks of: in « Mon adhésion », in its summary, in every paying member's mail. */
export const CANCEL_LABEL = 'Résilier mon adhésion'

/**
 * Whether the member has a subscription they may cancel now (a test ticket has nothing to cancel):
 * running, paused or with a renewal unpaid — the law lets a subscriber leave at any time.
 */
export const mayCancel = (membership: Pick<MembershipView, 'status' | 'interval' | 'cancelAt'>): boolean =>
  CANCELLABLE.includes(membership.status) && !membership.cancelAt && membership.interval !== 'once'

const CANCELLABLE: readonly MembershipView['status'][] = ['active', 'paused', 'past_due']

export const CANCELLATION_ERRORS = {
  nothingToCancel: 'Votre adhésion n’a pas d’abonnement en cours à résilier.',
  alreadyCancelling: 'Votre adhésion est déjà résiliée\u00a0: elle prend fin à la date indiquée dans «\u00a0Mon adhésion\u00a0».',
  notCancelling: 'Votre adhésion n’est pas résiliée\u00a0: il n’y a rien à annuler.',
  tooLateToUndo: 'Votre adhésion a déjà pris fin\u00a0: reprenez-la depuis «\u00a0Mon adhésion\u00a0».',
  badConfirmation: 'La résiliation se confirme par le bouton «\u00a0Confirmer la résiliation\u00a0».',
} as const

/** The body of `POST /api/me/membership/cancellation`: the member's explicit confirmation. */
export const cancellationSchema = z.object({ confirm: z.literal(true, { error: CANCELLATION_ERRORS.badConfirmation }) })

/**
 * When a cancellation asked now takes effect: at the end of the period already paid, and never
 * before the minimum commitment (SPEC §9) has run from the subscription's start.
 */
export function cancellationTakesEffect(periodEnd: Date, startedAt: Date, minimumMonths: number): { date: Date; minimumApplies: boolean } {
  // Months counted as Stripe counts its periods: the 31st of January plus one month is the 28th or 29th of February.
  const minimum = new Date(startedAt)
  const day = minimum.getUTCDate()
  minimum.setUTCDate(1)
  minimum.setUTCMonth(minimum.getUTCMonth() + minimumMonths)
  const lastDay = new Date(Date.UTC(minimum.getUTCFullYear(), minimum.getUTCMonth() + 1, 0)).getUTCDate()
  minimum.setUTCDate(Math.min(day, lastDay))
  return minimum.getTime() > periodEnd.getTime() ? { date: minimum, minimumApplies: true } : { date: periodEnd, minimumApplies: false }
}

/** `GET /api/me/membership/cancellation`: what confirming would do, said before the member confirms. */
export type CancellationPreview = {
  /** Already cancelled: until when it runs (the member may undo until then). */
  cancelling: boolean
  effectiveDate: string
  /** The date is the commitment's end, later than the period paid. */
  minimumApplies: boolean
  minimumMonths: number
  /** The dinners booked after the date, cancelled when the membership ends. */
  dinnersAfter: { title: string; startsAt: string }[]
  /** What the member is offered before confirming, once a year, if the team set something. */
  retentionOffer: RetentionOffer | null
}

export const CANCELLATION_TEXTS = {
  open: CANCEL_LABEL,
  title: 'Résilier mon adhésion',
  takesEffect: 'Votre adhésion prendra fin le {date}. Vous pouvez réserver et venir à vos dîners jusque-là.',
  minimum: 'Cette date tient compte de l’engagement minimum de {months} mois\u00a0: la période jusque-là reste due.',
  noCharge: 'Aucun prélèvement n’aura lieu après cette date.',
  dinnersAfter: 'Ces dîners réservés après le {date} seront annulés, avec un e-mail pour chacun\u00a0:',
  noDinnersAfter: 'Aucun de vos dîners réservés n’a lieu après cette date.',
  undoUntil: 'Vous pourrez annuler la résiliation jusqu’au {date}.',
  confirm: 'Confirmer la résiliation',
  confirming: 'Résiliation…',
  keep: 'Garder mon adhésion',
  confirmedTitle: 'Résiliation confirmée',
  confirmed: 'Votre adhésion est résiliée\u00a0: elle prend fin le {date}. Un e-mail de confirmation vous a été envoyé.',
  undo: 'Annuler la résiliation',
  undoing: 'Annulation…',
  undone: 'La résiliation est annulée\u00a0: votre adhésion continue.',
  loading: 'Calcul de la date de fin…',
  close: 'Revenir à mon adhésion',
} as const

/** The mails of a cancellation, to the member. `{date}`: the day the membership ends. */
export const CANCELLATION_MAILS = {
  confirmed: {
    subject: 'votre résiliation est confirmée',
    lines: [
      'Nous avons bien reçu la résiliation de votre adhésion. Elle prend fin le {date}\u00a0: vous pouvez réserver et venir à vos dîners jusque-là, et aucun prélèvement n’aura lieu ensuite.',
      'Les dîners réservés après cette date seront annulés ce jour-là, avec un e-mail pour chacun.',
      'Vous avez changé d’avis\u00a0? Vous pouvez annuler la résiliation jusqu’au {date} depuis «\u00a0Mon adhésion\u00a0».',
    ],
    action: 'Voir mon adhésion',
  },
  undone: {
    subject: 'votre adhésion continue',
    lines: ['Vous avez annulé votre résiliation\u00a0: votre adhésion continue, et se renouvelle comme avant.'],
    action: 'Voir mon adhésion',
  },
} as const

/** The footer line of every mail to a member with a paid membership. */
export const CANCEL_FOOTER = { reason: 'Vous êtes membre du club avec une adhésion payante.', label: CANCEL_LABEL } as const
