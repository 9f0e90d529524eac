import type { ReactNode } from 'react'

import { Heading, Text } from '@components/ui/typography'

type PageTitleProps = {
  kicker?: string
  title: string
  /** Beside the title on a wide screen, above it on a phone (and so before it in the page): a content page's illustration. */
  aside?: ReactNode
  children?: ReactNode
}

/**
 * The title band of a page: its one h1 and an introduction. Client components (the error page,
 * the applicant's status) use it as it is; PageHeader adds a content page's illustration, whose
 * image code stays on the server.
 */
export function PageTitle({ kicker, title, aside, children }: PageTitleProps) {
  return (
    <section className="page-hero">
      <div className={`site-container page-hero__layout${aside ? ' page-hero__layout--art' : ''}`}>
        {aside}
        <div>
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
      </div>
    </section>
  )
}
