import type { Payload } from 'payload'

import type { Brand } from '@/domain/brand'
import { formatDinnerDate, NEXT_DINNERS_SHOWN, planLine } from '@/domain/dinners'
import { DINNER_SIZE, type PricingPlan } from '@/domain/plans'
import type { User } from '@/payload-types'

import { sql, type Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'
import { composeMail } from './layout'
import type { MailContent } from './mailContent'
import { enqueueMail, type OutgoingMail } from './outbox'

export type Kind = 'received' | 'approved' | 'rejected'

/** What the acceptance mail shows of the club's next dinners and of the member's plan. */
type Welcome = { plan: PricingPlan | null; dinners: { title: string; starts_at: Date; city: string }[] }

function content(
  kind: Kind,
  notes?: string | null,
  welcome: Welcome = { plan: null, dinners: [] },
): { subject: (brand: Brand) => string; paragraphs: (brand: Brand) => MailContent['paragraphs'] } {
  const statusLink = 'Vous pouvez suivre votre candidature à tout moment depuis votre espace.'
  const statusAction = { label: 'Suivre ma candidature', href: `${siteUrl()}/status` }
  const teamNote = notes ? `Message de l’équipe : ${notes}` : null
  switch (kind) {
    case 'received':
      return {
        subject: (brand) => `${brand.name} : nous avons bien reçu votre demande d’adhésion`,
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
        subject: (brand) => `${brand.name} : votre candidature est acceptée`,
        paragraphs: (brand) => [
          `Bonne nouvelle : votre candidature ${brand.to} a été acceptée. Bienvenue parmi nous !`,
          teamNote,
          welcome.plan ? planLine(welcome.plan) : null,
          welcome.dinners.length > 0 && [
            'Les prochains dîners :',
            ...welcome.dinners.map((d) => `« ${d.title} », le ${formatDinnerDate(new Date(d.starts_at))}, à ${d.city}`),
          ],
          WELCOME_TABLES,
          { label: 'Réserver', href: `${siteUrl()}/status` },
        ],
      }
    case 'rejected':
      return {
        subject: (brand) => `${brand.name} : réponse à votre candidature`,
        paragraphs: (brand) => [
          `Merci de l’intérêt que vous portez ${brand.to}. Nous ne sommes malheureusement pas en mesure de donner suite à votre candidature pour le moment.`,
          teamNote,
          statusAction,
        ],
      }
  }
}

/** How tables are composed, as « Comment ça marche » tells it (DESIGN §11). */
const WELCOME_TABLES = `Chaque dîner réunit des tables de ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives, composées par l’équipe selon vos thématiques, vos langues et votre questionnaire, en mêlant les métiers. Le lieu et les prénoms de vos voisins de table vous sont communiqués quand les tables sont confirmées.`

/** The next dinners open to booking, for the acceptance mail. */
async function welcomeOf(tx: Transaction, user: User): Promise<Welcome> {
  const dinners = await tx.query<Welcome['dinners'][number]>(sql`
    SELECT title, starts_at, city FROM dinners
     WHERE status = 'published' AND tables_confirmed_at IS NULL AND starts_at > now()
     ORDER BY starts_at LIMIT ${NEXT_DINNERS_SHOWN}`)
  return { plan: (user.pricingPlan as PricingPlan | null | undefined) ?? null, dinners }
}

/** The mail telling an applicant about their application (received, approved or rejected). */
async function applicantMail(payload: Payload, user: User, kind: Kind, welcome?: Welcome): Promise<OutgoingMail> {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = content(kind, user.reviewNotes, welcome)
  const composed = await composeMail(settings, { firstName: user.firstName, paragraphs: paragraphs(settings.brand) })
  return { to: user.email, subject: subject(settings.brand), ...composed, kind: `application-${kind}` }
}

/**
 * Queues the mail in the transaction that records what it reports, so that it exists exactly
 * when that change does; it is sent after the commit (deliverMail), and retried if SMTP fails.
 */
export async function queueApplicantMail(payload: Payload, tx: Transaction, user: User, kind: Kind): Promise<number> {
  return enqueueMail(tx, await applicantMail(payload, user, kind, kind === 'approved' ? await welcomeOf(tx, user) : undefined))
}
