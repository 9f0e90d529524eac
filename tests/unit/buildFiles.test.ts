import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildFileServer } from '@/server/serving/buildFiles'

const SCRIPT = `(globalThis.TURBOPACK||[]).push([1,()=>{${'console.log("Réservez votre place à la table");'.repeat(60)}}])`
const FONT = Buffer.from('wOF2'.repeat(300))

let distDir: string
let server: Server
let port: number

// A real server in front of the handler, as src/start/serve.ts has it: what the handler leaves, « Next » answers.
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'build-files-'))
  mkdirSync(join(distDir, 'static/chunks'), { recursive: true })
  mkdirSync(join(distDir, 'static/media'), { recursive: true })
  writeFileSync(join(distDir, 'static/chunks/app.js'), SCRIPT)
  writeFileSync(join(distDir, 'static/chunks/app.js.gz'), gzipSync(SCRIPT))
  writeFileSync(join(distDir, 'static/media/face.woff2'), FONT)
  writeFileSync(join(distDir, 'secret.json'), '{"secret":true}')
  const buildFiles = buildFileServer(distDir)
  server = createServer((req, res) => {
    if (buildFiles(req, res)) return
    res.writeHead(404, { 'content-type': 'text/plain' }).end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(distDir, { recursive: true, force: true })
})

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** The path is sent as written (no URL normalisation), the body as it travelled. */
function call(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the build’s files sent as the build compressed them (src/server/serving/buildFiles.ts)', () => {
  it('sends the build’s gzip copy to a client that takes gzip, the file to one that does not', async () => {
    const gz = await call('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect([gz.status, gz.headers['content-encoding']]).toEqual([200, 'gzip'])
    expect(gz.body.equals(gzipSync(SCRIPT))).toBe(true)
    const brOnly = await call('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    expect(brOnly.headers['content-encoding']).toBeUndefined()
    const whole = await call('/_next/static/chunks/app.js')
    expect(whole.headers['content-encoding']).toBeUndefined()
    expect(whole.body.toString('utf8')).toBe(SCRIPT)
    for (const answer of [gz, brOnly, whole]) {
      expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
      expect(answer.headers['content-length']).toBe(String(answer.body.length))
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
    }
  })

  it('reads the client’s q-values: an encoding it refuses is never sent', async () => {
    expect((await call('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding']).toBeUndefined()
    expect((await call('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip;q=0.5' })).headers['content-encoding']).toBe('gzip')
    expect((await call('/_next/static/chunks/app.js', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip')
    // The query string Next may add does not change the file.
    expect((await call('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
  })

  it('answers a range with the whole file, and a HEAD with the headers alone', async () => {
    for (const range of ['bytes=10-5', 'bytes=0-0', 'bytes=-5', 'bytes=99999999-']) {
      const answer = await call('/_next/static/chunks/app.js', { range })
      expect(answer.status, range).toBe(200)
      expect(answer.body.toString('utf8'), range).toBe(SCRIPT)
    }
    const head = await call('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'gzip', 0])
    expect(head.headers['content-length']).toBe(String(gzipSync(SCRIPT).length))
  })

  it('sends a file the build did not compress as it is, with its type', async () => {
    const font = await call('/_next/static/media/face.woff2', { 'accept-encoding': 'gzip' })
    expect([font.status, font.headers['content-type'], font.headers['content-encoding']]).toEqual([200, 'font/woff2', undefined])
    expect(font.body.equals(FONT)).toBe(true)
  })

  it('leaves to Next every other method, every file the build lacks, and every path that leaves its static files', async () => {
    expect((await call('/_next/static/chunks/app.js', {}, 'POST')).body.toString()).toBe('next')
    for (const path of [
      '/_next/static/chunks/absent.js',
      '/_next/static/chunks/app.js.gz',
      '/_next/static/../secret.json',
      '/_next/static/..%2fsecret.json',
      '/_next/static/%2e%2e/secret.json',
      '/_next/static/chunks/..\\..\\secret.json',
      '/_next/static//chunks/app.js',
      '/_next/static/chunks/app.js%00',
    ]) {
      const answer = await call(path)
      expect([answer.status, answer.body.toString()], path).toEqual([404, 'next'])
    }
  })
})
