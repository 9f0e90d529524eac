import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { isCacheableRequest, MICRO_CACHE_TTL_MS, MicroCache } from '@/server/http/microCache'

const page = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-abc'" }

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
  it('a 200 page, for one second, with the policy its scripts’ nonce belongs to', () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    expect(cache.store('/', 200, page, Buffer.from('<html>'))).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('<html>')
    expect(cache.get('/')?.headers['content-security-policy']).toBe("script-src 'nonce-abc'")
    now += MICRO_CACHE_TTL_MS - 1
    expect(cache.get('/')).toBeDefined()
    now += 1
    expect(cache.get('/')).toBeUndefined()
  })

  it('nothing that failed, is not a page or sets a cookie', () => {
    const cache = new MicroCache()
    expect(cache.store('/', 500, page, Buffer.from('x'))).toBe(false)
    expect(cache.store('/', 200, { 'content-type': 'application/json' }, Buffer.from('{}'))).toBe(false)
    expect(cache.store('/api/articles/active', 200, page, Buffer.from('<html>'))).toBe(false)
    expect(cache.store('/api/articles/active', 200, { 'content-type': 'application/json' }, Buffer.from('[]'))).toBe(true)
    expect(cache.store('/', 200, { ...page, 'set-cookie': ['a=b'] }, Buffer.from('x'))).toBe(false)
  })

  it('is emptied by clear() (a cache tag expired in this process)', () => {
    const cache = new MicroCache()
    cache.store('/', 200, page, Buffer.from('x'))
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
  })
})

describe('how it answers', () => {
  /** What serve() wrote for a GET of `url` that accepts `encodings`. */
  function answer(cache: MicroCache, url: string, encodings?: string) {
    const sent: { headers: Record<string, string | number>; body?: Buffer } = { headers: {} }
    const req = { method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} } as unknown as IncomingMessage
    const res = {
      writeHead: (_status: number, headers: Record<string, string | number>) => void (sent.headers = headers),
      end: (body?: Buffer) => void (sent.body = body),
    } as unknown as ServerResponse
    expect(cache.serve(req, res)).toBe(true)
    return sent
  }

  it('in brotli to a browser that accepts it, else in gzip, else as it is, and says that the answer varies with it', () => {
    const cache = new MicroCache()
    const html = `<html>${'<p>Dîners-débats, off the record</p>'.repeat(200)}</html>`
    cache.store('/', 200, { ...page, vary: 'rsc' }, Buffer.from(html))
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
