/**
 * What the mails about an application say (received, approved with the welcome, rejected), as pure
 * functions: the outbox's mails and the stories (stories/AccountMails.stories.tsx) share them.
 */
import { ACTIVATE_LABEL } from '@/domain/billing/billingTexts'
import type { Brand } from '@/domain/brand'
import { formatDinnerDate, planLine } from '@/domain/dinners'
import { DINNER_SIZE, type PricingPlan } from '@/domain/plans'

import type { MailContent } from '../email/mailContent'

export type Kind = 'received' | 'approved' | 'rejected'

/** What the acceptance mail shows of the club's next dinners and of the member's plan. */
export type Welcome = {
  plan: PricingPlan | null
  dinners: { title: string; starts_at: Date; city: string }[]
  /** With paid membership on: the price to activate and the signed link to do it. */
  activation?: { price: string | null; href: string } | null
}

export function applicantMailText(
  kind: Kind,
  site: string,
  notes?: string | null,
  welcome: Welcome = { plan: null, dinners: [] },
  reversed = false,
): { subject: string; paragraphs: (brand: Brand) => MailContent['paragraphs'] } {
  const statusLink = 'Vous pouvez suivre votre candidature à tout moment depuis votre espace.'
  const statusAction = { label: 'Suivre ma candidature', href: `${site}/status` }
  const teamNote = notes ? `Message de l’équipe : ${notes}` : null
  // A decision changed by the team: the mail says so before the new answer.
  const change = reversed ? REVERSAL_LEAD : null
  switch (kind) {
    case 'received':
      return {
        subject: 'nous avons bien reçu votre demande d’adhésion',
        paragraphs: (brand) => [
          [
            `Merci pour votre demande d’adhésion ${brand.to}. Notre équipe l’examinera très prochainement.`,
            'Si votre profil correspond, vous recevrez une invitation à rejoindre un cercle.',
          ],
          statusLink,
          statusAction,
        ],
      }
    case 'approved':
      return {
        subject: 'votre candidature est acceptée',
        paragraphs: (brand) => [
          change,
          `Bonne nouvelle : votre candidature ${brand.to} a été acceptée. Bienvenue parmi nous !`,
          teamNote,
          welcome.plan ? planLine(welcome.plan) : null,
          welcome.dinners.length > 0 && [
            'Les prochains dîners :',
            ...welcome.dinners.map((d) => `« ${d.title} », le ${formatDinnerDate(new Date(d.starts_at))}, à ${d.city}`),
          ],
          WELCOME_TABLES,
          ...(welcome.activation
            ? [activationLead(welcome.activation.price), { label: ACTIVATE_LABEL, href: welcome.activation.href }]
            : [{ label: 'Réserver', href: `${site}/status` }]),
        ],
      }
    case 'rejected':
      return {
        subject: 'réponse à votre candidature',
        paragraphs: (brand) => [
          change,
          `Merci de l’intérêt que vous portez ${brand.to}. Nous ne sommes malheureusement pas en mesure de donner suite à votre candidature pour le moment.`,
          teamNote,
          statusAction,
        ],
      }
  }
}

/** Before the first booking, the membership to pay (DESIGN §14): nothing was asked at the application. */
const activationLead = (price: string | null) =>
  `Pour réserver vos dîners, activez votre adhésion${price ? ` (${price})` : ''} : le paiement se fait sur la page sécurisée de Stripe, par carte ou prélèvement SEPA.`

/** The first line of a mail that replaces an earlier answer. */
const REVERSAL_LEAD = 'Notre équipe a réexaminé votre candidature et revient sur sa réponse précédente.'

/** How tables are composed, as « Comment ça marche » tells it (DESIGN §11). */
const WELCOME_TABLES = `Chaque dîner réunit des tables de ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives, composées par l’équipe selon vos thématiques, vos langues et votre questionnaire, en mêlant les métiers. Le lieu et les prénoms de vos voisins de table vous sont communiqués quand les tables sont confirmées.`
