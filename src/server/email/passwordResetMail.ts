import type { Payload } from 'payload'

import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'
import { composeMail } from './layout'
import type { OutgoingMail } from './outbox'

/** Where the e-mailed link leads: the site's own reset page, not Payload's admin. */
function resetLink(token: string): string {
  return `${siteUrl()}/mot-de-passe/reinitialiser?token=${encodeURIComponent(token)}`
}

export async function resetMail(payload: Payload, to: string, token: string): Promise<OutgoingMail> {
  const settings = await getSiteSettings(payload)
  const { brandName, brand } = settings
  return {
    to,
    kind: 'password-reset',
    subject: `${brandName} : réinitialiser votre mot de passe`,
    ...(await composeMail(settings, {
      paragraphs: [
        [
          `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${brand.of}. Ce lien est valable une heure :`,
          resetLink(token),
        ],
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      ],
    })),
  }
}
