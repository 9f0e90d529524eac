import { render } from '@react-email/render'
import { createElement } from 'react'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { CANCEL_FOOTER, CANCEL_PATH } from '@/domain/billing/cancellationTexts'

import { isAction, isFacts, isHeading, isLines, type MailBlock, type MailContent, type MailFrame, signature } from './mailContent'
import { siteUrl } from '../env'
import { MailDocument } from './templates/MailDocument'

/** The logo travels with each HTML mail as an inline attachment, named by this content id. */
export const LOGO_CID = 'logo@cercle'

/** A mail's two parts, and the same with « Résilier mon adhésion » for a recipient who pays (none for the team's mails). */
export type ComposedMail = { text: string; html: string; replyTo: string; forPayingMember?: { text: string; html: string } }

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

type Rendered = { text: string; html: string }
type FrameSettings = Pick<SiteSettingsValues, 'brandName' | 'brand' | 'contactEmail' | 'legal'>

/** The mail's two parts around `blocks`, with a footer that stops a mailing or cancels a membership when there is one. */
async function rendered(
  settings: FrameSettings,
  { blocks, preview }: { blocks: MailBlock[]; preview: string },
  frame: Pick<MailFrame, 'unsubscribe' | 'cancelMembership'>,
): Promise<Rendered> {
  const text = blocks.map(plainText)
  for (const footer of [frame.unsubscribe, frame.cancelMembership]) {
    if (footer) text.push(`--\n${footer.reason}\n${footer.label} : ${footer.href}`)
  }
  const whole: MailFrame = {
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    publisher: settings.legal.publisher,
    address: settings.legal.address,
    ...frame,
  }
  const html = await render(createElement(MailDocument, { frame: whole, blocks, preview, logoSrc: `cid:${LOGO_CID}` }))
  return { text: text.join('\n\n'), html }
}

/**
 * Every mail to a person has the same frame: the greeting, the blocks, the signature of the
 * club's team. Built from one structure, and only here, into a plain-text part and an HTML part
 * that say the same; replies go to the team. A mail to a person is also built with « Résilier mon
 * adhésion » in its footer (`forPayingMember`): the law wants the way to cancel in every mail a
 * paying member gets, and the outbox, which knows the recipient, keeps that one when they pay.
 */
export async function composeMail(
  settings: FrameSettings,
  { firstName, paragraphs, toTeam = false, unsubscribe }: MailContent,
): Promise<ComposedMail> {
  const body = paragraphs.filter((block): block is MailBlock => Boolean(block))
  if (body.filter((block) => isAction(block) && !block.secondary).length > 1) throw new Error('a mail has one button at most')
  const first = body.find(isLines) ?? ''
  const preview = typeof first === 'string' ? first : first[0]
  if (toTeam) return { ...(await rendered(settings, { blocks: body, preview }, { unsubscribe })), replyTo: settings.contactEmail }
  const mail = { blocks: [firstName ? `Bonjour ${firstName},` : 'Bonjour,', ...body, signature(settings.brand)], preview }
  const cancelMembership = { ...CANCEL_FOOTER, href: `${siteUrl()}${CANCEL_PATH}` }
  const [plain, forPayingMember] = await Promise.all([
    rendered(settings, mail, { unsubscribe }),
    rendered(settings, mail, { unsubscribe, cancelMembership }),
  ])
  return { ...plain, forPayingMember, replyTo: settings.contactEmail }
}
