import Link from 'next/link'

import { EDITOR_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

/** What an editor sees at /admin: a way to the articles, and no applicant data. */
export function EditorDashboard({ name, articles }: { name: string; articles: AdminArticle[] }) {
  const active = articles.filter((article) => article.isActive).length
  return (
    <div className="club-review">
      <header className="club-view__header">
        <h1 className="club-view__title">{fill(EDITOR_TEXTS.title, { name })}</h1>
        <p className="club-view__intro">{EDITOR_TEXTS.intro}</p>
      </header>
      <section className="club-dashboard-card">
        <p>{fillCount(EDITOR_TEXTS.summary, active, { total: articles.length })}</p>
        <Link href="/admin/articles" className="btn btn--style-primary btn--size-medium btn--no-margin">
          <span className="btn__content">
            <span className="btn__label">{EDITOR_TEXTS.articles}</span>
          </span>
        </Link>
      </section>
    </div>
  )
}
