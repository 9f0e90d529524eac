import { createRequire } from 'node:module'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CACHE_EXPIRY_CHANNEL, CACHE_TAGS, type CacheExpiryMessage, expireAfterCommit } from '@/server/cache'
import { startCacheExpiryListener } from '@/server/cacheExpiryListener'
import { inTransaction } from '@/server/db/transaction'
import { NEXT_TAGS_MANIFEST } from '@/server/nextInternals'
import { processMicroCache } from '@/server/serving/microCache'

import { ready } from './support/api'

/** What another instance hears: the messages on the channel, each with what a fresh connection then reads. */
const heard: Array<CacheExpiryMessage & { tagline: string }> = []
const otherInstance = new pg.Client({ connectionString: process.env.DATABASE_URI })
const reader = new pg.Client({ connectionString: process.env.DATABASE_URI })
/** The reads started on hearing a message: the reader stays open until they are done. */
const reading = new Set<Promise<void>>()

async function tagline(): Promise<string> {
  return (await reader.query<{ tagline: string }>('SELECT tagline FROM site_settings LIMIT 1')).rows[0]?.tagline ?? ''
}

async function heardWithin(ms: number, count: number): Promise<void> {
  await expect.poll(() => heard.length, { timeout: ms, interval: 20 }).toBeGreaterThanOrEqual(count)
}

beforeAll(async () => {
  await ready()
  await Promise.all([otherInstance.connect(), reader.connect()])
  otherInstance.on('notification', ({ payload }) => {
    let message: CacheExpiryMessage
    try {
      message = JSON.parse(payload ?? '') as CacheExpiryMessage
    } catch {
      return // the junk another test sends on purpose
    }
    // Read at once, on another connection, what a page rendered on hearing it would read.
    reading.add(tagline().then((value) => void heard.push({ ...message, tagline: value })))
  })
  await otherInstance.query(`LISTEN ${CACHE_EXPIRY_CHANNEL}`)
})

afterAll(async () => {
  // Stop hearing first: a message heard while the reader closes would read on a closed connection.
  await otherInstance.end()
  await Promise.all(reading)
  await Promise.all([reader.end(), startCacheExpiryListener().stop()])
})

describe('cache expiry across instances, after the commit', () => {
  it('a settings change saved through Payload reaches the other instances once committed, never before', async () => {
    const payload = await ready()
    heard.length = 0
    const value = `Slogan ${Date.now()}`
    await payload.updateGlobal({ slug: 'site-settings', data: { tagline: value }, overrideAccess: true })
    await heardWithin(2000, 1)
    expect(heard[0]).toMatchObject({ tags: [CACHE_TAGS.siteSettings], tagline: value })
  })

  it('an expiry asked inside a transaction is sent when it commits, and never when it rolls back', async () => {
    const payload = await ready()
    heard.length = 0
    await expect(
      inTransaction(payload, async (tx) => {
        await expireAfterCommit(payload, tx.req.transactionID, CACHE_TAGS.articles)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await inTransaction(payload, async (tx) => {
      await expireAfterCommit(payload, tx.req.transactionID, CACHE_TAGS.dinners)
      // Still inside the transaction: nothing has been sent.
      await new Promise((resolve) => setImmediate(resolve))
      expect(heard).toEqual([])
    })
    await heardWithin(2000, 1)
    expect(heard.map((message) => message.tags)).toEqual([[CACHE_TAGS.dinners]])
  })

  it('an instance expires what another one tells it: its micro-cache and Next’s tags, within 2 s', async () => {
    startCacheExpiryListener()
    const manifest = (
      createRequire(join(process.cwd(), 'package.json'))(NEXT_TAGS_MANIFEST) as {
        tagsManifest: Map<string, { expired?: number }>
      }
    ).tagsManifest
    // The listener expires everything once connected; then a page is cached again.
    await expect.poll(() => manifest.get(CACHE_TAGS.articles)?.expired ?? 0, { timeout: 2000 }).toBeGreaterThan(0)
    processMicroCache().store(
      '/',
      200,
      { 'content-type': 'text/html' },
      Buffer.from('<p>ancienne page</p>'),
      processMicroCache().currentGeneration(),
    )
    expect(processMicroCache().get('/')).toBeDefined()
    const before = Date.now()
    // Anyone who can connect may send on the channel: what is no message of ours is ignored.
    for (const junk of ['x', '{"from":"y"}', '{"from":"y","tags":"articles"}']) {
      await reader.query('SELECT pg_notify($1, $2)', [CACHE_EXPIRY_CHANNEL, junk])
    }
    const message: CacheExpiryMessage = { from: 'another-instance', tags: [CACHE_TAGS.articles] }
    await reader.query('SELECT pg_notify($1, $2)', [CACHE_EXPIRY_CHANNEL, JSON.stringify(message)])
    await expect.poll(() => manifest.get(CACHE_TAGS.articles)?.expired ?? 0, { timeout: 2000 }).toBeGreaterThanOrEqual(before)
    expect(processMicroCache().get('/')).toBeUndefined()
  })
})
