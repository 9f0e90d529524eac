'use client'

import { MoreIcon } from '@payloadcms/ui'
import { DropdownMenu } from 'radix-ui'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { fill } from '@/domain/fill'

export type RowActions = {
  onMove: (article: AdminArticle, direction: -1 | 1) => void
  onEdit: (article: AdminArticle) => void
  onDelete: (article: AdminArticle) => void
}

/**
 * An article's other actions, in a menu (Radix's: arrows move between items, Escape closes it and
 * focus goes back to its button): edit, Monter / Descendre (so that no one needs to drag), read
 * the article, delete.
 */
export function ArticleMenu({
  article,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onDelete,
}: { article: AdminArticle; index: number; count: number; busy: boolean } & RowActions) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="club-article__menu-button" aria-label={fill(ARTICLE_TEXTS.menu, { title: article.title })}>
        <MoreIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="club-menu" align="end" sideOffset={4} loop>
          <DropdownMenu.Item className="club-menu__item" disabled={busy} onSelect={() => onEdit(article)}>
            {ARTICLE_TEXTS.edit}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="club-menu__item" disabled={busy || index === 0} onSelect={() => onMove(article, -1)}>
            {ARTICLE_TEXTS.moveUp}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="club-menu__item" disabled={busy || index === count - 1} onSelect={() => onMove(article, 1)}>
            {ARTICLE_TEXTS.moveDown}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="club-menu__item" asChild>
            <a href={article.url} target="_blank" rel="noopener noreferrer">
              {ARTICLE_TEXTS.open} <span className="visually-hidden">{ARTICLE_TEXTS.newTab}</span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="club-menu__separator" />
          <DropdownMenu.Item className="club-menu__item club-menu__item--danger" disabled={busy} onSelect={() => onDelete(article)}>
            {ARTICLE_TEXTS.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
