import type { Payload } from 'payload'

import { PAGE_SEO } from '@/domain/pageSeo'

import { passwordResetText } from './accountMailTexts'
import { emailedLink } from '../email/emailedLink'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import type { OutgoingMail } from '../email/outbox'
import { getSiteSettings } from '../settings/siteSettings'

/** Where the e-mailed link leads: the site's own reset page, not Payload's admin. */
function resetLink(token: string): string {
  return emailedLink(PAGE_SEO.resetPassword.path, token)
}

export async function resetMail(payload: Payload, to: string, token: string): Promise<OutgoingMail> {
  const settings = await getSiteSettings(payload)
  const { subject, paragraphs } = passwordResetText(settings.brand, resetLink(token))
  return { to, kind: 'password-reset', subject: mailSubject(settings.brandName, subject), ...(await composeMail(settings, { paragraphs })) }
}
