'use client'

import { Button, DragHandleIcon, Pill } from '@payloadcms/ui'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { DEFAULT_BONUS_LABEL } from '@/domain/articleLabels'
import { fill } from '@/domain/fill'
import { themeColor, themeTitle } from '@/domain/themes'

import type { DragBinding } from '../dragBinding'

type Props = {
  article: AdminArticle
  index: number
  count: number
  inWeekly: boolean
  drag?: DragBinding
  onMove: (article: AdminArticle, direction: -1 | 1) => void
  onToggle: (article: AdminArticle) => void
  onEdit: (article: AdminArticle) => void
  onDelete: (article: AdminArticle) => void
  busy?: boolean
}

/** Its theme (dot and badge), bonus, position, « semaine » and inactive badges. */
function ArticleBadges({ article, inWeekly }: Pick<Props, 'article' | 'inWeekly'>) {
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
    </div>
  )
}

/** Monter, Descendre (so that no one needs to drag), activate, edit and delete. */
function ArticleActions({ article, index, count, onMove, onToggle, onEdit, onDelete, busy }: Omit<Props, 'inWeekly' | 'drag'>) {
  // Each button names its article for screen readers ("Monter « … »"), its visible word first.
  const named = (action: string) => `${action} « ${article.title} »`
  return (
    <div className="club-article__actions">
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || index === 0}
        onClick={() => onMove(article, -1)}
        aria-label={named(ARTICLE_TEXTS.moveUp)}
      >
        {ARTICLE_TEXTS.moveUp}
      </Button>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || index === count - 1}
        onClick={() => onMove(article, 1)}
        aria-label={named(ARTICLE_TEXTS.moveDown)}
      >
        {ARTICLE_TEXTS.moveDown}
      </Button>
      <Button
        buttonStyle="subtle"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => onToggle(article)}
        aria-label={named(article.isActive ? ARTICLE_TEXTS.deactivate : ARTICLE_TEXTS.activate)}
      >
        {article.isActive ? ARTICLE_TEXTS.deactivate : ARTICLE_TEXTS.activate}
      </Button>
      <Button
        buttonStyle="subtle"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => onEdit(article)}
        aria-label={named(ARTICLE_TEXTS.edit)}
      >
        {ARTICLE_TEXTS.edit}
      </Button>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy}
        className="club-button--danger"
        onClick={() => onDelete(article)}
        aria-label={named(ARTICLE_TEXTS.delete)}
      >
        {ARTICLE_TEXTS.delete}
      </Button>
    </div>
  )
}

/**
 * One article of the curation list (SPEC §2): theme dot and badge, bonus and position badges,
 * title, description, source and link; activate, edit, delete; a drag handle and Monter /
 * Descendre so that no one needs to drag (WCAG 2.5.7). Inactive articles are dimmed.
 */
export function ArticleCard({ article, index, count, inWeekly, drag, onMove, onToggle, onEdit, onDelete, busy }: Props) {
  const titleId = `article-${article.id}-title`
  const classes = ['club-article', article.isActive ? '' : 'club-article--inactive', drag?.dragging ? 'club-article--dragging' : '']
  return (
    <article ref={drag?.setNodeRef} style={drag?.style} className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="club-article__handle-column">
        <button
          type="button"
          className="club-article__handle"
          aria-label={fill(ARTICLE_TEXTS.drag, { title: article.title })}
          {...drag?.handle}
          disabled={!drag || busy}
        >
          <DragHandleIcon />
        </button>
      </div>
      <div className="club-article__main">
        <ArticleBadges article={article} inWeekly={inWeekly} />
        <h3 id={titleId} className="club-article__title">
          {article.title}
        </h3>
        <p className="club-article__description">{article.description}</p>
        <p className="club-article__source">
          {article.source} ·{' '}
          <a href={article.url} target="_blank" rel="noopener noreferrer">
            {ARTICLE_TEXTS.open}{' '}
            <span className="visually-hidden">
              « {article.title} » {ARTICLE_TEXTS.newTab}
            </span>
          </a>
        </p>
        <ArticleActions
          article={article}
          index={index}
          count={count}
          onMove={onMove}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
          busy={busy}
        />
      </div>
    </article>
  )
}
