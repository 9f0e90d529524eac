'use client'

import { arrayMove } from '@dnd-kit/sortable'
import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import type { AdminArticle } from '@/domain/api/articles'
import { TOASTS } from '@/domain/messages/toasts'

import type { ArticleInput } from './ArticleFormDialog'

/** The error toast of a failed change, with the server's French message or the fallback. */
const failed = (fallback: string) => (error: unknown) => toast.error(TOASTS.errorTitle, { description: errorMessage(error, fallback) })

/**
 * The articles in their home-page order and each change to them, saved at once and said in a
 * toast; one change at a time (`pending`). A move or a switch shows first and goes back if saving
 * fails; the others load the list again once saved, after `done` (which closes the dialog that asked).
 */
export function useArticleList(initial: AdminArticle[]) {
  const [articles, setArticles] = useState(initial)
  const { pending, run } = usePendingAction()

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

  /** Moves the article at `from` to `to` (both in range). */
  const move = (from: number, to: number) => void saveOrder(arrayMove(articles, from, to))

  /** One article's state as `change` makes it, the others as they are. */
  const patch = (id: number, change: Partial<AdminArticle>) =>
    setArticles((list) => list.map((article) => (article.id === id ? { ...article, ...change } : article)))

  /** The switch moves at once; the server's answer then says what was saved, or the switch goes back. */
  const toggle = (article: AdminArticle) => {
    patch(article.id, { isActive: !article.isActive })
    return run(
      async () => {
        const saved = await apiRequest<AdminArticle>('PUT', `/api/articles/${article.id}`, { isActive: !article.isActive })
        patch(saved.id, saved)
        toast.success(TOASTS.articleUpdatedTitle, { description: TOASTS.articleUpdated })
      },
      (error) => {
        patch(article.id, { isActive: article.isActive })
        failed(TOASTS.articleUpdateError)(error)
      },
    )
  }

  /** Creates an article (`editing` null) or saves the one edited. */
  const save = (editing: AdminArticle | null, values: ArticleInput, done: () => void) =>
    run(
      async () => {
        if (!editing) await apiRequest('POST', '/api/articles', values)
        else await apiRequest('PUT', `/api/articles/${editing.id}`, values)
        toast.success(editing ? TOASTS.articleUpdatedTitle : TOASTS.articleCreatedTitle, {
          description: editing ? TOASTS.articleUpdated : TOASTS.articleCreated,
        })
        done()
        await reload()
      },
      failed(editing ? TOASTS.articleUpdateError : TOASTS.articleCreateError),
    )

  const remove = (article: AdminArticle, done: () => void) =>
    run(async () => {
      await apiRequest('DELETE', `/api/articles/${article.id}`)
      toast.success(TOASTS.articleDeletedTitle, { description: TOASTS.articleDeleted })
      done()
      await reload()
    }, failed(TOASTS.articleDeleteError))

  return { articles, pending, move, toggle, save, remove }
}
