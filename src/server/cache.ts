import { randomUUID } from 'node:crypto'

import { revalidateTag, unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { afterCommit } from './db/payloadInternals'
import { pool } from './db/pool'
import { processMicroCache } from './http/microCache'
import { expireInNextTagsManifest } from './nextInternals'
import { processWide } from './processWide'

/** Tags of the data the public pages cache; the collection hooks expire them on change. */
export const CACHE_TAGS = {
  articles: 'articles',
  siteSettings: 'site-settings',
  contentPages: 'content-pages',
  dinners: 'dinners',
} as const
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** The PostgreSQL channel on which an instance tells the others which tags it expired. */
export const CACHE_EXPIRY_CHANNEL = 'cache_expiry'
export type CacheExpiryMessage = { from: string; tags: string[] }

/** This process among the instances: it skips its own messages, having expired the tags already. */
export function instanceId(): string {
  return processWide('instanceId', () => randomUUID())
}

/** True inside the Next.js server, where its data cache exists (not in scripts or unit tests). */
function inNextServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME)
}

/** Caches `load` in Next's data cache under `tag`, until that tag is expired (or, when given, `revalidate` seconds have passed). */
export function cachedByTag<T>(tag: CacheTag, key: string, load: () => Promise<T>, revalidate: number | false = false): () => Promise<T> {
  if (!inNextServer()) return load
  return unstable_cache(load, [key], { tags: [tag], revalidate })
}

/**
 * Expires tags in this process: Next's data cache, then its micro-cache. Next's tags are marked at
 * once: inside a request, revalidateTag only queues them until the handler returns, and a page
 * rendered for the micro-cache in between would read the old data into a copy kept for minutes.
 */
export function expireHere(tags: readonly string[]): void {
  expireInNextTagsManifest(tags)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a request (another instance's message, a script, a test): the manifest is all there is.
    }
  }
  processMicroCache().clear()
}

/**
 * The copies of the pages rendered from now on are not sent beyond `time`, when what they show
 * changes with time alone (the next dinner begins and leaves the list).
 */
export function pagesChangeAt(time: number): void {
  processMicroCache().notBeyond(time)
}

/**
 * Expires tags at once on this instance, and on every other one through PostgreSQL
 * (cacheExpiryListener.ts): the next request anywhere reads fresh data. Call it once the change is
 * committed; inside a transaction, use expireAfterCommit.
 */
export async function expireTag(payload: Payload, ...tags: CacheTag[]): Promise<void> {
  expireHere(tags)
  const message: CacheExpiryMessage = { from: instanceId(), tags }
  await pool(payload)
    .query('SELECT pg_notify($1, $2)', [CACHE_EXPIRY_CHANNEL, JSON.stringify(message)])
    // The change is stored: another instance then serves its copy until the tag's next expiry.
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `cache expiry of ${tags.join(', ')} not sent to the other instances` }),
    )
}

/**
 * Expires tags once the transaction of a change (a hook's `req.transactionID`) commits, never
 * before: a page rendered in between would cache the old data again. At once without a transaction.
 */
export function expireAfterCommit(payload: Payload, transactionID: unknown, ...tags: CacheTag[]): Promise<void> {
  return afterCommit(payload, transactionID, () => expireTag(payload, ...tags))
}
