import type { CollectionConfig, PayloadRequest } from 'payload'

import { CONTENT_GROUP, MEDIA_LABELS } from '@/domain/contentTexts'
import { MEDIA_MIME_TYPES, MEDIA_WIDTHS, SHORT_TEXT_MAX } from '@/domain/limits'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'
import { mediaDir } from '@/server/env'

import { anyone, editorial } from './access/roles'
import { noControlCharacters } from './hooks/noControlCharacters'

/** The pages that show the library's images (content pages, the site settings' hero), after the commit. */
const expireImagePages = (req: PayloadRequest) =>
  expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.contentPages, CACHE_TAGS.siteSettings)

/**
 * The media library: images editors put on the pages (the hero, a page's artwork). Raster
 * images only (an SVG could carry script), each with its alt text, in the sizes pages ask for.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: MEDIA_LABELS.singular, plural: MEDIA_LABELS.plural },
  admin: { group: CONTENT_GROUP, useAsTitle: 'alt' },
  access: { read: anyone, create: editorial, update: editorial, delete: editorial },
  hooks: {
    beforeValidate: [noControlCharacters],
    afterChange: [({ req }) => expireImagePages(req)],
    afterDelete: [({ req }) => expireImagePages(req)],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...MEDIA_MIME_TYPES],
    imageSizes: MEDIA_WIDTHS.map((width) => ({ name: `w${width}`, width, withoutEnlargement: true })),
    adminThumbnail: `w${MEDIA_WIDTHS[0]}`,
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: MEDIA_LABELS.alt,
      required: true,
      maxLength: SHORT_TEXT_MAX,
      admin: { description: MEDIA_LABELS.altHelp },
    },
  ],
}
