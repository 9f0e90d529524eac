import { z } from 'zod'

/**
 * A membership's payments as the member and the team read them: a failed renewal (the mailed
 * link to update the payment method, the grace, the suspension), and the refusal of a booking
 * while the membership is suspended.
 */

/** The days after a failed renewal on which the member is told: at once, then on day 3 and day 7. */
export const PAYMENT_REMINDER_DAYS = [0, 3, 7] as const
export type PaymentReminderDay = (typeof PAYMENT_REMINDER_DAYS)[number]

/** How long the mailed « Mettre à jour mon moyen de paiement » link works: past the last reminder, with a margin. */
export const PAYMENT_LINK_DAYS = 14

export const PAYMENT_LINK_LABEL = 'Mettre à jour mon moyen de paiement'

export const PAYMENT_METHOD_TEXTS = {
  title: 'Moyen de paiement',
  question:
    'Le renouvellement de votre adhésion n’a pas pu être prélevé. Le bouton ci-dessous ouvre la page sécurisée de Stripe, où vous enregistrez une nouvelle carte ou un nouveau compte\u00a0: le paiement y est ensuite retenté.',
  open: PAYMENT_LINK_LABEL,
  pending: 'Ouverture de la page de paiement…',
  refusedTitle: 'Lien expiré ou invalide',
  refused: 'Ce lien n’est plus valable. Connectez-vous et ouvrez «\u00a0Mon adhésion\u00a0» pour mettre à jour votre moyen de paiement.',
  login: 'Se connecter',
} as const

export const PAYMENT_ERRORS = {
  /** A booking refused once the grace after a failed renewal is over. */
  bookingSuspended:
    'Votre adhésion est suspendue car le renouvellement n’a pas pu être prélevé. Mettez à jour votre moyen de paiement dans «\u00a0Mon adhésion\u00a0»\u00a0: vous pourrez réserver de nouveau dès le paiement accepté.',
  /** The mailed link's token is missing, forged, altered or expired. */
  linkInvalid: PAYMENT_METHOD_TEXTS.refused,
} as const

/** « Mon adhésion » after a failed renewal: until when the member still books, or that bookings have stopped. */
export const PAYMENT_FAILURE_NOTICE = {
  grace: 'Vous pouvez réserver jusqu’au {date} ; ensuite, votre adhésion sera suspendue jusqu’au paiement.',
  suspended:
    'Votre adhésion est suspendue depuis le {date} : plus de nouvelle réservation jusqu’au paiement. Vos places déjà réservées restent à vous.',
} as const

/**
 * The renewal notice of an annual membership (loi Chatel, Code de la consommation L215-1): the law
 * asks for it between three months and one month before the deadline to refuse; the club sends it
 * two months before, and a day missed (every instance down) is made up until one month before.
 */
export const RENEWAL_NOTICE = { monthsBefore: 2, lastMonthsBefore: 1 } as const

/** The team's word for a membership whose grace is over, beside « Paiement en échec ». */
export const SUSPENDED_LABEL = 'Suspendue'

/** The mailed link's token, posted by its page's button. */
export const paymentMethodSchema = z.object({
  token: z.string({ error: PAYMENT_ERRORS.linkInvalid }).min(1, PAYMENT_ERRORS.linkInvalid).max(200, PAYMENT_ERRORS.linkInvalid),
})
