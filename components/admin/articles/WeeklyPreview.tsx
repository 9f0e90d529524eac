'use client'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { WEEKLY_PREVIEW_PATH } from '@/domain/articles'

import { weeklyArticles } from './weeklyArticles'

/**
 * The home page's « sélection de la semaine » as visitors will see it, made of the list as it is
 * on screen (a move or a switch shows here before it is saved): the site's own section, rendered
 * by the site in a frame, with its styles, light or dark.
 */
export function WeeklyPreview({ articles }: { articles: AdminArticle[] }) {
  const ids = weeklyArticles(articles).map((article) => article.id)
  return (
    <section className="club-articles__preview" aria-labelledby="weekly-preview-title">
      <h2 id="weekly-preview-title" className="club-articles__preview-title">
        {ARTICLE_TEXTS.preview}
      </h2>
      <p className="club-articles__preview-hint">{ARTICLE_TEXTS.previewHint}</p>
      <iframe
        className="club-articles__frame"
        title={ARTICLE_TEXTS.previewFrame}
        src={`${WEEKLY_PREVIEW_PATH}?articles=${ids.join(',')}`}
      />
    </section>
  )
}
