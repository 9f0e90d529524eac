import type { Payload } from 'payload'
import type { z } from 'zod'

import { contactSubjectLabel, type contactSchema } from '@/domain/contact'
import type { User } from '@/payload-types'

import { contactMailText } from './contactMailTexts'
import { composeMail } from '../email/layout'
import { mailSubject } from '../email/mailContent'
import { mailMessage } from '../email/message'
import { getSiteSettings } from '../settings/siteSettings'

/**
 * Stores the message first, then e-mails it to the team (DESIGN §8). When SMTP fails the
 * record stays, marked failed, for the team to read in the admin: nothing is lost.
 */
export async function submitContactMessage(payload: Payload, input: z.output<typeof contactSchema>, sender: User | null) {
  const context = { flow: 'contact' }
  const record = await payload.create({
    collection: 'contact-messages',
    // A signed-in sender's message is the account's own, whatever address it gives (GDPR export).
    data: { ...input, deliveryStatus: 'pending', sentBy: sender?.id ?? null },
    overrideAccess: false,
    context,
  })
  const settings = await getSiteSettings(payload)
  const mail = contactMailText(input, contactSubjectLabel(input.subject, settings.brand))
  let delivered = true
  let deliveryError: string | undefined
  try {
    const { text, html } = await composeMail(settings, { toTeam: true, paragraphs: mail.paragraphs })
    await payload.sendEmail(
      mailMessage({
        to: settings.contactEmail,
        replyTo: { name: input.name, address: input.email },
        subject: mailSubject(settings.brandName, mail.subject),
        text,
        html,
      }),
    )
  } catch (error) {
    delivered = false
    deliveryError = error instanceof Error ? error.message.slice(0, 500) : 'échec de l’envoi'
    payload.logger.error({ err: error, msg: `contact message ${record.id} stored but not e-mailed` })
  }
  await payload.update({
    collection: 'contact-messages',
    id: record.id,
    data: delivered ? { deliveryStatus: 'sent' } : { deliveryStatus: 'failed', deliveryError },
    overrideAccess: false,
    context,
  })
  return { id: record.id, delivered }
}
