import type { ReactNode } from 'react'

import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import type { PublicDinner } from '@/domain/api/dinners'
import { dinnerPath } from '@/domain/dinnerPage'
import { BOOKING_TEXTS, formatDinnerDate, seatsLeftText, speakerRoleLabel } from '@/domain/dinners'

import { ThemeLabel } from '../ThemeLabel'

/**
 * One dinner as anyone may read it (DESIGN §11): theme, date, city, speakers and seats left,
 * never the venue. `badges` adds what concerns the reader (their themes, their booking), and
 * `children` their actions. `idPrefix` keeps the title's id unique where one dinner is shown
 * twice (a member's booking, and the same dinner among the next ones). `linked` makes its title
 * the link to the dinner's public page (only for dinners that have one: published and to come).
 */
export function DinnerCard({
  dinner,
  badges,
  children,
  headingLevel = 'h3',
  idPrefix = 'dinner',
  linked = false,
}: {
  dinner: PublicDinner
  badges?: ReactNode
  children?: ReactNode
  headingLevel?: 'h2' | 'h3' | 'h4'
  idPrefix?: string
  linked?: boolean
}) {
  const full = dinner.seatsLeft === 0
  const titleId = `${idPrefix}-${dinner.id}`
  return (
    <Card asChild>
      <article className="dinner-card" aria-labelledby={titleId}>
        <div className="article-card__meta">
          <ThemeLabel theme={dinner.theme} />
          {badges}
        </div>
        <Heading as={headingLevel} size="5" mt="2" id={titleId}>
          {linked ? <Link href={dinnerPath(dinner)}>{dinner.title}</Link> : dinner.title}
        </Heading>
        <Text as="p" mt="1" weight="medium">
          {formatDinnerDate(dinner.startsAt)} · {dinner.city}
        </Text>
        {dinner.speakers.length > 0 ? (
          <div className="dinner-card__speakers">
            <Text as="p" size="2" color="gray">
              {BOOKING_TEXTS.speakers}
            </Text>
            <ul>
              {dinner.speakers.map((speaker) => (
                <li key={speaker.name}>
                  <Text as="p" size="2">
                    <strong>{speaker.name}</strong>, {speakerRoleLabel(speaker.role).toLowerCase()}
                    {speaker.bio ? <> : {speaker.bio}</> : null}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Text as="p" size="2" mt="2">
          {full ? <Badge color="red">{BOOKING_TEXTS.full}</Badge> : seatsLeftText(dinner.seatsLeft)}
        </Text>
        {children}
      </article>
    </Card>
  )
}
