/**
 * What the billing mails say, as pure functions of their facts: the invitation of members approved
 * before paid membership, and the nightly reconciliation's report to the team.
 */
import { ACTIVATE_LABEL } from '@/domain/billing/billingTexts'
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@/domain/billing/membershipStates'
import type { Brand } from '@/domain/brand'

import type { MailContent } from '../email/mailContent'

export function invitationMailText(activation: { href: string; price: string | null; graceUntil: string | null }): {
  subject: string
  paragraphs: (brand: Brand) => MailContent['paragraphs']
} {
  return {
    subject: 'activez votre adhésion',
    paragraphs: (brand) => [
      `L’adhésion ${brand.to} devient payante : vous choisissez votre formule et la réglez sur la page sécurisée de Stripe, par carte ou prélèvement SEPA. Aucune donnée bancaire ne passe par notre site.`,
      activation.price ? `Votre formule vous est proposée au tarif fondateur : ${activation.price}.` : null,
      activation.graceUntil
        ? `Vous pouvez continuer de réserver sans payer jusqu’au ${activation.graceUntil}.`
        : 'Vous pouvez continuer de réserver en attendant.',
      { label: ACTIVATE_LABEL, href: activation.href },
    ],
  }
}

export type Drift = { name: string; email: string; before: MembershipStatus; after: MembershipStatus }

export function reconciliationMailText(drifts: readonly Drift[]): { subject: string; paragraphs: MailContent['paragraphs'] } {
  return {
    subject: `${drifts.length} adhésion${drifts.length > 1 ? 's' : ''} rectifiée${drifts.length > 1 ? 's' : ''} d’après Stripe`,
    paragraphs: [
      'Le contrôle de cette nuit a trouvé chez Stripe un état différent du nôtre pour ces adhésions ; elles suivent désormais Stripe, et le Journal garde chaque changement :',
      drifts.map(
        (drift) =>
          `${drift.name} <${drift.email}> : ${MEMBERSHIP_STATUSES[drift.before].label} → ${MEMBERSHIP_STATUSES[drift.after].label}`,
      ),
    ],
  }
}
