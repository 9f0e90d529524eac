import { render } from '@react-email/render'
import { createElement } from 'react'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { CANCEL_FOOTER, CANCEL_PATH } from '@/domain/billing/cancellationTexts'

import { isAction, isFacts, isHeading, isLines, type MailBlock, type MailContent, type MailFrame, signature } from './mailContent'
import { siteUrl } from '../env'
import { MailDocument } from './templates/MailDocument'

/** The logo travels with each HTML mail as an inline attachment, named by this content id. */
export const LOGO_CID = 'logo@cercle'

export type ComposedMail = { text: string; html: string; replyTo: string }

/** A block in the plain-text part: the card's facts one under the other, a heading underlined, each star's link. */
function plainText(block: MailBlock): string {
  if (isAction(block)) return `${block.label} : ${block.href}`
  if (isFacts(block)) {
    return block.facts
      .map((fact) =>
        [
          fact.label.toUpperCase(),
          ...(typeof fact.value === 'string' ? [fact.value] : fact.value),
          ...(fact.link ? [`${fact.link.label} : ${fact.link.href}`] : []),
        ].join('\n'),
      )
      .join('\n\n')
  }
  if (isHeading(block)) return `${block.heading}\n${'-'.repeat(block.heading.length)}`
  if (isLines(block)) return typeof block === 'string' ? block : block.join('\n')
  return [block.question, ...block.scores.map((score) => `${score.label} : ${score.href}`)].join('\n')
}

/**
 * Every mail to a person has the same frame: the greeting, the blocks, the signature of the
 * club's team. Built from one structure, and only here, into a plain-text part and an HTML part
 * that say the same; replies go to the team.
 */
export async function composeMail(
  settings: Pick<SiteSettingsValues, 'brandName' | 'brand' | 'contactEmail' | 'legal'>,
  { firstName, paragraphs, toTeam = false, unsubscribe, paidMember = false }: MailContent,
): Promise<ComposedMail> {
  const body = paragraphs.filter((block): block is MailBlock => Boolean(block))
  if (body.filter((block) => isAction(block) && !block.secondary).length > 1) throw new Error('a mail has one button at most')
  const blocks: MailBlock[] = toTeam ? body : [firstName ? `Bonjour ${firstName},` : 'Bonjour,', ...body, signature(settings.brand)]
  const text = blocks.map(plainText)
  if (unsubscribe) text.push(`--\n${unsubscribe.reason}\n${unsubscribe.label} : ${unsubscribe.href}`)
  // The law wants the way to cancel in every mail a paying member gets, one click from the space's flow.
  const cancelMembership = paidMember ? { ...CANCEL_FOOTER, href: `${siteUrl()}${CANCEL_PATH}` } : undefined
  if (cancelMembership) text.push(`--\n${cancelMembership.reason}\n${cancelMembership.label} : ${cancelMembership.href}`)
  const frame: MailFrame = {
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    publisher: settings.legal.publisher,
    address: settings.legal.address,
    unsubscribe,
    cancelMembership,
  }
  const preview = body.find(isLines) ?? ''
  const html = await render(
    createElement(MailDocument, { frame, blocks, preview: typeof preview === 'string' ? preview : preview[0], logoSrc: `cid:${LOGO_CID}` }),
  )
  return { text: text.join('\n\n'), html, replyTo: settings.contactEmail }
}
