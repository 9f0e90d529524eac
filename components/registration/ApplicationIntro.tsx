import { Text } from '@components/ui/typography'

import { APPLICATION_INTRO } from '@/domain/applicationIntro'

/** Said before a visitor's first step: an application the team reviews, how long it takes, when the answer comes. */
export function ApplicationIntro() {
  return (
    <section className="application-intro" aria-label={APPLICATION_INTRO.label}>
      <ul>
        {APPLICATION_INTRO.points.map((point) => (
          <li key={point.title}>
            <Text as="p" weight="bold">
              {point.title}
            </Text>
            <Text as="p" size="2" color="gray">
              {point.text}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  )
}
