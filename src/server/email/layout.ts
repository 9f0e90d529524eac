import type { Brand } from '@/domain/brand'

/** A paragraph of a mail: one line, or lines that belong together (a link under its sentence). */
type Paragraph = string | readonly string[]

export type MailContent = {
  /** Whom the greeting names: « Bonjour Camille, », or « Bonjour, » without a first name. */
  firstName?: string | null
  /** The body, paragraph by paragraph; `false`, `null` and `undefined` leave a conditional one out. */
  paragraphs: readonly (Paragraph | false | null | undefined)[]
}

/**
 * Every mail to a person has the same frame: the greeting, the paragraphs, the signature of the
 * club's team. Built from this structure, and only here, so that a second part (HTML, issue
 * « The member's side ») can be rendered from the same content.
 */
export function composeMail(brand: Brand, { firstName, paragraphs }: MailContent): { text: string } {
  const greeting = firstName ? `Bonjour ${firstName},` : 'Bonjour,'
  const body = paragraphs.filter((paragraph): paragraph is Paragraph => Boolean(paragraph))
  const blocks = [
    greeting,
    ...body.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.join('\n'))),
    signature(brand),
  ]
  return { text: blocks.join('\n\n') }
}

function signature(brand: Brand): string {
  return `L’équipe ${brand.of}`
}
