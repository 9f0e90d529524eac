import type { Decorator } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import type { MailText } from '@/server/dinners/base/dinnerMailTexts'
import { type MailBlock, type MailFrame, mailSubject, signature } from '@/server/email/mailContent'
import { MailCard } from '@/server/email/templates/MailCard'

import { MAIL_FRAME, MAIL_SETTINGS } from '../../tests/support/mailSettings'

/**
 * The mail as its reader sees it: the greeting, its blocks, the team's signature, in the club's
 * frame; a mail to the team itself has neither greeting nor signature.
 */
export function mail(text: MailText, { toTeam = false, unsubscribe }: { toTeam?: boolean; unsubscribe?: MailFrame['unsubscribe'] } = {}) {
  const blocks: MailBlock[] = toTeam ? text.paragraphs : ['Bonjour Margaux,', ...text.paragraphs, signature(MAIL_SETTINGS.brand)]
  return (
    <div>
      <p style={{ fontFamily: 'sans-serif', fontSize: 13, color: '#555' }}>Objet : {mailSubject(MAIL_SETTINGS.brand.name, text.subject)}</p>
      <MailCard frame={{ ...MAIL_FRAME, unsubscribe }} blocks={blocks} logoSrc="/email-logo.png" />
    </div>
  )
}

/** A story's check: the mail has its one button, and the team signs it. */
export const hasOneButton =
  (label: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link', { name: label })).toHaveLength(1)
    await expect(canvas.getByText(signature(MAIL_SETTINGS.brand))).toBeVisible()
  }

/** The mails' stories sit on the light grey of a mail client. */
export const MAIL_DECORATORS: Decorator[] = [(Story) => <div style={{ background: '#f9f9f8', padding: 16 }}>{Story()}</div>]
