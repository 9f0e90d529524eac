import { SITE_DEFAULTS } from '@/domain/brand'
import { TOASTS } from '@/domain/messages'
import { themeColor, themeTitle } from '@/domain/themes'
import { activeArticles } from '@/server/articles/articles'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const articles = await activeArticles(await getPayloadClient())
  return (
    <main>
      <h1>{SITE_DEFAULTS.brandName}</h1>
      <p>{SITE_DEFAULTS.tagline}</p>
      <section aria-labelledby="weekly">
        <h2 id="weekly">La sélection de la semaine</h2>
        {articles.length === 0 ? (
          <p>{TOASTS.articlesEmpty}</p>
        ) : (
          <ul>
            {articles.map((a) => (
              <li key={a.id}>
                <span aria-hidden style={{ color: themeColor(a.theme) }}>●</span> {themeTitle(a.theme)} —{' '}
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.title}
                </a>{' '}
                <small>{a.source}</small>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}
