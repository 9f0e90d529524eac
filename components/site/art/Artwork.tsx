import type { ReactNode } from 'react'

import type { MediaImage } from '@/server/content/media'

import { EditorImage } from '../content/EditorImage'

/**
 * A page's illustration: the image an editor chose in the media library (a page's
 * « Illustration », the settings' « Image de l’accueil »), or else the club's own drawing.
 * The home page's (`hero`) is larger on a phone, so its image is given more pixels and loaded first.
 */
export function Artwork({ image, hero = false, children }: { image?: MediaImage | null; hero?: boolean; children: ReactNode }) {
  return (
    <div className="page-art">
      {image ? (
        <EditorImage image={image} sizes={hero ? '(max-width: 767px) 72vw, 360px' : '(max-width: 767px) 128px, 360px'} priority={hero} className="page-art__image" />
      ) : (
        children
      )}
    </div>
  )
}
