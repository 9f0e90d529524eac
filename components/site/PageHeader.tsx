import { Heading, Text } from '@components/ui/typography'
import type { ReactNode } from 'react'

/** The title band of a content page: its one h1 and an introduction. */
export function PageHeader({ kicker, title, children }: { kicker?: string; title: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="site-container">
        {kicker ? (
          <Text as="p" size="3" color="gray" weight="medium">
            {kicker}
          </Text>
        ) : null}
        <Heading as="h1" size={{ initial: '8', md: '9' }} mt="2">
          {title}
        </Heading>
        {children ? (
          <Text as="div" size="4" mt="4" style={{ maxWidth: '65ch' }}>
            {children}
          </Text>
        ) : null}
      </div>
    </section>
  )
}
