/**
 * What the failed-payment mails say, as pure functions of their facts: at once, then on day 3 and
 * day 7, each with the link to update the payment method and the date bookings stop.
 */
import { amountTtc } from '@/domain/billing/money'
import { PAYMENT_LINK_LABEL, type PaymentReminderDay } from '@/domain/billing/paymentTexts'

import type { MailContent } from '../../email/mailContent'

export type PaymentFailureFacts = {
  day: PaymentReminderDay
  amountCents: number
  /** The last day the member still books, in words (« 12 décembre 2026 »). */
  graceUntil: string
  /** The grace is over: bookings have stopped. */
  suspended: boolean
  href: string
}

const SUBJECTS: Record<PaymentReminderDay, string> = {
  0: 'le renouvellement de votre adhésion a échoué',
  3: 'rappel\u00a0: votre paiement est toujours en échec',
  7: 'dernier rappel\u00a0: votre paiement est toujours en échec',
}

export function paymentFailureMailText(facts: PaymentFailureFacts): { subject: string; paragraphs: MailContent['paragraphs'] } {
  return {
    subject: SUBJECTS[facts.day],
    paragraphs: [
      facts.day === 0
        ? `Le renouvellement de votre adhésion (${amountTtc(facts.amountCents)}) n’a pas pu être prélevé\u00a0: votre carte a peut-être expiré, ou la banque a refusé le paiement.`
        : `Le renouvellement de votre adhésion (${amountTtc(facts.amountCents)}) n’a toujours pas pu être prélevé.`,
      facts.suspended
        ? 'Votre adhésion est donc suspendue\u00a0: plus de nouvelle réservation jusqu’au paiement\u00a0; vos places déjà réservées restent à vous.'
        : `Vous pouvez continuer de réserver jusqu’au ${facts.graceUntil}. Ensuite, votre adhésion sera suspendue\u00a0: plus de nouvelle réservation, vos places déjà réservées restent à vous.`,
      'Mettez à jour votre moyen de paiement sur la page sécurisée de Stripe\u00a0: le paiement y est retenté, et tout reprend dès qu’il est accepté, sans démarche de votre part.',
      { label: PAYMENT_LINK_LABEL, href: facts.href },
    ],
  }
}

export type RenewalNoticeFacts = {
  plan: string
  /** The renewal date, in words: also the last day to refuse it. */
  renewsOn: string
  amountCents: number
  /** « Mon adhésion », at its « Résilier ». */
  href: string
}

/** The loi Chatel notice (L215-1): the renewal's date, its price, and how to refuse it before. */
export function renewalNoticeMailText(facts: RenewalNoticeFacts): { subject: string; paragraphs: MailContent['paragraphs'] } {
  return {
    subject: `votre adhésion annuelle sera reconduite le ${facts.renewsOn}`,
    paragraphs: [
      `Votre adhésion annuelle ${facts.plan} sera reconduite tacitement le ${facts.renewsOn}, pour un an, au prix de ${amountTtc(facts.amountCents)}, prélevé ce jour-là sur votre moyen de paiement enregistré.`,
      `Si vous ne souhaitez pas la reconduire, résiliez-la avant le ${facts.renewsOn} depuis «\u00a0Mon adhésion\u00a0», avec «\u00a0Résilier\u00a0»\u00a0: elle reste active jusqu’à cette date et rien ne sera prélevé.`,
      'Nous vous adressons cet avis comme le prévoit l’article L215-1 du Code de la consommation, entre trois mois et un mois avant la date de reconduction.',
      { label: 'Voir ou résilier mon adhésion', href: facts.href },
    ],
  }
}
