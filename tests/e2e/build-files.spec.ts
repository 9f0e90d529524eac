import { type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { scriptSources } from '../../scripts/pageJavaScript'

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * One request as a client sends it: the path as written (a URL object would resolve its dots), the body as it
 * travelled (Playwright's and Node's fetch would decompress it).
 */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(E2E_BASE_URL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

test('the home page’s scripts arrive as the build gzipped them, whole to a client that takes no gzip', async ({ request }) => {
  const scripts = scriptSources(await (await request.get('/')).text())
  expect(scripts.length).toBeGreaterThan(3)
  let plain = 0
  let gzipped = 0
  for (const src of scripts) {
    const whole = await raw(src, { 'accept-encoding': 'identity' })
    expect(whole.status, src).toBe(200)
    expect(whole.headers['content-encoding'], src).toBeUndefined()
    const gz = await raw(src, { 'accept-encoding': 'gzip, deflate, br' })
    expect(gz.status, src).toBe(200)
    expect(gz.headers['content-encoding'], src).toBe('gzip')
    expect(gz.headers['content-length'], src).toBe(String(gz.body.length))
    expect(gunzipSync(gz.body).equals(whole.body), src).toBe(true)
    for (const answer of [whole, gz]) {
      expect(answer.headers['content-type'], src).toBe('application/javascript; charset=UTF-8')
      expect(answer.headers['cache-control'], src).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary, src).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options'], src).toBe('nosniff')
      expect(answer.headers['content-security-policy'], src).toContain("frame-ancestors 'none'")
    }
    plain += whole.body.length
    gzipped += gz.body.length
  }
  // Level 9, written by the build: under a third of the scripts' size.
  expect(gzipped).toBeLessThan(plain / 3)
})

test('a HEAD request gets the headers alone; a file the build lacks, or another method, is Next’s to answer', async ({ request }) => {
  const [src] = scriptSources(await (await request.get('/')).text())
  const head = await raw(src, { 'accept-encoding': 'gzip' }, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-encoding']).toBe('gzip')
  expect(head.body.length).toBe(0)
  const missing = await raw('/_next/static/chunks/absent.js', { 'accept-encoding': 'gzip' })
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
