import { Link } from '@react-email/link'
import { Fragment } from 'react'

import type { MailFacts, MailStars } from '../mailContent'
import { MAIL_CLASSES, mailStyle } from './mailStyle'

/** Lines kept together in one paragraph. */
export function Lines({ lines }: { lines: string | readonly string[] }) {
  return (typeof lines === 'string' ? [lines] : lines).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ))
}

/**
 * A mail's key facts as a card: one row a fact, its label small above its value, a link under
 * it when it has one (the venue's map). A table, since mail clients lay tables out alike.
 */
export function MailFactsCard({ block }: { block: MailFacts }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} className={MAIL_CLASSES.facts} style={mailStyle.facts}>
      <tbody>
        {block.facts.map((fact, index) => (
          <tr key={index}>
            <td style={{ ...mailStyle.factCell, ...(index > 0 && { borderTop: mailStyle.facts.border }) }} className={MAIL_CLASSES.rule}>
              <p style={mailStyle.factLabel} className={MAIL_CLASSES.muted}>
                {fact.label}
              </p>
              <p style={mailStyle.factValue} className={MAIL_CLASSES.text}>
                <Lines lines={fact.value} />
              </p>
              {fact.link ? (
                <p style={mailStyle.factLink}>
                  <Link href={fact.link.href} style={mailStyle.link} className={MAIL_CLASSES.link}>
                    {fact.link.label}
                  </Link>
                </p>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One-tap scores: a star a score, each a link named by its score for screen readers. */
export function MailStarsRow({ block }: { block: MailStars }) {
  return (
    <div style={mailStyle.stars}>
      <p style={mailStyle.paragraph} className={MAIL_CLASSES.text}>
        {block.question}
      </p>
      <p style={{ margin: 0 }}>
        {block.scores.map((score) => (
          <Link
            key={score.href}
            href={score.href}
            title={score.label}
            aria-label={score.label}
            style={mailStyle.star}
            className={MAIL_CLASSES.link}
          >
            ★
          </Link>
        ))}
      </p>
      <p style={mailStyle.starsLegend} className={MAIL_CLASSES.muted}>
        {block.scores[0]?.label} … {block.scores.at(-1)?.label}
      </p>
    </div>
  )
}
