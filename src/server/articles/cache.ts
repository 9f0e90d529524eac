import { revalidateTag, unstable_cache } from 'next/cache'

export const ARTICLES_TAG = 'articles'

/** True inside the Next.js server, where its data cache exists (not in scripts or unit tests). */
function inNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/** Caches `load` in Next's data cache under the articles tag, until an article changes. */
export function cachedByArticles<T>(key: string, load: () => Promise<T>): () => Promise<T> {
  if (!inNextServer()) return load
  return unstable_cache(load, [key], { tags: [ARTICLES_TAG], revalidate: false })
}

/** Called by the Articles hooks: expire the cached selection at once. */
export function revalidateArticles(): void {
  try {
    revalidateTag(ARTICLES_TAG, { expire: 0 })
  } catch {
    // Outside a Next request (seed script, tests) there is no cache to expire.
  }
}
