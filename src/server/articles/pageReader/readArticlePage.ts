import type { ArticlePageInfo } from '@/domain/api/articles'
import { ARTICLE_PAGE_ERRORS } from '@/domain/articlePage'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TEXT_MAX } from '@/domain/limits'

import { fetchPageHead, PAGE_FETCH_DEFAULTS, type PageFetchOptions } from './fetchPage'
import type { HeadTags } from './headReader'
import { PageReadError } from './pageReadError'
import { testPageOrigins } from './testOrigins'
import { ApiError } from '../../http/errors'

/** One line of plain text, cut to what the article's field accepts (no control character). */
function clean(text: string | undefined, max: number): string {
  const plain = (text ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain
}

/** Its Open Graph tags first, then its <title> and meta description, then the site's host name. */
function infoOf(tags: HeadTags, url: URL): ArticlePageInfo {
  return {
    title: clean(tags.ogTitle || tags.title, ARTICLE_TEXT_MAX),
    description: clean(tags.ogDescription || tags.description, ARTICLE_DESCRIPTION_MAX),
    source: clean(tags.ogSiteName, ARTICLE_TEXT_MAX) || url.hostname.replace(/^www\./, ''),
  }
}

/**
 * The title, description and source an article's page gives of itself, to fill the article's form.
 * Throws a PageReadError when the page cannot be read, or says nothing of itself.
 */
export async function readArticlePage(address: string, options: Partial<PageFetchOptions> = {}): Promise<ArticlePageInfo> {
  const { url, tags } = await fetchPageHead(new URL(address), { ...PAGE_FETCH_DEFAULTS, ...options })
  const info = infoOf(tags, url)
  if (!info.title && !info.description) throw new PageReadError('unreadable')
  return info
}

/** The route's answer: the page's info, or a 422 whose French message says why it was not read. */
export async function articlePageForEditor(address: string): Promise<ArticlePageInfo> {
  try {
    return await readArticlePage(address, { allowedOrigins: testPageOrigins() })
  } catch (error) {
    if (error instanceof PageReadError) throw new ApiError(422, ARTICLE_PAGE_ERRORS[error.reason])
    throw error
  }
}
