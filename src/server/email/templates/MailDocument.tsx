import { Body } from '@react-email/body'
import { Head } from '@react-email/head'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'

import type { MailBlock, MailFrame } from '../mailContent'
import { MailCard } from './MailCard'
import { MAIL_CLASSES, MAIL_DARK_STYLE, mailStyle } from './mailStyle'

/**
 * The whole HTML document of a mail; `preview` is the line a mailbox shows beside the subject.
 * The color-scheme metas tell Apple Mail and others the mail has its own dark colours.
 */
export function MailDocument({
  frame,
  blocks,
  preview,
  logoSrc,
}: {
  frame: MailFrame
  blocks: readonly MailBlock[]
  preview: string
  logoSrc: string
}) {
  return (
    <Html lang="fr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{MAIL_DARK_STYLE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={mailStyle.body} className={MAIL_CLASSES.body}>
        <MailCard frame={frame} blocks={blocks} logoSrc={logoSrc} />
      </Body>
    </Html>
  )
}
