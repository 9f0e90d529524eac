/**
 * What the mails about an account say (a new password, an address to confirm, an address change
 * asked for), as pure functions: the mails sent and the stories (stories/AccountMails.stories.tsx) share them.
 */
import type { Brand } from '@/domain/brand'
import { EMAIL_CONFIRMATION_HOURS } from '@/domain/limits'

import type { MailBlock } from '../email/mailContent'

export type AccountMailText = { subject: string; paragraphs: MailBlock[] }
export type ConfirmationKind = 'account' | 'new-address'

/** `link`: the site's own reset page, with the token (valid one hour). */
export function passwordResetText(brand: Brand, link: string): AccountMailText {
  return {
    subject: 'réinitialiser votre mot de passe',
    paragraphs: [
      [`Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${brand.of}. Ce lien est valable une heure :`, link],
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ],
  }
}

export function confirmationText(kind: ConfirmationKind, link: string): AccountMailText {
  const valid = `(valable ${EMAIL_CONFIRMATION_HOURS} heures, une seule fois)`
  return {
    subject: kind === 'account' ? 'confirmez votre adresse e-mail' : 'confirmez votre nouvelle adresse e-mail',
    paragraphs: [
      kind === 'account'
        ? `Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien en étant connecté à votre compte ${valid} :`
        : `Pour que cette adresse devienne celle de votre compte, ouvrez ce lien en étant connecté à votre compte ${valid} :`,
      { label: 'Confirmer cette adresse', href: link },
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ],
  }
}

export function addressChangeNoticeText(brand: Brand, newAddress: string): AccountMailText {
  return {
    subject: 'demande de changement d’adresse e-mail',
    paragraphs: [
      [
        `Une nouvelle adresse e-mail a été demandée pour votre compte ${brand.of} : ${newAddress}.`,
        'Elle ne remplacera celle-ci qu’une fois confirmée depuis le lien qui lui a été envoyé.',
      ],
      'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe depuis votre espace et écrivez-nous.',
    ],
  }
}
