import { revalidateTag, unstable_cache } from 'next/cache'

import { processMicroCache } from './http/microCache'

/** Tags of the data the public pages cache; the collection hooks expire them on change. */
export const CACHE_TAGS = {
  articles: 'articles',
  siteSettings: 'site-settings',
  contentPages: 'content-pages',
  dinners: 'dinners',
} as const
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** True inside the Next.js server, where its data cache exists (not in scripts or unit tests). */
function inNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/** Caches `load` in Next's data cache under `tag`, until that tag is expired (or, when given, `revalidate` seconds have passed). */
export function cachedByTag<T>(tag: CacheTag, key: string, load: () => Promise<T>, revalidate: number | false = false): () => Promise<T> {
  if (!inNextServer()) return load
  return unstable_cache(load, [key], { tags: [tag], revalidate })
}

/** Expires a tag at once: the next request reads fresh data and pages using it are regenerated. */
export function expireTag(tag: CacheTag): void {
  processMicroCache().clear()
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next request (seed script, tests) there is no cache to expire.
  }
}
