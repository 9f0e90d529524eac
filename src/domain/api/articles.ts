import type { Article } from '@/payload-types'

/** SPEC §7: the fields the home page's weekly selection uses. */
export function toPublicArticle(a: Article) {
  return {
    id: a.id,
    url: a.url,
    title: a.title,
    description: a.description,
    source: a.source,
    theme: a.theme,
    isBonus: Boolean(a.isBonus),
    bonusLabel: a.bonusLabel ?? '',
  }
}

/** SPEC §3 Article: every field, for the admin list. */
export function toAdminArticle(a: Article) {
  return { ...toPublicArticle(a), isActive: Boolean(a.isActive), position: a.position ?? 0 }
}

export type PublicArticle = ReturnType<typeof toPublicArticle>
export type AdminArticle = ReturnType<typeof toAdminArticle>

/** What an article's page says of itself (its Open Graph tags, else its title and description). */
export type ArticlePageInfo = { title: string; description: string; source: string }
