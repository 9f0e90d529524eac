import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const radixUtilities = require('../../scripts/postcss-radix-utilities.cjs')

const UTILITIES_CSS = 'node_modules/@radix-ui/themes/utilities.css'
const COMPONENTS_CSS = 'node_modules/@radix-ui/themes/components.css'

async function trimmed(file: string, from = file) {
  const css = readFileSync(file, 'utf8')
  return { before: css, after: (await postcss([radixUtilities()]).process(css, { from })).css }
}

describe('Radix Themes’ utilities.css, trimmed to the props the site writes (postcss.config.mjs)', () => {
  it('keeps the classes of the props our pages and Radix’s own parts use, and the breakpoint variants our responsive values write', async () => {
    const { before, after } = await trimmed(UTILITIES_CSS)
    // Written in our JSX (gap=, direction=, mt=, p=) and passed by Radix's dialogs to their parts (mb:"3").
    for (const name of ['.rt-r-gap-3', '.rt-r-fd-column', '.rt-r-mt-4', '.rt-r-p-4', '.rt-r-mb-3', '.rt-r-ai-center', '.rt-r-jc-center'])
      expect(after, name).toContain(name)
    // `columns={{ initial: '1', sm: columns as '1' }}` (RadioCardsField): a value known only at run time keeps them all.
    for (const variant of ['.sm\\:rt-r-gtc-1', '.sm\\:rt-r-gtc-4']) expect(after, variant).toContain(variant)
    expect(after.length).toBeLessThan(before.length * 0.5)
  })

  it('drops the props nobody writes, and the breakpoint variants no responsive value writes, in components.css too', async () => {
    const { before, after } = await trimmed(UTILITIES_CSS)
    for (const name of ['.rt-r-gcs-', '.rt-r-gre-', '.rt-r-ox-', '.rt-r-resize-']) expect(after, name).not.toContain(name)
    for (const variant of ['.xs\\:rt-r-', '.xl\\:rt-r-', '.md\\:rt-r-gap-', '.lg\\:rt-r-']) expect(after, variant).not.toContain(variant)
    // Nobody writes a negative margin: neither its classes nor their breakpoint variants.
    for (const negative of ['.-rt-r-mt-2', '.-rt-r-m-1', '.xl\\:-rt-r-m-1', '.md\\:-rt-r-mb-3']) {
      expect(before, negative).toContain(negative)
      expect(after, negative).not.toContain(negative)
    }
    const components = await trimmed(COMPONENTS_CSS)
    expect(components.before).toContain('.xs\\:rt-r-size-1')
    expect(components.after).not.toContain('.xs\\:rt-r-size-1')
    expect(components.after).toContain('.rt-Button')
    // `size={{ initial: '8', md: '9' }}` on the pages' titles, `size={{ initial: '2', sm: '3' }}` on the dialogs: those two sizes only.
    expect(components.after).toContain('.rt-Heading:where(.md\\:rt-r-size-9)')
    expect(components.after).toContain('.rt-BaseDialogContent:where(.sm\\:rt-r-size-3)')
    for (const variant of ['.md\\:rt-r-size-8', '.sm\\:rt-r-size-2', '.lg\\:rt-r-size-'])
      expect(components.after, variant).not.toContain(variant)
  })

  it('keeps the breakpoint variant of a negative margin a responsive value writes', () => {
    const kept = require('../../scripts/postcss-radix-utilities.cjs').responsiveVariantsFrom(new Map([['mt', new Set(['rt-r-mt'])]]), [
      { file: 'components/x.tsx', text: "<Box mt={{ initial: '0', md: '-2' }} />" },
    ])
    expect(kept('md\\:-rt-r-mt-2')).toBe(true)
    expect(kept('md\\:rt-r-mt-2')).toBe(false)
    expect(kept('lg\\:-rt-r-mt-2')).toBe(false)
  })

  it('stops the build on a responsive value written outside a JSX attribute, whose styles it could not see', () => {
    expect(() =>
      require('../../scripts/postcss-radix-utilities.cjs').responsiveVariantsFrom(new Map([['size', new Set(['rt-r-size'])]]), [
        { file: 'components/x.tsx', text: "const size = { initial: '1', md: '2' }" },
      ]),
    ).toThrow(/components\/x\.tsx: write the responsive value/)
  })

  it('leaves every other stylesheet as it is', async () => {
    const { before, after } = await trimmed(UTILITIES_CSS, '/somewhere/else/utilities.css')
    expect(after).toBe(before)
  })
})
