import { Heading, Text } from '@components/ui/typography'
import type { ReactNode } from 'react'

import type { MediaImage } from '@/domain/api/media'

import { Artwork } from './art/Artwork'

type PageHeaderProps = {
  kicker?: string
  title: string
  /** The club's drawing for the page, shown unless an editor chose an image in its place. */
  art?: ReactNode
  image?: MediaImage | null
  children?: ReactNode
}

/** The title band of a content page: its one h1, an introduction, and its illustration beside them. */
export function PageHeader({ kicker, title, art, image, children }: PageHeaderProps) {
  return (
    <section className="page-hero">
      <div className={`site-container page-hero__layout${art ? ' page-hero__layout--art' : ''}`}>
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
        {art ? <Artwork image={image}>{art}</Artwork> : null}
      </div>
    </section>
  )
}
