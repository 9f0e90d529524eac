import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const radixLight = require('../../scripts/postcss-radix-light.cjs')

async function trimmed(file: string, from = file) {
  const css = readFileSync(file, 'utf8')
  return { before: css, after: (await postcss([radixLight()]).process(css, { from })).css }
}

describe('Radix Themes’ dark-theme rules, dropped from a site that is only light (postcss.config.mjs)', () => {
  it('keeps the light tokens of a colour scale and of the base, and drops the dark ones', async () => {
    for (const file of ['node_modules/@radix-ui/themes/tokens/colors/plum.css', 'node_modules/@radix-ui/themes/tokens/base.css']) {
      const { before, after } = await trimmed(file)
      expect(before, file).toContain('.dark-theme')
      expect(after, file).not.toMatch(/\.dark(-theme)?\b/)
      expect(after, file).toMatch(/:root(, \.light, \.light-theme)? \{/)
      expect(after.length, file).toBeLessThan(before.length)
    }
    expect((await trimmed('node_modules/@radix-ui/themes/tokens/colors/plum.css')).after).toContain('--plum-9:')
  })

  it('leaves every other stylesheet as it is', async () => {
    const file = 'node_modules/@radix-ui/themes/tokens/colors/plum.css'
    const { before, after } = await trimmed(file, '/somewhere/else/plum.css')
    expect(after).toBe(before)
  })
})
