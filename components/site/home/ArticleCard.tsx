import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import type { PublicArticle } from '@/domain/api/articles'
import { DEFAULT_BONUS_LABEL } from '@/domain/articleLabels'

import { ThemeLabel } from '../ThemeLabel'

/** One article of the weekly selection: theme badge, bonus label, source; opens in a new tab. */
export function ArticleCard({ article }: { article: PublicArticle }) {
  return (
    <Card asChild>
      <article>
        <div className="article-card__meta">
          <ThemeLabel theme={article.theme} />
          {article.isBonus ? <Badge color="amber">{article.bonusLabel || DEFAULT_BONUS_LABEL}</Badge> : null}
        </div>
        <Heading as="h3" size="4" mt="2" className="article-card__title">
          <a href={article.url} target="_blank" rel="noopener noreferrer">
            {article.title}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </Heading>
        <Text as="p" mt="1">
          {article.description}
        </Text>
        <Text as="p" size="2" color="gray" mt="2">
          {article.source}
        </Text>
      </article>
    </Card>
  )
}
