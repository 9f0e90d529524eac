import Image from 'next/image'

import type { MediaImage } from '@/server/content/media'

/** An image an editor chose in the media library, resized by next/image for the space it fills. */
export function EditorImage({ image, sizes, priority = false, className }: { image: MediaImage; sizes: string; priority?: boolean; className?: string }) {
  return <Image src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={sizes} priority={priority} className={className} />
}
