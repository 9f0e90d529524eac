import {
  BoldFeature,
  convertMarkdownToLexical,
  editorConfigFactory,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { DefaultValue, SanitizedConfig } from 'payload'

import { processWide } from '../processWide'

/**
 * What editors may write in a page: paragraphs, h2/h3 headings, bold, italic, lists and links.
 * No upload or relationship nodes: a page's images are its artwork field, in the media library.
 */
const features = () => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({ enabledCollections: [] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const contentEditor = lexicalEditor({ features })

export type LexicalContent = ReturnType<typeof convertMarkdownToLexical>

/** Markdown as the editor's rich text, with the same features (for the pages' seeded text). */
export async function markdownToContent(config: SanitizedConfig, markdown: string): Promise<LexicalContent> {
  // Built once: the process has one Payload config, so the first caller's is everyone's.
  const editorConfig = processWide('markdownEditorConfig', () => editorConfigFactory.fromFeatures({ config, features }))
  return convertMarkdownToLexical({ editorConfig: await editorConfig, markdown })
}

/** A rich-text field's default: today's text, until an editor saves the page. */
export function seededContent(markdown: string): DefaultValue {
  return ({ req }) => markdownToContent(req.payload.config, markdown)
}
