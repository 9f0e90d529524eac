import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { siteStylesheet } = require('../../scripts/site-stylesheet.cjs')
const loader = require('../../scripts/site-stylesheet-loader.cjs')

const MANIFEST = 'src/app/(frontend)/site.stylesheet'

/** Runs the loader as Turbopack does, with its options. */
function load(options: { empty?: boolean }): Promise<{ code: string; dependencies: string[] }> {
  const dependencies: string[] = []
  return new Promise((done, fail) => {
    loader.call(
      {
        resourcePath: resolve(MANIFEST),
        getOptions: () => options,
        addDependency: (file: string) => dependencies.push(file),
        async: () => (error: Error | null, code: string) => (error ? fail(error) : done({ code, dependencies })),
      },
      readFileSync(MANIFEST, 'utf8'),
    )
  })
}

describe('the site’s stylesheet, written into the document (src/app/(frontend)/SiteStylesheet.tsx)', () => {
  it('is the kit, the fonts’ fallbacks and site.css, in that order, Radix trimmed as in Next’s pipeline, minified', async () => {
    const files = JSON.parse(readFileSync(MANIFEST, 'utf8')).map((file: string) => resolve('src/app/(frontend)', file))
    const { css } = await siteStylesheet(files)
    const at = (text: string) => css.indexOf(text)
    // Radix's tokens and a component the kit renders, the fallback faces, then the site's own rules.
    expect(at('--plum-9:')).toBeGreaterThan(-1)
    expect(at('.rt-Button')).toBeGreaterThan(at('--plum-9:'))
    expect(at('Fraunces Fallback Times New Roman')).toBeGreaterThan(at('.rt-Button'))
    expect(at('.skip-link{')).toBeGreaterThan(at('Fraunces Fallback Times New Roman'))
    // Trimmed: no dark theme, no component the site never renders; no @import left; minified.
    expect(css).not.toMatch(/\.dark\b/)
    expect(css).not.toContain('.rt-DataListRoot')
    expect(css).not.toContain('@import')
    expect(css).not.toContain('\n')
  })

  it('is a module of that text and its version on the server, of the version alone in the browser, and depends on every file read', async () => {
    const server = await load({})
    const version = /^export const version = "([\w-]{16})"\n/.exec(server.code)?.[1]
    expect(version).toBeDefined()
    expect(server.code).toMatch(/\nexport default ".*\.skip-link\{/)
    expect(server.dependencies).toContain(resolve('src/app/(frontend)/site.css'))
    expect(server.dependencies.some((file) => file.endsWith('@radix-ui/themes/components.css'))).toBe(true)
    expect((await load({ empty: true })).code).toBe(`export const version = "${version}"\nexport default ""\n`)
  })
})
