import type { Metadata } from 'next'

/**
 * npm run bench:lighthouse measures every page against this one, in the same run: a page of
 * the same build and server (rendered by Next on every load, for its CSP nonce, where the site's
 * pages come from the micro-cache) with nothing of ours in it. Never indexed, never in the sitemap.
 */
export const metadata: Metadata = { title: 'Page de référence', robots: { index: false, follow: false } }

export default function ReferencePage() {
  return (
    <main>
      <h1>Page de référence</h1>
      <p>Une page sans code ni style du site, pour comparer les mesures de performance.</p>
    </main>
  )
}
