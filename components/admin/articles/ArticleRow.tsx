'use client'

import { DragHandleIcon, Pill } from '@payloadcms/ui'
import { Switch } from 'radix-ui'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { DEFAULT_BONUS_LABEL } from '@/domain/articleLabels'
import { fill } from '@/domain/fill'
import { themeColor, themeTitle } from '@/domain/themes'

import { ArticleMenu, type RowActions } from './ArticleMenu'
import type { DragBinding } from '../dragBinding'

type Props = {
  article: AdminArticle
  index: number
  count: number
  inWeekly: boolean
  drag?: DragBinding
  onToggle: (article: AdminArticle) => void
  busy?: boolean
} & RowActions

/** Its theme (dot and badge), bonus, position and « semaine » badges, then its source. */
function ArticleFacts({ article, inWeekly }: Pick<Props, 'article' | 'inWeekly'>) {
  return (
    <div className="club-article__badges">
      <span className="club-article__dot" style={{ background: themeColor(article.theme) }} aria-hidden />
      <Pill size="small" pillStyle="light-gray">
        {themeTitle(article.theme)}
      </Pill>
      {article.isBonus ? (
        <Pill size="small" pillStyle="warning">
          {article.bonusLabel || DEFAULT_BONUS_LABEL}
        </Pill>
      ) : null}
      <Pill size="small" pillStyle="light">
        {fill(ARTICLE_TEXTS.position, { position: article.position })}
      </Pill>
      {inWeekly ? (
        <Pill size="small" pillStyle="success">
          {ARTICLE_TEXTS.weekly}
        </Pill>
      ) : null}
      {article.isActive ? null : (
        <Pill size="small" pillStyle="light-gray">
          {ARTICLE_TEXTS.inactive}
        </Pill>
      )}
      <span className="club-article__source">{article.source}</span>
    </div>
  )
}

/**
 * One article of the curation list (SPEC §2), in a compact row: the move handle, the « actif »
 * switch, its badges, title, description and source, and its other actions in a menu (edit,
 * Monter / Descendre so that no one needs to drag (WCAG 2.5.7), read it, delete). Inactive
 * articles are dimmed.
 */
export function ArticleRow({ article, index, count, inWeekly, drag, onToggle, busy = false, ...actions }: Props) {
  const titleId = `article-${article.id}-title`
  const classes = ['club-article', article.isActive ? '' : 'club-article--inactive', drag?.dragging ? 'club-article--dragging' : '']
  return (
    <article ref={drag?.setNodeRef} style={drag?.style} className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <button
        type="button"
        className="club-article__handle"
        aria-label={fill(ARTICLE_TEXTS.drag, { title: article.title })}
        {...drag?.handle}
        disabled={!drag || busy}
      >
        <DragHandleIcon />
      </button>
      <Switch.Root
        className="club-switch"
        checked={article.isActive}
        disabled={busy}
        onCheckedChange={() => onToggle(article)}
        aria-label={fill(ARTICLE_TEXTS.activeSwitch, { title: article.title })}
      >
        <Switch.Thumb className="club-switch__thumb" />
      </Switch.Root>
      <div className="club-article__main">
        <h3 id={titleId} className="club-article__title">
          {article.title}
        </h3>
        <p className="club-article__description">{article.description}</p>
        <ArticleFacts article={article} inWeekly={inWeekly} />
      </div>
      <ArticleMenu article={article} index={index} count={count} busy={busy} {...actions} />
    </article>
  )
}
