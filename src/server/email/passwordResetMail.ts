import type { PayloadRequest } from 'payload'

import { SITE_DEFAULTS } from '@/domain/brand'

import { siteUrl } from '../env'
import { getSiteSettings } from '../settings/siteSettings'

/** Where the e-mailed link leads: the site's own reset page, not Payload's admin. */
export function resetLink(token: string): string {
  return `${siteUrl()}/mot-de-passe/reinitialiser?token=${encodeURIComponent(token)}`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

async function brandOf(req: PayloadRequest | undefined): Promise<string> {
  return req ? (await getSiteSettings(req.payload)).brandName : SITE_DEFAULTS.brandName
}

export async function resetMailSubject(req: PayloadRequest | undefined): Promise<string> {
  const brand = await brandOf(req)
  return `${brand} : réinitialiser votre mot de passe`
}

export async function resetMailHtml(req: PayloadRequest | undefined, token: string | undefined): Promise<string> {
  const brand = await brandOf(req)
  const link = resetLink(token ?? '')
  return [
    '<p>Bonjour,</p>',
    `<p>Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${escapeHtml(brand)}. Ce lien est valable une heure :</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>',
    `<p>L’équipe ${escapeHtml(brand)}</p>`,
  ].join('\n')
}
