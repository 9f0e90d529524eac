import { randomUUID } from 'node:crypto'

import { revalidateTag, unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { afterCommit } from './db/payloadInternals'
import { openTransaction, outsideTransaction, sql, type Transaction } from './db/transaction'
import { expireInNextTagsManifest } from './nextInternals'
import { processWide } from './processWide'
import { processMicroCache } from './serving/microCache'

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

/** The message that tells the other instances (cacheExpiryListener.ts) which tags to expire. */
function expiryNotice(tags: readonly string[]) {
  const message: CacheExpiryMessage = { from: instanceId(), tags: [...tags] }
  return sql`SELECT pg_notify(${CACHE_EXPIRY_CHANNEL}, ${JSON.stringify(message)})`
}

/**
 * Expires tags at once on this instance, and on every other one through PostgreSQL
 * (cacheExpiryListener.ts): the next request anywhere reads fresh data. For a change made outside
 * any transaction; a change made in one expires them with it (expireInTransaction, expireAfterCommit).
 */
async function expireTag(payload: Payload, ...tags: CacheTag[]): Promise<void> {
  expireHere(tags)
  await outsideTransaction(payload)
    .query(expiryNotice(tags))
    // The change is stored: another instance then serves its copy until the tag's next expiry.
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `cache expiry of ${tags.join(', ')} not sent to the other instances` }),
    )
}

/**
 * Expires tags with the change of `tx`: the other instances are told by a NOTIFY sent inside the
 * transaction (PostgreSQL delivers it at the commit, never on a rollback, and it cannot be lost
 * once the change is stored), and this instance expires them once the commit is done, before the
 * request answers. Never before the commit: a page rendered in between would cache the old data again.
 */
export async function expireInTransaction(payload: Payload, tx: Transaction, ...tags: CacheTag[]): Promise<void> {
  await tx.query(expiryNotice(tags))
  await afterCommit(payload, tx.req.transactionID, async () => expireHere(tags))
}

/** The same from a Payload hook, in the transaction of its operation (`req.transactionID`); at once without one. */
export async function expireAfterCommit(payload: Payload, transactionID: unknown, ...tags: CacheTag[]): Promise<void> {
  const tx = await openTransaction(payload, transactionID)
  return tx ? expireInTransaction(payload, tx, ...tags) : expireTag(payload, ...tags)
}
