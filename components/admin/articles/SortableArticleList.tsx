'use client'

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Fragment, useMemo } from 'react'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'

import { ArticleRow } from './ArticleRow'
import { dragAccessibility } from './dragAnnouncements'
import { weeklyArticles } from './weeklyArticles'

type CardActions = Omit<Parameters<typeof ArticleRow>[0], 'article' | 'index' | 'count' | 'inWeekly' | 'drag'>

function SortableArticle({
  article,
  index,
  count,
  inWeekly,
  ...actions
}: { article: AdminArticle; index: number; count: number; inWeekly: boolean } & CardActions) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: article.id })
  return (
    <ArticleRow
      article={article}
      index={index}
      count={count}
      inWeekly={inWeekly}
      drag={{
        setNodeRef,
        style: { transform: CSS.Transform.toString(transform), transition },
        handle: { ...attributes, ...listeners, ref: setActivatorNodeRef },
        dragging: isDragging,
      }}
      {...actions}
    />
  )
}

/** The ids of the week's selection: the first five active articles, in order. */
function weeklyIds(articles: AdminArticle[]): Set<number> {
  return new Set(weeklyArticles(articles).map((article) => article.id))
}

/**
 * The articles in their home-page order, the week's selection first and a divider after it;
 * each is moved by drag and drop (pointer, touch, keyboard) or with Monter / Descendre, and
 * `onReorder` gets the move (from, to).
 */
export function SortableArticleList({
  articles,
  onReorder,
  ...actions
}: { articles: AdminArticle[]; onReorder: (from: number, to: number) => void } & Omit<CardActions, 'onMove'>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const weekly = useMemo(() => weeklyIds(articles), [articles])
  const lastWeekly = useMemo(() => articles.findLastIndex((article) => weekly.has(article.id)), [articles, weekly])
  const indexOf = (id: unknown) => articles.findIndex((article) => article.id === id)

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onReorder(indexOf(active.id), indexOf(over.id))
  }
  const onMove = (article: AdminArticle, direction: -1 | 1) => {
    const from = indexOf(article.id)
    const to = from + direction
    if (to < 0 || to >= articles.length) return
    onReorder(from, to)
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={dragAccessibility(articles)}>
      <SortableContext items={articles.map((article) => article.id)} strategy={verticalListSortingStrategy}>
        <ol className="club-articles__list" aria-label={ARTICLE_TEXTS.listLabel}>
          {articles.map((article, index) => (
            <Fragment key={article.id}>
              <li>
                <SortableArticle
                  article={article}
                  index={index}
                  count={articles.length}
                  inWeekly={weekly.has(article.id)}
                  onMove={onMove}
                  {...actions}
                />
              </li>
              {index === lastWeekly && index < articles.length - 1 ? (
                <li className="club-articles__divider" aria-hidden>
                  {ARTICLE_TEXTS.beyondWeekly}
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
