import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { isCacheableRequest, MICRO_CACHE_STALE_MS, MICRO_CACHE_TTL_MS, MicroCache } from '@/server/http/microCache'

const page = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-abc'" }

/** A browser's GET of `url`, accepting `encodings`. */
function request(url: string, encodings?: string): IncomingMessage {
  return { method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} } as unknown as IncomingMessage
}

/** A response that records what serve() wrote into `sent`. */
function response(sent: { headers: Record<string, string | number>; body?: Buffer } = { headers: {} }): ServerResponse {
  return {
    writeHead: (_status: number, headers: Record<string, string | number>) => void (sent.headers = headers),
    end: (body?: Buffer) => void (sent.body = body),
  } as unknown as ServerResponse
}

describe('which requests the micro-cache answers', () => {
  it('plain navigations to the pages that are the same for everyone, and the weekly list', () => {
    expect(isCacheableRequest('GET', '/', {})).toBe(true)
    expect(isCacheableRequest('HEAD', '/manifeste', {})).toBe(true)
    expect(isCacheableRequest('POST', '/', {})).toBe(false)
    expect(isCacheableRequest('GET', '/?utm=1', {})).toBe(false)
    expect(isCacheableRequest('GET', '/status', {})).toBe(true)
    expect(isCacheableRequest('GET', '/inscription', {})).toBe(true)
    expect(isCacheableRequest('GET', '/inscription?userId=3', {})).toBe(false)
    expect(isCacheableRequest('GET', '/registration/3', {})).toBe(false)
    expect(isCacheableRequest('GET', '/api/articles/active', {})).toBe(true)
    expect(isCacheableRequest('GET', '/api/articles', {})).toBe(false)
  })

  it('never the client router’s requests, server actions or draft mode', () => {
    expect(isCacheableRequest('GET', '/', { rsc: '1' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { 'next-router-prefetch': '1' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { 'next-action': 'abc' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { cookie: '__prerender_bypass=1' })).toBe(false)
    expect(isCacheableRequest('GET', '/', { cookie: 'payload-token=x' })).toBe(true)
  })
})

describe('what it keeps', () => {
  it('a 200 page, with the policy its scripts’ nonce belongs to: fresh for a second, then stale for five minutes, then gone', () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    expect(cache.store('/', 200, page, Buffer.from('<html>'), cache.currentGeneration())).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('<html>')
    expect(cache.get('/')?.headers['content-security-policy']).toBe("script-src 'nonce-abc'")
    expect(MICRO_CACHE_STALE_MS).toBe(5 * 60_000)
    const sent: { headers: Record<string, string | number>; body?: Buffer } = { headers: {} }
    const served = () => cache.serve(request('/'), response(sent))
    now += MICRO_CACHE_TTL_MS - 1
    expect(served()).toBe('fresh')
    expect(sent.headers['x-micro-cache']).toBe('HIT')
    now += 1
    expect(served()).toBe('stale')
    expect(sent.headers['x-micro-cache']).toBe('STALE')
    expect(sent.body?.toString()).toBe('<html>')
    now = 1_000 + MICRO_CACHE_STALE_MS - 1
    expect(served()).toBe('stale')
    now += 1
    expect(served()).toBeUndefined()
    expect(cache.get('/')).toBeUndefined()
    // A copy rendered again is fresh anew.
    cache.store('/', 200, page, Buffer.from('<html lang="fr">'), cache.currentGeneration())
    expect(served()).toBe('fresh')
  })

  it('nothing that failed, is not a page or sets a cookie', () => {
    const cache = new MicroCache()
    expect(cache.store('/', 500, page, Buffer.from('x'), cache.currentGeneration())).toBe(false)
    expect(cache.store('/', 200, { 'content-type': 'application/json' }, Buffer.from('{}'), cache.currentGeneration())).toBe(false)
    expect(cache.store('/api/articles/active', 200, page, Buffer.from('<html>'), cache.currentGeneration())).toBe(false)
    expect(
      cache.store('/api/articles/active', 200, { 'content-type': 'application/json' }, Buffer.from('[]'), cache.currentGeneration()),
    ).toBe(true)
    expect(cache.store('/', 200, { ...page, 'set-cookie': ['a=b'] }, Buffer.from('x'), cache.currentGeneration())).toBe(false)
  })

  it('not a copy whose render began before the cache was emptied: it may show what the expired tag changed', () => {
    const cache = new MicroCache()
    const renderedIn = cache.currentGeneration()
    cache.clear()
    expect(cache.store('/', 200, page, Buffer.from('<p>ancienne sélection</p>'), renderedIn)).toBe(false)
    expect(cache.get('/')).toBeUndefined()
    expect(cache.store('/', 200, page, Buffer.from('<p>nouvelle sélection</p>'), cache.currentGeneration())).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('<p>nouvelle sélection</p>')
  })

  it('not beyond the moment what the pages show changes with time alone (the next dinner begins)', () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    cache.notBeyond(now + 30_000)
    cache.notBeyond(now + 60_000)
    cache.store('/', 200, page, Buffer.from('<p>le dîner de 20 h</p>'), cache.currentGeneration())
    now += 30_000 - 1
    expect(cache.get('/')).toBeDefined()
    now += 1
    expect(cache.get('/')).toBeUndefined()
    // Once that moment has passed, the next one given holds, and copies last their five minutes again after it.
    cache.notBeyond(now + MICRO_CACHE_STALE_MS * 2)
    cache.store('/', 200, page, Buffer.from('<p>le dîner suivant</p>'), cache.currentGeneration())
    now += MICRO_CACHE_STALE_MS - 1
    expect(cache.get('/')).toBeDefined()
  })

  it('is emptied by clear() (a cache tag expired in this process)', () => {
    const cache = new MicroCache()
    cache.store('/', 200, page, Buffer.from('x'), cache.currentGeneration())
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
  })
})

describe('how it answers', () => {
  /** What serve() wrote for a GET of `url` that accepts `encodings`. */
  function answer(cache: MicroCache, url: string, encodings?: string) {
    const sent: { headers: Record<string, string | number>; body?: Buffer } = { headers: {} }
    expect(cache.serve(request(url, encodings), response(sent))).toBe('fresh')
    return sent
  }

  it('in brotli to a browser that accepts it, else in gzip, else as it is, and says that the answer varies with it', () => {
    const cache = new MicroCache()
    const html = `<html>${'<p>Dîners-débats, off the record</p>'.repeat(200)}</html>`
    cache.store('/', 200, { ...page, vary: 'rsc' }, Buffer.from(html), cache.currentGeneration())
    const br = answer(cache, '/', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body!).toString()).toBe(html)
    expect(br.headers['content-length']).toBe(br.body!.length)
    expect(br.headers.vary).toBe('rsc, Accept-Encoding')
    const gzip = answer(cache, '/', 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body!).toString()).toBe(html)
    expect(br.body!.length).toBeLessThan(gzip.body!.length)
    // A refused encoding (q=0) is not used.
    expect(answer(cache, '/', 'br;q=0, gzip').headers['content-encoding']).toBe('gzip')
    expect(answer(cache, '/', 'gzip;q=0').headers['content-encoding']).toBeUndefined()
    // A client's weights are followed: gzip when it weighs brotli less.
    expect(answer(cache, '/', 'br;q=0.5, gzip').headers['content-encoding']).toBe('gzip')
    expect(answer(cache, '/', 'identity, gzip;q=0.2').headers['content-encoding']).toBeUndefined()
    // Any encoding, names in capitals, and a refusal of everything but what the client names.
    expect(answer(cache, '/', '*').headers['content-encoding']).toBe('br')
    expect(answer(cache, '/', 'BR;Q=0, GZIP').headers['content-encoding']).toBe('gzip')
    expect(answer(cache, '/', 'identity;q=0').headers['content-encoding']).toBeUndefined()
    const plain = answer(cache, '/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body!.toString()).toBe(html)
  })
})
