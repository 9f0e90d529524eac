import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const radixP3 = require('../../scripts/postcss-radix-p3.cjs')

async function trimmed(file: string, from = file) {
  const css = readFileSync(file, 'utf8')
  return { before: css, after: (await postcss([radixP3()]).process(css, { from })).css }
}

/** The value a token has in the file's wide-gamut block, if it still has one. */
function p3Value(css: string, token: string) {
  const block = css.slice(css.indexOf('@supports (color: color(display-p3'))
  return new RegExp(`${token}:\\s*(color\\(display-p3[^)]*\\))`).exec(block)?.[1]
}

describe('Radix Themes’ wide-gamut colours, kept where they differ from sRGB (postcss.config.mjs)', () => {
  it('drops a P3 value that is its sRGB colour, and keeps the sRGB one', async () => {
    const { before, after } = await trimmed('node_modules/@radix-ui/themes/tokens/colors/sand.css')
    expect(p3Value(before, '--sand-1')).toBe('color(display-p3 0.992 0.992 0.989)')
    expect(p3Value(after, '--sand-1')).toBeUndefined()
    expect(after).toMatch(/--sand-1:\s*#fdfdfc/)
    expect(after.length).toBeLessThan(before.length * 0.8)
  })

  it('keeps a P3 value more saturated than the sRGB colour, and the translucent ones that differ', async () => {
    const { after } = await trimmed('node_modules/@radix-ui/themes/tokens/colors/amber.css')
    expect(p3Value(after, '--amber-9')).toMatch(/^color\(display-p3/)
    expect(p3Value(after, '--amber-a9')).toMatch(/^color\(display-p3/)
    expect(after).toContain('@media (color-gamut: p3)')
  })

  it('leaves every other stylesheet as it is', async () => {
    const file = 'node_modules/@radix-ui/themes/tokens/colors/sand.css'
    const { before, after } = await trimmed(file, '/somewhere/else/sand.css')
    expect(after).toBe(before)
  })
})
