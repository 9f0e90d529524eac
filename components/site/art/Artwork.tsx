import type { ReactNode } from 'react'

import type { MediaImage } from '@/domain/api/media'

import { EditorImage } from '../content/EditorImage'

/**
 * A page's illustration: the image an editor chose in the media library (a page's
 * « Illustration », the settings' « Image de l’accueil »), or else the club's own drawing.
 * It sits in the page's first screen, so an image is loaded at once; the home page's (`hero`)
 * is larger on a phone, so it is given more pixels there.
 */
export function Artwork({ image, hero = false, children }: { image?: MediaImage | null; hero?: boolean; children: ReactNode }) {
  return (
    <div className="page-art">
      {image ? (
        <EditorImage
          image={image}
          sizes={hero ? '(max-width: 767px) 72vw, 360px' : '(max-width: 767px) 128px, 360px'}
          priority
          className="page-art__image"
        />
      ) : (
        children
      )}
    </div>
  )
}
