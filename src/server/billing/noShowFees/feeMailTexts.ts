/**
 * What the unpaid no-show fee's mails say, as pure functions of their facts: at once, then on day 3
 * and day 7, each with the link to update the payment method and the date bookings stop.
 */
import { euros } from '@/domain/billing/billingTexts'
import { PAYMENT_LINK_LABEL, type PaymentReminderDay } from '@/domain/billing/paymentTexts'

import type { MailContent } from '../../email/mailContent'

export type FeeFailureFacts = {
  day: PaymentReminderDay
  amountCents: number
  /** The dinner, in words (« « Le goût du risque » du 12 décembre 2026 »). */
  dinner: string
  /** The last day the member still books, in words. */
  graceUntil: string
  suspended: boolean
  href: string
}

const SUBJECTS: Record<PaymentReminderDay, string> = {
  0: 'les frais d’absence n’ont pas pu être prélevés',
  3: 'rappel\u00a0: les frais d’absence restent impayés',
  7: 'dernier rappel\u00a0: les frais d’absence restent impayés',
}

export function feeFailureMailText(facts: FeeFailureFacts): { subject: string; paragraphs: MailContent['paragraphs'] } {
  const amount = euros(facts.amountCents)
  return {
    subject: SUBJECTS[facts.day],
    paragraphs: [
      facts.day === 0
        ? `Les frais d’absence sans prévenir au dîner ${facts.dinner} (${amount}) n’ont pas pu être prélevés\u00a0: votre carte a peut-être expiré, ou la banque a refusé le paiement.`
        : `Les frais d’absence sans prévenir au dîner ${facts.dinner} (${amount}) n’ont toujours pas pu être prélevés.`,
      facts.suspended
        ? 'Vos réservations sont donc suspendues\u00a0: plus de nouvelle réservation jusqu’au paiement\u00a0; vos places déjà réservées restent à vous.'
        : `Vous pouvez continuer de réserver jusqu’au ${facts.graceUntil}. Ensuite, vos réservations seront suspendues jusqu’au paiement\u00a0; vos places déjà réservées restent à vous.`,
      'Mettez à jour votre moyen de paiement sur la page sécurisée de Stripe\u00a0: le prélèvement est retenté aussitôt, et tout reprend dès qu’il est accepté.',
      { label: PAYMENT_LINK_LABEL, href: facts.href },
    ],
  }
}
