import type { ArticlePageError } from '@/domain/articlePage'

/** Why an article's page could not be read; the route answers with its French message. */
export class PageReadError extends Error {
  constructor(readonly reason: ArticlePageError) {
    super(`article page not read: ${reason}`)
  }
}
