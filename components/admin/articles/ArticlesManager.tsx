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
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Button, toast } from '@payloadcms/ui'
import { Fragment, useMemo, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { ARTICLE_TEXTS, fill } from '@/domain/adminTexts'
import { WEEKLY_ARTICLES } from '@/domain/limits'
import { TOASTS } from '@/domain/messages'
import type { AdminArticle } from '@/domain/api/articles'

import { ConfirmDialog } from '../common/ConfirmDialog'
import { EmptyArticles } from './EmptyArticles'
import { ArticleCard } from './ArticleCard'
import { type ArticleInput, ArticleFormDialog } from './ArticleFormDialog'
import { dragAccessibility } from './dragAnnouncements'

type CardActions = Omit<Parameters<typeof ArticleCard>[0], 'article' | 'index' | 'count' | 'inWeekly' | 'drag'>

function SortableArticle({
  article,
  index,
  count,
  inWeekly,
  ...actions
}: { article: AdminArticle; index: number; count: number; inWeekly: boolean } & CardActions) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: article.id })
  return (
    <ArticleCard
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

/** The error toast of a failed change, with the server's French message or the fallback. */
const failed = (fallback: string) => (error: unknown) => toast.error(TOASTS.errorTitle, { description: errorMessage(error, fallback) })

/** The ids of the week's selection: the first five active articles, in order. */
function weeklyIds(articles: AdminArticle[]): Set<number> {
  return new Set(
    articles
      .filter((article) => article.isActive)
      .slice(0, WEEKLY_ARTICLES)
      .map((article) => article.id),
  )
}

/**
 * /admin/articles (SPEC §2 Article management): the articles in their home-page order, moved by
 * drag and drop (pointer, touch, keyboard) or with Monter / Descendre; each move is saved at once
 * (the list shows it first, and goes back if saving fails); create, edit, activate and delete.
 */
export function ArticlesManager({ initial }: { initial: AdminArticle[] }) {
  const [articles, setArticles] = useState(initial)
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminArticle | null>(null)
  const { pending, run } = usePendingAction()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const weekly = useMemo(() => weeklyIds(articles), [articles])
  const lastWeekly = useMemo(() => articles.findLastIndex((article) => weekly.has(article.id)), [articles, weekly])

  const reload = async () => setArticles(await apiRequest<AdminArticle[]>('GET', '/api/articles'))

  /** Shows the new order at once, saves it, and goes back to the old one if that fails. */
  const saveOrder = (next: AdminArticle[]) => {
    const previous = articles
    setArticles(next.map((article, index) => ({ ...article, position: index + 1 })))
    return run(
      async () => {
        setArticles(await apiRequest<AdminArticle[]>('POST', '/api/articles/reorder', { articleIds: next.map((article) => article.id) }))
        toast.success(TOASTS.articleReorderedTitle, { description: TOASTS.articleReordered })
      },
      (error) => {
        setArticles(previous)
        failed(TOASTS.articleReorderError)(error)
      },
    )
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = articles.findIndex((article) => article.id === active.id)
    const to = articles.findIndex((article) => article.id === over.id)
    void saveOrder(arrayMove(articles, from, to))
  }

  const onMove = (article: AdminArticle, direction: -1 | 1) => {
    const from = articles.findIndex((item) => item.id === article.id)
    const to = from + direction
    if (to < 0 || to >= articles.length) return
    void saveOrder(arrayMove(articles, from, to))
  }

  const onToggle = (article: AdminArticle) =>
    run(async () => {
      await apiRequest('PUT', `/api/articles/${article.id}`, { isActive: !article.isActive })
      toast.success(TOASTS.articleUpdatedTitle, { description: TOASTS.articleUpdated })
      await reload()
    }, failed(TOASTS.articleUpdateError))

  const onSave = (values: ArticleInput) => {
    const creating = editing === 'new'
    return run(
      async () => {
        if (creating) await apiRequest('POST', '/api/articles', values)
        else if (editing) await apiRequest('PUT', `/api/articles/${editing.id}`, values)
        toast.success(creating ? TOASTS.articleCreatedTitle : TOASTS.articleUpdatedTitle, {
          description: creating ? TOASTS.articleCreated : TOASTS.articleUpdated,
        })
        setEditing(null)
        await reload()
      },
      failed(creating ? TOASTS.articleCreateError : TOASTS.articleUpdateError),
    )
  }

  const onConfirmDelete = async () => {
    if (!deleting) return
    await run(async () => {
      await apiRequest('DELETE', `/api/articles/${deleting.id}`)
      toast.success(TOASTS.articleDeletedTitle, { description: TOASTS.articleDeleted })
      setDeleting(null)
      await reload()
    }, failed(TOASTS.articleDeleteError))
  }

  const actions = {
    onMove,
    onToggle: (article: AdminArticle) => void onToggle(article),
    onEdit: setEditing,
    onDelete: setDeleting,
    busy: pending,
  }

  return (
    <div className="club-articles">
      <header className="club-view__header">
        <div className="club-articles__toolbar">
          <h1 className="club-view__title">{ARTICLE_TEXTS.title}</h1>
          {articles.length > 0 ? (
            <Button buttonStyle="primary" margin={false} onClick={() => setEditing('new')} icon="plus">
              {ARTICLE_TEXTS.newArticle}
            </Button>
          ) : null}
        </div>
        <p className="club-view__intro">{ARTICLE_TEXTS.intro}</p>
      </header>

      {articles.length === 0 ? (
        <EmptyArticles onCreate={() => setEditing('new')} />
      ) : (
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
      )}

      <ArticleFormDialog
        open={editing !== null}
        article={editing === 'new' ? null : editing}
        pending={pending}
        onSubmit={(values) => void onSave(values)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={ARTICLE_TEXTS.deleteTitle}
        body={deleting ? fill(ARTICLE_TEXTS.deleteBody, { title: deleting.title }) : ''}
        confirmLabel={ARTICLE_TEXTS.deleteConfirm}
        pendingLabel={ARTICLE_TEXTS.deleting}
        pending={pending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
