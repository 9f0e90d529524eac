import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { hintRootScripts } = require('../../scripts/compile-hints.cjs') as {
  hintRootScripts: (build: { distDir: string }) => Promise<string[]>
}

// The magic comment as V8 documents it (https://v8.dev/blog/explicit-compile-hints), on the first line.
const HINT = '//# allFunctionsCalledOnLoad\n'

const builds: string[] = []
afterEach(() => {
  for (const distDir of builds.splice(0)) rmSync(distDir, { recursive: true, force: true })
})

function build(rootMainFiles: string[], chunks: Record<string, string>) {
  const distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'))
  builds.push(distDir)
  mkdirSync(join(distDir, 'static/chunks'), { recursive: true })
  writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  for (const [file, text] of Object.entries(chunks)) writeFileSync(join(distDir, file), text)
  return { distDir, read: (file: string) => readFileSync(join(distDir, file), 'utf8') }
}

describe('the compile hint on the scripts every page starts with (scripts/compile-hints.cjs)', () => {
  it('opens each root script with the hint and leaves a page’s own scripts as they were', async () => {
    const { distDir, read } = build(['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'], {
      'static/chunks/react.js': '(globalThis.TURBOPACK||[]).push([1])',
      'static/chunks/turbopack-runtime.js': '(()=>{})()',
      'static/chunks/wizard.js': '(globalThis.TURBOPACK||[]).push([2])',
    })
    expect(await hintRootScripts({ distDir })).toEqual(['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'])
    expect(read('static/chunks/react.js')).toBe(`${HINT}(globalThis.TURBOPACK||[]).push([1])`)
    expect(read('static/chunks/turbopack-runtime.js')).toBe(`${HINT}(()=>{})()`)
    expect(read('static/chunks/wizard.js')).toBe('(globalThis.TURBOPACK||[]).push([2])')
  })

  it('writes the hint once, however often a build runs it', async () => {
    const { distDir, read } = build(['static/chunks/react.js'], { 'static/chunks/react.js': 'code()' })
    await hintRootScripts({ distDir })
    await hintRootScripts({ distDir })
    expect(read('static/chunks/react.js')).toBe(`${HINT}code()`)
  })

  it('fails the build when the manifest names no root script, rather than silently hint nothing', async () => {
    const { distDir } = build([], {})
    await expect(hintRootScripts({ distDir })).rejects.toThrow('names no rootMainFiles')
  })

  it('fails the build when Next has hashed the scripts for subresource integrity, which a changed byte would break', async () => {
    const { distDir } = build(['static/chunks/react.js'], { 'static/chunks/react.js': 'code()' })
    mkdirSync(join(distDir, 'server'))
    writeFileSync(join(distDir, 'server/subresource-integrity-manifest.json'), '{}')
    await expect(hintRootScripts({ distDir })).rejects.toThrow('subresource integrity')
  })
})
