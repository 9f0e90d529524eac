import pg from 'pg'

import { CACHE_EXPIRY_CHANNEL, CACHE_TAGS, type CacheExpiryMessage, expireHere, instanceId } from './cache'
import { databaseUri } from './env'
import { processWide } from './processWide'

const RECONNECT_MS = { first: 500, max: 30_000 }

/**
 * Listens for the cache tags the other instances expire (expireTag in cache.ts) on a connection
 * of its own, and expires them here. PostgreSQL delivers a NOTIFY only once its transaction has
 * committed. When the connection is lost, messages may have been missed: every tag is expired
 * once it is back.
 */
export function startCacheExpiryListener(): { stop: () => Promise<void> } {
  return processWide('cacheExpiryListener', () => {
    let delay = RECONNECT_MS.first
    let current: pg.Client | undefined
    let stopped = false
    const connect = async (): Promise<void> => {
      if (stopped) return
      const client = new pg.Client({ connectionString: databaseUri() })
      current = client
      let retried = false
      const retry = () => {
        if (retried) return
        retried = true
        client.removeAllListeners()
        void client.end().catch(() => undefined)
        setTimeout(() => void connect(), delay).unref()
        delay = Math.min(delay * 2, RECONNECT_MS.max)
      }
      client.on('error', (error) => {
        console.warn(`[cache] the expiry listener lost its connection: ${error.message}`)
        retry()
      })
      client.on('end', retry)
      client.on('notification', ({ channel, payload }) => {
        if (channel !== CACHE_EXPIRY_CHANNEL || !payload) return
        const message = JSON.parse(payload) as CacheExpiryMessage
        if (message.from !== instanceId()) expireHere(message.tags)
      })
      try {
        await client.connect()
        await client.query(`LISTEN ${CACHE_EXPIRY_CHANNEL}`)
        delay = RECONNECT_MS.first
        expireHere(Object.values(CACHE_TAGS))
      } catch (error) {
        console.warn(`[cache] the expiry listener cannot connect: ${(error as Error).message}`)
        retry()
      }
    }
    void connect()
    return {
      stop: async () => {
        stopped = true
        current?.removeAllListeners()
        await current?.end().catch(() => undefined)
      },
    }
  })
}
