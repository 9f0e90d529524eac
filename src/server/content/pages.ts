import type { DataFromGlobalSlug } from 'payload'

import type { MediaImage } from '@/domain/api/media'
import { CONTENT_PAGES, type ContentPageKey } from '@/domain/contentTexts'

import { CACHE_TAGS, cachedByTag } from '../cache'
import { getPayloadClient } from '../payload'
import { mediaImage } from './media'

type Slug<K extends ContentPageKey> = (typeof CONTENT_PAGES)[K]['slug']

export type ContentPage<K extends ContentPageKey> = Omit<DataFromGlobalSlug<Slug<K>>, 'artwork'> & { artwork: MediaImage | null }

/**
 * An editable page's content (public read, as a visitor: overrideAccess false), from Next's data
 * cache until an editor saves a page or an image (the content-pages tag expires).
 */
export async function contentPage<K extends ContentPageKey>(key: K): Promise<ContentPage<K>> {
  const slug: Slug<K> = CONTENT_PAGES[key].slug
  return cachedByTag(CACHE_TAGS.contentPages, slug, async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug, depth: 1, overrideAccess: false })
    return Object.assign({}, doc, { artwork: mediaImage(doc.artwork) })
  })()
}
