import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { isCacheableRequest, MICRO_CACHE_STALE_MS, MICRO_CACHE_TTL_MS, MicroCache } from '@/server/serving/microCache'
import { BROTLI_EVERY_MS } from '@/server/serving/nonceCopy'
import { newNonce, nonceOf } from '@/server/serving/securityHeaders'

/** The nonce the render wrote: the cache's own request saw it, no visitor does. */
const RENDERED = newNonce()
const page = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': `script-src 'nonce-${RENDERED}'` }

/** A page as Next writes it: the nonce on its scripts and style, and in the props of its payload. */
function html(text: string, nonce = RENDERED): string {
  return (
    `<html><head><script nonce="${nonce}">document.documentElement.dataset.faces="1"</script><style nonce="${nonce}">p{margin:0}</style></head>` +
    `<body>${`<p>${text}</p>`.repeat(60)}<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`
  )
}

type Sent = { headers: Record<string, string | number>; body?: Buffer }

/** A browser's GET of `url`, accepting `encodings`. */
function request(url: string, encodings?: string, method = 'GET'): IncomingMessage {
  return { method, url, headers: encodings ? { 'accept-encoding': encodings } : {} } as unknown as IncomingMessage
}

/** A response that records what serve() wrote into `sent`. */
function response(sent: Sent = { headers: {} }): ServerResponse {
  return {
    writeHead: (_status: number, headers: Record<string, string | number>) => void (sent.headers = headers),
    end: (body?: Buffer) => void (sent.body = body),
  } as unknown as ServerResponse
}

/** What the browser reads: the body decoded as its Content-Encoding says. */
function decoded(sent: Sent): string {
  const encoding = sent.headers['content-encoding']
  const body = sent.body ?? Buffer.alloc(0)
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString()
}

/** The answer's nonce, after checking that its policy and every place of its page carry that one and no other. */
function nonceOfAnswer(sent: Sent): string {
  const nonce = nonceOf(String(sent.headers['content-security-policy']))
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(decoded(sent)).toBe(html('Dîners-débats', nonce))
  return nonce as string
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
    // The host's screen and its data: its own service worker keeps them, never a copy shared between visitors.
    expect(isCacheableRequest('GET', '/soiree/42', {})).toBe(false)
    expect(isCacheableRequest('GET', '/api/soiree/42', {})).toBe(false)
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
  it('a 200 page: fresh for a second, then stale for five minutes, then gone', () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    expect(cache.store('/', 200, page, Buffer.from('<html>'), cache.currentGeneration())).toBe(true)
    expect(MICRO_CACHE_STALE_MS).toBe(5 * 60_000)
    const sent: Sent = { headers: {} }
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
    const sent: Sent = { headers: {} }
    cache.serve(request('/'), response(sent))
    expect(sent.body?.toString()).toBe('<p>nouvelle sélection</p>')
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
    const sent: Sent = { headers: {} }
    expect(cache.serve(request(url, encodings), response(sent))).toBe('fresh')
    return sent
  }

  it('each answer with a nonce of its own, in its policy and everywhere the page wrote the rendered one, fresh or stale', () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    cache.store('/', 200, page, Buffer.from(html('Dîners-débats')), cache.currentGeneration())
    const nonces = [nonceOfAnswer(answer(cache, '/', 'gzip')), nonceOfAnswer(answer(cache, '/', 'gzip')), nonceOfAnswer(answer(cache, '/'))]
    now += MICRO_CACHE_TTL_MS
    const stale: Sent = { headers: {} }
    expect(cache.serve(request('/', 'gzip'), response(stale))).toBe('stale')
    nonces.push(nonceOfAnswer(stale))
    expect(new Set(nonces).size).toBe(4)
    expect(nonces).not.toContain(RENDERED)
    // A HEAD's policy too: its nonce is spent with it.
    const head: Sent = { headers: {} }
    cache.serve(request('/', 'gzip', 'HEAD'), response(head))
    expect(head.body).toBeUndefined()
    expect(nonces).not.toContain(nonceOf(String(head.headers['content-security-policy'])))
  })

  it('in brotli made beforehand with a nonce of its own, sent once; a browser coming before the next is made gets gzip', async () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    cache.store('/', 200, page, Buffer.from(html('Dîners-débats')), cache.currentGeneration())
    await cache.brotliReady('/')
    const browser = () => answer(cache, '/', 'gzip, deflate, br, zstd')
    // One view after another, a tenth of a second apart or more: each in brotli, the next body begun as one is sent.
    const views: Sent[] = []
    for (let view = 0; view < 3; view++) {
      now += BROTLI_EVERY_MS
      await cache.brotliReady('/')
      views.push(browser())
    }
    expect(views.map((sent) => sent.headers['content-encoding'])).toEqual(['br', 'br', 'br'])
    // A burst: the body just begun is not ready for the next browser, and within the tenth of a second no other is begun.
    const burst = [browser()]
    await cache.brotliReady('/')
    burst.push(browser(), browser())
    await cache.brotliReady('/')
    burst.push(browser())
    expect(burst.map((sent) => sent.headers['content-encoding'])).toEqual(['gzip', 'br', 'gzip', 'gzip'])
    // Past it, the first answer begins the next body.
    now += BROTLI_EVERY_MS
    burst.push(browser())
    await cache.brotliReady('/')
    burst.push(browser())
    expect(burst.slice(-2).map((sent) => sent.headers['content-encoding'])).toEqual(['gzip', 'br'])
    expect(new Set([...views, ...burst].map(nonceOfAnswer)).size).toBe(views.length + burst.length)
    // Each answer's length is its body's; brotli weighs less than the spliced gzip.
    for (const sent of [...views, ...burst]) expect(sent.headers['content-length']).toBe(sent.body?.length)
    expect(burst[1].body!.length).toBeLessThan(burst[0].body!.length)
  })

  it('the weekly list, whose body holds no nonce, in brotli made once; its policy’s nonce changes all the same', async () => {
    const cache = new MicroCache()
    const list = JSON.stringify([{ title: 'Que peut encore la culture ?' }])
    const json = { 'content-type': 'application/json', 'content-security-policy': `script-src 'nonce-${RENDERED}'` }
    cache.store('/api/articles/active', 200, json, Buffer.from(list), cache.currentGeneration())
    await cache.brotliReady('/api/articles/active')
    const answers = [answer(cache, '/api/articles/active', 'br'), answer(cache, '/api/articles/active', 'br')]
    for (const sent of answers) {
      expect(sent.headers['content-encoding']).toBe('br')
      expect(decoded(sent)).toBe(list)
    }
    expect(answers[0].headers['content-security-policy']).not.toBe(answers[1].headers['content-security-policy'])
  })

  it('in brotli to a browser that accepts it, else in gzip, else as it is, and says that the answer varies with it', async () => {
    let now = 1_000
    const cache = new MicroCache(() => now)
    const text = 'Dîners-débats, off the record'
    cache.store('/', 200, { ...page, vary: 'rsc' }, Buffer.from(html(text)), cache.currentGeneration())
    /** An answer to `encodings`, once a brotli body is ready: one view after another, a tenth of a second apart. */
    const settled = async (encodings?: string) => {
      await cache.brotliReady('/')
      const sent: Sent = { headers: {} }
      expect(cache.serve(request('/', encodings), response(sent))).toBeDefined()
      now += BROTLI_EVERY_MS
      return sent
    }
    const br = await settled('gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('rsc, Accept-Encoding')
    const gzip = await settled('gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    for (const sent of [br, gzip]) expect(decoded(sent)).toBe(html(text, nonceOf(String(sent.headers['content-security-policy']))))
    // A refused encoding (q=0) is not used.
    expect((await settled('br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
    expect((await settled('gzip;q=0')).headers['content-encoding']).toBeUndefined()
    // A client's weights are followed: gzip when it weighs brotli less.
    expect((await settled('br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip')
    expect((await settled('identity, gzip;q=0.2')).headers['content-encoding']).toBeUndefined()
    // Any encoding, names in capitals, and a refusal of everything but what the client names.
    expect((await settled('*')).headers['content-encoding']).toBe('br')
    expect((await settled('BR;Q=0, GZIP')).headers['content-encoding']).toBe('gzip')
    expect((await settled('identity;q=0')).headers['content-encoding']).toBeUndefined()
    expect((await settled()).headers['content-encoding']).toBeUndefined()
  })
})
