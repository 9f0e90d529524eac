import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { precompressStatic } = require('../../scripts/precompress-static.cjs') as {
  precompressStatic: (build: { distDir: string }) => Promise<string[]>
}

const builds: string[] = []
afterEach(() => {
  for (const distDir of builds.splice(0)) rmSync(distDir, { recursive: true, force: true })
})

function build(files: Record<string, string | Buffer>) {
  const distDir = mkdtempSync(join(tmpdir(), 'precompress-'))
  builds.push(distDir)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(distDir, file, '..'), { recursive: true })
    writeFileSync(join(distDir, file), content)
  }
  return { distDir, path: (file: string) => join(distDir, file) }
}

const script = (n: number) =>
  `(globalThis.TURBOPACK||[]).push([${n},()=>{${'console.log("Réservez votre place à la table");'.repeat(60)}}])`

describe('the build’s files compressed once (scripts/precompress-static.cjs)', () => {
  it('writes a gzip copy beside each script and stylesheet, decoding to the file', async () => {
    const css = `.skip-link{position:absolute}${'.page-section{padding:2rem}'.repeat(80)}`
    const { distDir, path } = build({ 'static/chunks/app.js': script(1), 'static/css/site.css': css })
    expect(await precompressStatic({ distDir })).toEqual(['static/chunks/app.js', 'static/css/site.css'])
    for (const [file, text] of [
      ['static/chunks/app.js', script(1)],
      ['static/css/site.css', css],
    ]) {
      const gzip = readFileSync(path(`${file}.gz`))
      expect(gunzipSync(gzip).toString('utf8')).toBe(text)
      expect(gzip.length).toBeLessThan(Buffer.byteLength(text) / 3)
      expect(existsSync(path(`${file}.br`))).toBe(false)
    }
  })

  it('leaves alone what compression would not shrink: fonts, images, and files under a kilobyte', async () => {
    const { distDir, path } = build({
      'static/media/face.woff2': Buffer.from('wOF2'.repeat(400)),
      'static/media/logo.png': Buffer.from('PNG'.repeat(400)),
      'static/chunks/tiny.js': 'a()',
    })
    expect(await precompressStatic({ distDir })).toEqual([])
    for (const file of ['static/media/face.woff2', 'static/media/logo.png', 'static/chunks/tiny.js'])
      expect(existsSync(path(`${file}.gz`)), file).toBe(false)
  })

  it('compresses the file as it is when it runs: a script changed by an earlier step is compressed changed', async () => {
    const { distDir, path } = build({ 'static/chunks/app.js': script(2) })
    await precompressStatic({ distDir })
    writeFileSync(path('static/chunks/app.js'), `//# allFunctionsCalledOnLoad\n${script(2)}`)
    await precompressStatic({ distDir })
    expect(gunzipSync(readFileSync(path('static/chunks/app.js.gz'))).toString('utf8')).toBe(`//# allFunctionsCalledOnLoad\n${script(2)}`)
  })

  it('removes a copy an earlier build left when the file no longer gains from one, so none is sent stale', async () => {
    const { distDir, path } = build({ 'static/chunks/app.js': script(3) })
    expect(await precompressStatic({ distDir })).toEqual(['static/chunks/app.js'])
    writeFileSync(path('static/chunks/app.js'), 'a()')
    expect(await precompressStatic({ distDir })).toEqual([])
    for (const suffix of ['.gz', '.gz.tmp']) expect(existsSync(path(`static/chunks/app.js${suffix}`)), suffix).toBe(false)
  })
})
