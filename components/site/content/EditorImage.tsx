import { getImageProps } from 'next/image'

import type { MediaImage } from '@/domain/api/media'

/**
 * An image an editor chose in the media library, resized by next/image for the space it fills.
 * `getImageProps` gives a plain `<img>` (srcset through next's optimizer) rendered on the server:
 * next/image's component would ship its client code to every page that has artwork.
 */
export function EditorImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: MediaImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
  })
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- getImageProps gives the alt text (required in the media library) and the srcset; next/image's own component is what this avoids
  return <img {...props} className={className} />
}
