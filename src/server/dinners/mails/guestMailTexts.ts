import { type MailText, spaceLink } from '../base/dinnerMailTexts'

/** « Écrire aux convives »: the team's own words, paragraph by paragraph. */
export function guestMessageText(message: { subject: string; body: string }, site: string): MailText {
  return {
    subject: message.subject,
    paragraphs: [...message.body.split(/\n\s*\n/).map((paragraph) => paragraph.split('\n')), spaceLink(site)],
  }
}
