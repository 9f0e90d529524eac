import type { AdminArticle } from '@/domain/api/articles'
import { WEEKLY_ARTICLES } from '@/domain/limits'

/** The week's selection as the home page will show it: the first five active articles, in the list's order. */
export function weeklyArticles(articles: AdminArticle[]): AdminArticle[] {
  return articles.filter((article) => article.isActive).slice(0, WEEKLY_ARTICLES)
}
