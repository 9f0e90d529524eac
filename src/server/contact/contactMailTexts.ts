/** What the team receives from the contact form, as a pure function of the message. */
import type { MailBlock } from '../email/mailContent'

type ContactMessage = { name: string; email: string; message: string }

/** Who wrote, about what (`subjectLabel`, the form's choice in words), and their own words, line by line. */
export function contactMailText(input: ContactMessage, subjectLabel: string): { subject: string; paragraphs: MailBlock[] } {
  return {
    subject: `message de contact, ${subjectLabel} — ${input.name}`,
    paragraphs: [[`De : ${input.name} <${input.email}>`, `Sujet : ${subjectLabel}`], input.message.split('\n')],
  }
}
