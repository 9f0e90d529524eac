import Link from 'next/link'

import { REVIEW_TEXTS } from '@/domain/adminTexts'

/** The review dashboard's title, what it is for, and the shortcuts to the other club views. */
export function ReviewHeader() {
  return (
    <header className="club-view__header">
      <h1 className="club-view__title">{REVIEW_TEXTS.title}</h1>
      <p className="club-view__intro">{REVIEW_TEXTS.intro}</p>
      <nav className="club-view__links" aria-label="Raccourcis">
        <Link href="/admin/abtest">{REVIEW_TEXTS.linkAbtest}</Link>
        <Link href="/admin/articles">{REVIEW_TEXTS.linkArticles}</Link>
        <Link href="/admin/dinners">{REVIEW_TEXTS.linkDinners}</Link>
      </nav>
    </header>
  )
}
