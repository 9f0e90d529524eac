import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { SendEmailOptions } from 'payload'

import { processWide } from '../processWide'
import { LOGO_CID } from './layout'
import type { MailParts } from './mailContent'

/** The club's mark, read once from public/ (the same file the site and Storybook serve). */
function logoFile(): Buffer {
  return processWide('mailLogo', () => readFileSync(join(process.cwd(), 'public', 'email-logo.png')))
}

/**
 * What nodemailer sends for a queued mail: the text part, the HTML part with the logo inline (no
 * remote image), and a dinner's invitation both as a `text/calendar; method=…` alternative and as
 * the attachment diner.ics (nodemailer's icalEvent writes both).
 */
export function mailMessage(mail: MailParts): SendEmailOptions {
  return {
    ...(mail.blind ? { bcc: mail.to } : { to: mail.to }),
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo && { replyTo: mail.replyTo }),
    ...(mail.headers && { headers: mail.headers }),
    ...(mail.html && {
      html: mail.html,
      attachments: [
        { filename: 'logo.png', content: logoFile(), contentType: 'image/png', cid: LOGO_CID, contentDisposition: 'inline' as const },
      ],
    }),
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, filename: 'diner.ics', content: mail.calendar.content } }),
  }
}
