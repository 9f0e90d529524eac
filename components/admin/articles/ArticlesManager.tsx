'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { fill } from '@/domain/fill'

import { ArticleFormDialog } from './ArticleFormDialog'
import { EmptyArticles } from './EmptyArticles'
import { SortableArticleList } from './SortableArticleList'
import { useArticleList } from './useArticleList'
import { WeeklyPreview } from './WeeklyPreview'
import { ConfirmDialog } from '../common/ConfirmDialog'

/**
 * /admin/articles (SPEC §2 Article management): the articles in their home-page order, moved by
 * drag and drop (pointer, touch, keyboard) or with Monter / Descendre; each move and switch is
 * saved at once (the list shows it first, and goes back if saving fails); create, edit, delete;
 * beside the list, the home page's selection as it will look.
 */
export function ArticlesManager({ initial }: { initial: AdminArticle[] }) {
  const { articles, pending, move, toggle, save, remove } = useArticleList(initial)
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminArticle | null>(null)

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
        <div className="club-articles__columns">
          <SortableArticleList
            articles={articles}
            onReorder={move}
            onToggle={(article) => void toggle(article)}
            onEdit={setEditing}
            onDelete={setDeleting}
            busy={pending}
          />
          <WeeklyPreview articles={articles} />
        </div>
      )}

      <ArticleFormDialog
        open={editing !== null}
        article={editing === 'new' ? null : editing}
        pending={pending}
        onSubmit={(values) => {
          if (editing) void save(editing === 'new' ? null : editing, values, () => setEditing(null))
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={ARTICLE_TEXTS.deleteTitle}
        body={deleting ? fill(ARTICLE_TEXTS.deleteBody, { title: deleting.title }) : ''}
        confirmLabel={ARTICLE_TEXTS.deleteConfirm}
        pendingLabel={ARTICLE_TEXTS.deleting}
        pending={pending}
        onConfirm={() => {
          if (deleting) void remove(deleting, () => setDeleting(null))
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
