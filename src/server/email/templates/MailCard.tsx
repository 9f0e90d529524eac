import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Hr } from '@react-email/hr'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { Fragment } from 'react'

import { isAction, type MailBlock, type MailFrame } from '../mailContent'
import { mailStyle } from './mailStyle'

/** The logo's size in a mail (the file is twice as large, for sharp screens). */
const LOGO_SIZE = 48

/**
 * A mail's visible part: the club's mark and name, the blocks of the message (one of them at
 * most a button), and a footer with the team's address and the publisher's legal name.
 * `logoSrc` is the inline attachment's `cid:` in a mail, a file in Storybook.
 */
export function MailCard({ frame, blocks, logoSrc }: { frame: MailFrame; blocks: readonly MailBlock[]; logoSrc: string }) {
  return (
    <Container style={mailStyle.card}>
      <Section>
        <Img src={logoSrc} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />
        <Text style={mailStyle.brand}>{frame.brandName}</Text>
      </Section>
      {blocks.map((block, index) =>
        isAction(block) && block.secondary ? (
          <Text key={index} style={mailStyle.paragraph}>
            <Link href={block.href} style={mailStyle.link}>
              {block.label}
            </Link>
          </Text>
        ) : isAction(block) ? (
          <Section key={index} style={mailStyle.action}>
            <Button href={block.href} style={mailStyle.button}>
              {block.label}
            </Button>
          </Section>
        ) : (
          <Text key={index} style={mailStyle.paragraph}>
            {(typeof block === 'string' ? [block] : block).map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Text>
        ),
      )}
      <Hr style={mailStyle.rule} />
      <Text style={mailStyle.footer}>
        Une question ? Répondez à ce message ou écrivez à{' '}
        <Link href={`mailto:${frame.contactEmail}`} style={mailStyle.link}>
          {frame.contactEmail}
        </Link>
        .
      </Text>
      {frame.unsubscribe ? (
        <Text style={mailStyle.footer}>
          {frame.unsubscribe.reason}{' '}
          <Link href={frame.unsubscribe.href} style={mailStyle.link}>
            {frame.unsubscribe.label}
          </Link>
        </Text>
      ) : null}
      <Text style={mailStyle.footer}>
        {frame.publisher} · {frame.address}
      </Text>
    </Container>
  )
}
