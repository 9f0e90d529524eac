import { Body } from '@react-email/body'
import { Head } from '@react-email/head'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'

import type { MailBlock, MailFrame } from '../mailContent'
import { MailCard } from './MailCard'
import { mailStyle } from './mailStyle'

/** The whole HTML document of a mail; `preview` is the line a mailbox shows beside the subject. */
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
      <Head />
      <Preview>{preview}</Preview>
      <Body style={mailStyle.body}>
        <MailCard frame={frame} blocks={blocks} logoSrc={logoSrc} />
      </Body>
    </Html>
  )
}
