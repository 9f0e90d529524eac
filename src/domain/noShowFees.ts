/**
 * The no-show fee: an amount set in « Réglages du site » (0: none) charged on the member's payment
 * method once an absence without notice is final (the contest window over, no contest awaiting an
 * answer), the first absence in the policy's window waived if the settings say so, refunded when
 * the mark is taken back. Pure: the server decides under the booking's lock.
 */
import { euros } from './billing/billingTexts'

export type NoShowFeeSettings = {
  /** Charged per absence without notice, in cents; 0: no fee. */
  amountCents: number
  /** The member's first absence within the policy's window is not charged. */
  waiveFirst: boolean
}

export const NO_SHOW_FEE_DEFAULTS: NoShowFeeSettings = { amountCents: 0, waiveFirst: true }

/** The bounds the settings accept, in euros. */
export const NO_SHOW_FEE_EUROS = { min: 0, max: 200 } as const

/**
 * What became of a fee: waived (first absence), not charged (no payment method on record: an
 * offered membership, or one from before paid membership), processing (a SEPA debit on its way),
 * charged, failed (the failed-payment path follows), refunded (the mark taken back after the
 * charge), cancelled (the mark taken back while the charge was failing: nothing is owed).
 */
export type NoShowFeeStatus = 'waived' | 'not_charged' | 'processing' | 'charged' | 'failed' | 'refunded' | 'cancelled'

export const NO_SHOW_FEE_STATUS_LABELS: Record<NoShowFeeStatus, string> = {
  waived: 'Offerts',
  not_charged: 'Non prélevés',
  processing: 'Prélèvement en cours',
  charged: 'Prélevés',
  failed: 'Paiement en échec',
  refunded: 'Remboursés',
  cancelled: 'Annulés',
}

/** Why a fee stands as it does, in the member's words. */
export const NO_SHOW_FEE_REASONS: Record<NoShowFeeStatus, string> = {
  waived: 'Première absence sans prévenir en 12 mois\u00a0: les frais vous sont offerts.',
  not_charged: 'Votre adhésion est offerte, sans moyen de paiement enregistré\u00a0: rien n’est prélevé.',
  processing: 'Absence sans prévenir, devenue définitive\u00a0: le prélèvement est en cours.',
  charged: 'Absence sans prévenir, devenue définitive à la fin du délai de contestation.',
  failed: 'Le prélèvement a échoué\u00a0: mettez à jour votre moyen de paiement.',
  refunded: 'La marque d’absence a été retirée\u00a0: les frais vous sont remboursés.',
  cancelled: 'La marque d’absence a été retirée\u00a0: rien n’est dû.',
}

/** One fee as the member and the team read it. */
export type NoShowFeeView = {
  bookingId: number
  dinnerId: number
  dinnerTitle: string
  startsAt: string
  member: string
  amountCents: number
  status: NoShowFeeStatus
  /** When it was last decided or changed. */
  at: string
}

/** « Frais d’absence : 15 € », shown before booking, in the booking mail and the 72-hour reminder; null when there is none. */
export function noShowFeeNotice(fee: NoShowFeeSettings, windowMonths: number): string | null {
  if (fee.amountCents <= 0) return null
  const waiver = fee.waiveFirst ? ` La première absence en ${windowMonths}\u00a0mois est offerte.` : ''
  return (
    `Frais d’absence\u00a0: en cas d’absence sans prévenir, ${euros(fee.amountCents)} sont prélevés sur votre moyen de paiement, ` +
    `une fois passé le délai pour contester la marque.${waiver} Se désister avant le dîner ne coûte rien.`
  )
}

export const NO_SHOW_FEE_TEXTS = {
  memberHeading: 'Frais d’absence',
  memberEmpty: 'Aucuns frais d’absence.',
  /** An offered membership has no payment method with us: the fee is never charged, and the member is told so. */
  offeredNote: 'Votre adhésion est offerte, sans moyen de paiement enregistré\u00a0: aucuns frais d’absence ne vous sont prélevés.',
  teamHeading: 'Frais d’absence',
  teamEmpty: 'Aucuns frais d’absence pour ce dîner.',
  /** Beside a fee: the dinner and the date. */
  dinner: 'Dîner «\u00a0{dinner}\u00a0» du {date}',
} as const

export const NO_SHOW_FEE_SETTINGS_LABELS = {
  feeEuros: 'Frais d’absence sans prévenir (€, 0\u00a0: aucun)',
  feeEurosHelp:
    'Prélevés sur le moyen de paiement du membre une fois la marque définitive (délai de contestation passé, aucune contestation en attente). Les membres sans moyen de paiement (adhésion offerte) ne sont pas prélevés.',
  waiveFirstFee: 'Offrir les frais de la première absence en 12 mois',
} as const

export const NO_SHOW_FEE_ERRORS = {
  /** A booking refused once a fee has stayed unpaid past the failed-payment grace. */
  bookingSuspended:
    'Vos réservations sont suspendues car des frais d’absence n’ont pas pu être prélevés. Mettez à jour votre moyen de paiement dans «\u00a0Mon adhésion\u00a0»\u00a0: vous pourrez réserver de nouveau dès le paiement accepté.',
} as const
