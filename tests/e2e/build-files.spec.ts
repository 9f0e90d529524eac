import { get, type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { scriptSources } from '../../scripts/pageJavaScript'
import { E2E_BASE_URL } from './fixtures'

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request as a client sends it, the body as it travelled (Playwright's and Node's fetch would decompress it). */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = method === 'GET' ? get : httpRequest
    const req = call(`${E2E_BASE_URL}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    req.on('error', reject)
    if (method !== 'GET') req.end()
  })
}

const decode = ({ headers, body }: Raw) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body

test('the home page’s scripts arrive compressed as the build wrote them, Brotli first, gzip else, whole otherwise', async ({ request }) => {
  const scripts = scriptSources(await (await request.get('/')).text())
  expect(scripts.length).toBeGreaterThan(3)
  let plain = 0
  let brotli = 0
  for (const src of scripts) {
    const whole = await raw(src, { 'accept-encoding': 'identity' })
    expect(whole.status, src).toBe(200)
    expect(whole.headers['content-encoding'], src).toBeUndefined()
    const br = await raw(src, { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await raw(src, { 'accept-encoding': 'gzip' })
    for (const [answer, encoding] of [
      [br, 'br'],
      [gz, 'gzip'],
    ] as const) {
      expect(answer.status, src).toBe(200)
      expect(answer.headers['content-encoding'], src).toBe(encoding)
      expect(answer.headers['content-length'], src).toBe(String(answer.body.length))
      expect(decode(answer).equals(whole.body), `${src} decoded from ${encoding}`).toBe(true)
    }
    for (const answer of [whole, br, gz]) {
      expect(answer.headers['content-type'], src).toBe('application/javascript; charset=UTF-8')
      expect(answer.headers['cache-control'], src).toMatch(/max-age=31536000.*immutable/)
      expect(answer.headers.vary, src).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options'], src).toBe('nosniff')
      expect(answer.headers['content-security-policy'], src).toContain("frame-ancestors 'none'")
    }
    plain += whole.body.length
    brotli += br.body.length
    expect(br.body.length, src).toBeLessThan(gz.body.length)
  }
  // Brotli at its best quality, which no server could spend on every request: well under a third of the scripts' size.
  expect(brotli).toBeLessThan(plain / 3)
})

test('a HEAD request gets the headers alone; a file the build lacks, or another method, is Next’s to answer', async ({ request }) => {
  const [src] = scriptSources(await (await request.get('/')).text())
  const head = await raw(src, { 'accept-encoding': 'br' }, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-encoding']).toBe('br')
  expect(head.body.length).toBe(0)
  const missing = await raw('/_next/static/chunks/absent.js', { 'accept-encoding': 'br' })
  expect(missing.status).toBe(404)
  expect(missing.headers['content-type']).toContain('text/html')
  // Nothing outside the build's static files, however the path is written.
  for (const path of [
    '/_next/static/../../package.json',
    '/_next/static/..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/package.json',
  ]) {
    const outside = await raw(path, {})
    expect(outside.body.toString('utf8'), path).not.toContain('"name": "cercle-site"')
  }
})
