import type { Brand } from '@/domain/brand'

/**
 * The one button of a mail: a label and where it leads (in the text part, « label : address »).
 * A `secondary` one is a plain link beside it (« Je me désiste » under « Je viens »).
 */
export type MailAction = { label: string; href: string; secondary?: boolean }
/** A fact of a mail's card: its label, its value (one line or several), and a link beside it if any. */
export type MailFact = { label: string; value: string | readonly string[]; link?: { label: string; href: string } }
/** The key facts of a mail (date, venue, table…) laid out as a card, not as « label : value » lines. */
export type MailFacts = { facts: readonly MailFact[] }
/** A section's title in a longer mail (the weekly letter). */
export type MailHeading = { heading: string }
/**
 * A one-tap score: a question and one link per score (1 to 5), each drawn as a star. The links
 * only open a form with that score chosen; the reader still sends it.
 */
export type MailStars = { question: string; scores: readonly { label: string; href: string }[] }
/** A paragraph (one line, or lines that belong together), the mail's button, a card of facts, a heading or stars. */
export type MailBlock = string | readonly string[] | MailAction | MailFacts | MailHeading | MailStars

export type MailContent = {
  /** Whom the greeting names: « Bonjour Camille, », or « Bonjour, » without a first name. */
  firstName?: string | null
  /** The body, block by block; `false`, `null` and `undefined` leave a conditional one out. At most one button. */
  paragraphs: readonly (MailBlock | false | null | undefined)[]
  /** A message for the team itself (the contact form's): no greeting, no signature. */
  toTeam?: boolean
  /** A mailing's footer: why the person receives it, and the link that stops it. */
  unsubscribe?: MailUnsubscribe
}

type MailUnsubscribe = { reason: string; label: string; href: string }

/** What every mail says around its message: whose it is, how to reach the team, who publishes. */
export type MailFrame = {
  brandName: string
  contactEmail: string
  publisher: string
  address: string
  unsubscribe?: MailUnsubscribe
  cancelMembership?: MailUnsubscribe
}

export const isAction = (block: MailBlock): block is MailAction => typeof block === 'object' && 'href' in block
export const isFacts = (block: MailBlock): block is MailFacts => typeof block === 'object' && 'facts' in block
export const isHeading = (block: MailBlock): block is MailHeading => typeof block === 'object' && 'heading' in block
export const isStars = (block: MailBlock): block is MailStars => typeof block === 'object' && 'scores' in block
/** Lines of text: a paragraph, as opposed to the structured blocks above. */
export const isLines = (block: MailBlock): block is string | readonly string[] => typeof block === 'string' || Array.isArray(block)

/**
 * Every subject starts with the club's name and this separator (« Le Cercle : … », a no-break
 * space before the colon as French typography wants), so a mailbox groups the club's mails.
 */
const SUBJECT_SEPARATOR = '\u00a0: '

export function mailSubject(brandName: string, subject: string): string {
  return `${brandName}${SUBJECT_SEPARATOR}${subject}`
}

export function signature(brand: Brand): string {
  return `L’équipe ${brand.of}`
}

export type CalendarMethod = 'REQUEST' | 'CANCEL'

/** A mail as it is queued and sent. */
export type MailParts = {
  to: string
  /** The recipients in Bcc and none in To: several people are sent one mail without seeing each other's address. */
  blind?: boolean
  subject: string
  text: string
  /** The same message as `text`, framed with the club's identity (composeMail). */
  html?: string
  replyTo?: string | { name: string; address: string }
  /** A dinner's invitation (RFC 5546 iTIP over iMIP, RFC 6047): its method and the iCalendar text. */
  calendar?: { method: CalendarMethod; content: string }
  /** Headers of a mailing (the newsletter's List-Unsubscribe, RFC 2369 and 8058). */
  headers?: Record<string, string>
  /**
   * The same mail with « Résilier mon adhésion » in its footer, as the law asks of every mail to a
   * paying member: the outbox, which knows the recipient, keeps it when they pay (composeMail).
   */
  forPayingMember?: { text: string; html: string }
}
