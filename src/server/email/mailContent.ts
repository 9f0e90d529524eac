import type { Brand } from '@/domain/brand'

/**
 * The one button of a mail: a label and where it leads (in the text part, « label : address »).
 * A `secondary` one is a plain link beside it (« Je me désiste » under « Je viens »).
 */
export type MailAction = { label: string; href: string; secondary?: boolean }
/** A paragraph (one line, or lines that belong together) or the mail's button. */
export type MailBlock = string | readonly string[] | MailAction

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
export type MailFrame = { brandName: string; contactEmail: string; publisher: string; address: string; unsubscribe?: MailUnsubscribe }

export const isAction = (block: MailBlock): block is MailAction => typeof block === 'object' && 'href' in block

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
}
