import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const loader = require('../../scripts/site-stylesheet-loader.cjs')
const { siteStylesheet } = require('../../scripts/site-stylesheet.cjs')

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

/** The stylesheet as the build makes it: built once for the tests that read it (each build is seconds of PostCSS over Radix). */
let built: Promise<{ css: string; components: Record<string, string> }> | undefined
const stylesheet = () =>
  (built ??= siteStylesheet(JSON.parse(readFileSync(MANIFEST, 'utf8')).map((file: string) => resolve('src/app/(frontend)', file))))

// Beside the integration suites and `next build` on CI's 2 cores, one build has taken over 5 s (the default).
describe('the site’s stylesheet, written into the document (src/app/(frontend)/SiteStylesheet.tsx)', { timeout: 30_000 }, () => {
  it('is the kit, the fonts’ fallbacks and site.css, in that order, Radix trimmed as in Next’s pipeline, minified', async () => {
    const { css } = await stylesheet()
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
    expect(server.dependencies).toContain(resolve('components/ui/radixDeferred.json'))
    const browser = (await load({ empty: true })).code
    expect(browser).toMatch(
      new RegExp(`^export const version = "${version}"\nexport default ""\nexport const components = \\{"Select":"",`),
    )
  })

  it('leaves out the Radix components most pages never show, each a text of its own in the same cascade layers', async () => {
    const { css, components } = await stylesheet()
    const deferred = JSON.parse(readFileSync('components/ui/radixDeferred.json', 'utf8'))
    expect(Object.keys(components)).toEqual(deferred)
    // A switch arrives with the cookies page, a dialog and a text area with the code that shows them; the e-mail field of the
    // home page and the buttons are in every page.
    expect(css).not.toContain('.rt-SwitchRoot')
    expect(components.Switch).toContain('.rt-SwitchRoot')
    expect(components.Select).toContain('.rt-SelectTrigger')
    for (const [component, rule] of [
      ['Dialog', '.rt-BaseDialogOverlay'],
      ['TextArea', '.rt-TextAreaRoot'],
    ]) {
      expect(css).not.toContain(rule)
      expect(components[component]).toContain(rule)
    }
    for (const kept of ['.rt-TextFieldRoot', '.rt-BaseButton', '.rt-Card']) expect(css).toContain(kept)
    // A deferred component's animations arrive with it, not in every page.
    expect(components.Skeleton.includes('@keyframes rt-skeleton-pulse')).toBe(true)
    expect(css.includes('rt-skeleton-pulse')).toBe(false)
    // Radix's reset, in the stylesheet, comes before a deferred component wherever React puts its text.
    const order = '@layer kit-tokens,kit-components,kit-deferred,kit-after;'
    expect(css.startsWith(order)).toBe(true)
    expect(css).toContain('@layer kit-components{')
    for (const text of Object.values(components) as string[]) {
      expect(text.startsWith(order)).toBe(true)
      expect(text).toContain('@layer kit-deferred{')
      expect(text).not.toContain('.rt-reset')
    }
  })

  it('declares no custom property, font face or animation that nothing uses', async () => {
    const { css } = await stylesheet()
    const has = (text: string) => css.includes(text)
    // Steps of a scale no rule reads, a shadow no component casts, Radix's faces for the system fonts the club's replace.
    for (const unused of ['--plum-6:', '--white-a2:', '--shadow-1:', 'Segoe UI (Custom)']) expect(has(unused), unused).toBe(false)
    // What the pages read stays: the accent's steps, the shadows of cards, the fallbacks next/font names, a spinner's animation.
    for (const kept of ['--accent-9:', '--plum-9:', '--shadow-2:', 'Fraunces Fallback Times New Roman', '@keyframes rt-spinner-leaf-fade'])
      expect(has(kept), kept).toBe(true)
    // Radix's font stack for the text gives way to the club's, declared on the same selector later.
    expect(css.match(/--default-font-family:/g)).toHaveLength(1)
  })
})
