import pg from 'pg'

import { CACHE_EXPIRY_CHANNEL, CACHE_TAGS, type CacheExpiryMessage, expireHere, instanceId } from './cache'
import { databaseUri } from './env'
import { processWide } from './processWide'

const RECONNECT_MS = { first: 500, max: 30_000 }
/** A silent connection (a NAT that dropped it, a failover without a reset) is noticed within this time. */
const HEARTBEAT_MS = 30_000
const KNOWN_TAGS: readonly string[] = Object.values(CACHE_TAGS)

/** A message of another instance, or nothing: anyone who can connect may NOTIFY on the channel. */
function parseMessage(text: string): CacheExpiryMessage | undefined {
  try {
    const message = JSON.parse(text) as Partial<CacheExpiryMessage>
    if (typeof message.from !== 'string' || !Array.isArray(message.tags)) return undefined
    return { from: message.from, tags: message.tags.filter((tag) => KNOWN_TAGS.includes(tag)) }
  } catch {
    return undefined
  }
}

/**
 * Listens for the cache tags the other instances expire (expireInTransaction and expireAfterCommit in cache.ts) on a connection
 * of its own, and expires them here. PostgreSQL delivers a NOTIFY only once its transaction has
 * committed. When the connection is lost, messages may have been missed: every tag is expired
 * once it is back.
 */
export function startCacheExpiryListener(): { stop: () => Promise<void> } {
  return processWide('cacheExpiryListener', () => {
    let delay = RECONNECT_MS.first
    let closeCurrent: (() => Promise<void>) | undefined
    let stopped = false
    const connect = async (): Promise<void> => {
      if (stopped) return
      const client = new pg.Client({ connectionString: databaseUri(), keepAlive: true })
      let retried = false
      let heartbeat: NodeJS.Timeout | undefined
      closeCurrent = async () => {
        retried = true
        clearInterval(heartbeat)
        client.removeAllListeners()
        await client.end().catch(() => undefined)
      }
      const retry = () => {
        if (retried) return
        void closeCurrent?.()
        setTimeout(() => void connect(), delay).unref()
        delay = Math.min(delay * 2, RECONNECT_MS.max)
      }
      client.on('error', (error) => {
        console.warn(`[cache] the expiry listener lost its connection: ${error.message}`)
        retry()
      })
      client.on('end', retry)
      client.on('notification', ({ channel, payload }) => {
        const message = channel === CACHE_EXPIRY_CHANNEL && payload ? parseMessage(payload) : undefined
        if (message && message.from !== instanceId()) expireHere(message.tags)
      })
      try {
        await client.connect()
        await client.query(`LISTEN ${CACHE_EXPIRY_CHANNEL}`)
        delay = RECONNECT_MS.first
        expireHere(KNOWN_TAGS)
        heartbeat = setInterval(() => void client.query('SELECT 1').catch(retry), HEARTBEAT_MS).unref()
      } catch (error) {
        console.warn(`[cache] the expiry listener cannot connect: ${(error as Error).message}`)
        retry()
      }
    }
    void connect()
    return {
      stop: async () => {
        stopped = true
        await closeCurrent?.()
      },
    }
  })
}
