import { Text } from '@components/ui/typography'

import { TOASTS } from '@/domain/messages'
import { activeArticles } from '@/server/articles/articles'
import { getPayloadClient } from '@/server/payload'

import { ArticleCard } from './ArticleCard'

/** The week's active articles, in position order (served from Next's cache). */
export async function WeeklySelection() {
  const articles = await activeArticles(await getPayloadClient())
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
