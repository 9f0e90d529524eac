import { Text } from '@components/ui/typography'

import type { PublicArticle } from '@/domain/api/articles'
import { TOASTS } from '@/domain/messages/toasts'

import { ArticleCard } from './ArticleCard'

/** The week's active articles, in position order. */
export function WeeklySelection({ articles }: { articles: PublicArticle[] }) {
  if (articles.length === 0) {
    return <Text as="p">{TOASTS.articlesEmpty}</Text>
  }
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
