import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Hr } from '@react-email/hr'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'

import { isAction, isFacts, isHeading, isStars, type MailBlock, type MailFrame } from '../mailContent'
import { Lines, MailFactsCard, MailStarsRow } from './MailFactsCard'
import { MAIL_CLASSES, mailStyle } from './mailStyle'

/** The logo's size in a mail (the file is twice as large, for sharp screens). */
const LOGO_SIZE = 48

function Block({ block }: { block: MailBlock }) {
  if (isFacts(block)) return <MailFactsCard block={block} />
  if (isStars(block)) return <MailStarsRow block={block} />
  if (isHeading(block)) {
    return (
      <h2 style={mailStyle.heading} className={MAIL_CLASSES.text}>
        {block.heading}
      </h2>
    )
  }
  if (isAction(block) && block.secondary) {
    return (
      <Text style={mailStyle.paragraph} className={MAIL_CLASSES.text}>
        <Link href={block.href} style={mailStyle.link} className={MAIL_CLASSES.link}>
          {block.label}
        </Link>
      </Text>
    )
  }
  if (isAction(block)) {
    return (
      <Section style={mailStyle.action}>
        <Button href={block.href} style={mailStyle.button}>
          {block.label}
        </Button>
      </Section>
    )
  }
  return (
    <Text style={mailStyle.paragraph} className={MAIL_CLASSES.text}>
      <Lines lines={block} />
    </Text>
  )
}

/**
 * A mail's visible part: the club's mark and name, set apart from the greeting; the blocks of the
 * message (one of them at most a button); a footer with the team's address and the publisher's
 * legal name. `logoSrc` is the inline attachment's `cid:` in a mail, a file in Storybook.
 */
export function MailCard({ frame, blocks, logoSrc }: { frame: MailFrame; blocks: readonly MailBlock[]; logoSrc: string }) {
  return (
    <Container style={mailStyle.card} className={MAIL_CLASSES.card}>
      <Section style={mailStyle.masthead} className={MAIL_CLASSES.rule}>
        <Img src={logoSrc} width={LOGO_SIZE} height={LOGO_SIZE} alt="" />
        <Text style={mailStyle.brand} className={MAIL_CLASSES.text}>
          {frame.brandName}
        </Text>
      </Section>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      <Hr style={mailStyle.rule} className={MAIL_CLASSES.rule} />
      <Text style={mailStyle.footer} className={MAIL_CLASSES.muted}>
        Une question ? Répondez à ce message ou écrivez à{' '}
        <Link href={`mailto:${frame.contactEmail}`} style={mailStyle.link} className={MAIL_CLASSES.link}>
          {frame.contactEmail}
        </Link>
        .
      </Text>
      {[frame.unsubscribe, frame.cancelMembership].map((line) =>
        line ? (
          <Text key={line.href} style={mailStyle.footer} className={MAIL_CLASSES.muted}>
            {line.reason}{' '}
            <Link href={line.href} style={mailStyle.link} className={MAIL_CLASSES.link}>
              {line.label}
            </Link>
          </Text>
        ) : null,
      )}
      <Text style={mailStyle.footer} className={MAIL_CLASSES.muted}>
        {frame.publisher} · {frame.address}
      </Text>
    </Container>
  )
}
