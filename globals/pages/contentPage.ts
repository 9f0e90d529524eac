import type { Field, GlobalConfig } from 'payload'

import { CONTENT_GROUP, CONTENT_PAGES, type ContentPageKey, PAGE_FIELD_LABELS } from '@/domain/contentTexts'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'
import { contentEditor, seededContent } from '@/server/content/editor'

import { pagePreview } from './pagePreview'
import { anyone, editorial } from '../../collections/access/roles'
import { auditGlobalEdits } from '../../collections/hooks/auditTrail'
import { noControlCharactersInGlobal } from '../../collections/hooks/noControlCharacters'

type Seed = { kicker: string; title: string; intro?: string; body?: string }

/** A rich-text field, seeded with today's text when given (see src/server/content/seedTexts.ts). */
export function richTextField(name: string, label: string, markdown?: string): Field {
  return {
    name,
    type: 'richText',
    label,
    required: true,
    editor: contentEditor,
    ...(markdown === undefined ? {} : { defaultValue: seededContent(markdown) }),
  }
}

/**
 * An editable page of the site, as a Payload global: editors and admins change it in /admin,
 * everyone reads it, and saving it regenerates the page (its cache tag expires). `description`
 * tells its editors what the site shows beside their text.
 */
export function contentPage(key: ContentPageKey, seed: Seed, fields: Field[] = [], description?: string): GlobalConfig {
  const { slug, label, path } = CONTENT_PAGES[key]
  return {
    slug,
    label,
    admin: {
      group: CONTENT_GROUP,
      ...(description ? { description } : {}),
      ...pagePreview(path),
    },
    access: { read: anyone, update: editorial },
    hooks: {
      beforeValidate: [noControlCharactersInGlobal],
      afterChange: [
        auditGlobalEdits('page.edited'),
        ({ req }) => expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.contentPages),
      ],
    },
    fields: [
      { name: 'kicker', type: 'text', label: PAGE_FIELD_LABELS.kicker, required: true, defaultValue: seed.kicker },
      { name: 'title', type: 'text', label: PAGE_FIELD_LABELS.title, required: true, defaultValue: seed.title },
      ...(seed.intro === undefined
        ? []
        : [{ name: 'intro', type: 'textarea', label: PAGE_FIELD_LABELS.intro, defaultValue: seed.intro } satisfies Field]),
      ...(seed.body === undefined ? [] : [richTextField('body', PAGE_FIELD_LABELS.body, seed.body)]),
      ...fields,
      { name: 'artwork', type: 'upload', relationTo: 'media', label: PAGE_FIELD_LABELS.artwork, admin: { position: 'sidebar' } },
    ],
  }
}
