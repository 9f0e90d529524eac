import type { Payload } from 'payload'

import type { Brand } from '@/domain/brand'
import type { User } from '@/payload-types'

import type { Transaction } from '../db/transaction'
import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'
import { enqueueMail, type OutgoingMail } from './outbox'

export type Kind = 'received' | 'approved' | 'rejected'

function body(kind: Kind, firstName: string, brand: Brand, notes?: string | null): { subject: string; text: string } {
  const hello = `Bonjour ${firstName || ''},`.replace(' ,', ',')
  const statusLink = `Vous pouvez suivre votre candidature à tout moment : ${siteUrl()}/status`
  switch (kind) {
    case 'received':
      return {
        subject: `${brand.name} : nous avons bien reçu votre demande d’adhésion`,
        text: [
          hello,
          '',
          `Merci pour votre demande d’adhésion ${brand.to}. Notre équipe l’examinera très prochainement.`,
          'Si votre profil correspond, vous recevrez une invitation à rejoindre un cercle.',
          '',
          statusLink,
          '',
          `L’équipe ${brand.of}`,
        ].join('\n'),
      }
    case 'approved':
      return {
        subject: `${brand.name} : votre candidature est acceptée`,
        text: [
          hello,
          '',
          `Bonne nouvelle : votre candidature ${brand.to} a été acceptée. Bienvenue parmi nous !`,
          ...(notes ? ['', `Message de l’équipe : ${notes}`] : []),
          '',
          statusLink,
          '',
          `L’équipe ${brand.of}`,
        ].join('\n'),
      }
    case 'rejected':
      return {
        subject: `${brand.name} : réponse à votre candidature`,
        text: [
          hello,
          '',
          `Merci de l’intérêt que vous portez ${brand.to}. Nous ne sommes malheureusement pas en mesure de donner suite à votre candidature pour le moment.`,
          ...(notes ? ['', `Message de l’équipe : ${notes}`] : []),
          '',
          statusLink,
          '',
          `L’équipe ${brand.of}`,
        ].join('\n'),
      }
  }
}

/** The mail telling an applicant about their application (received, approved or rejected). */
async function applicantMail(payload: Payload, user: User, kind: Kind): Promise<OutgoingMail> {
  const { brand } = await getSiteSettings(payload)
  const { subject, text } = body(kind, user.firstName ?? '', brand, user.reviewNotes)
  return { to: user.email, subject, text, kind: `application-${kind}` }
}

/**
 * Queues the mail in the transaction that records what it reports, so that it exists exactly
 * when that change does; it is sent after the commit (deliverMail), and retried if SMTP fails.
 */
export async function queueApplicantMail(payload: Payload, tx: Transaction, user: User, kind: Kind): Promise<number> {
  return enqueueMail(tx, await applicantMail(payload, user, kind))
}
