import type { ReactNode } from 'react'

import type { MediaImage } from '@/domain/api/media'

import { Artwork } from './art/Artwork'
import { PageTitle } from './PageTitle'

type PageHeaderProps = {
  kicker?: string
  title: string
  /** The club's drawing for the page, shown unless an editor chose an image in its place. */
  art?: ReactNode
  image?: MediaImage | null
  children?: ReactNode
}

/** The title band of a page, with its drawing (`art`, which an editor's `image` replaces) beside it when it has one. */
export function PageHeader({ art, image, ...title }: PageHeaderProps) {
  return <PageTitle {...title} aside={art ? <Artwork image={image}>{art}</Artwork> : null} />
}
