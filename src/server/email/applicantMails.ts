import type { Payload } from 'payload'

import type { Brand } from '@/domain/brand'
import type { User } from '@/payload-types'

import type { Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'
import { composeMail } from './layout'
import type { MailContent } from './mailContent'
import { enqueueMail, type OutgoingMail } from './outbox'

export type Kind = 'received' | 'approved' | 'rejected'

function content(
  kind: Kind,
  notes?: string | null,
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
          { label: 'Ouvrir mon espace', href: `${siteUrl()}/status` },
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

/** The mail telling an applicant about their application (received, approved or rejected). */
async function applicantMail(payload: Payload, user: User, kind: Kind): Promise<OutgoingMail> {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = content(kind, user.reviewNotes)
  const composed = await composeMail(settings, { firstName: user.firstName, paragraphs: paragraphs(settings.brand) })
  return { to: user.email, subject: subject(settings.brand), ...composed, kind: `application-${kind}` }
}

/**
 * Queues the mail in the transaction that records what it reports, so that it exists exactly
 * when that change does; it is sent after the commit (deliverMail), and retried if SMTP fails.
 */
export async function queueApplicantMail(payload: Payload, tx: Transaction, user: User, kind: Kind): Promise<number> {
  return enqueueMail(tx, await applicantMail(payload, user, kind))
}
