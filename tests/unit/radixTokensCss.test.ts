import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

import { THEME } from '@components/ui/themeConfig'

const require = createRequire(import.meta.url)
const radixTokens = require('../../scripts/postcss-radix-tokens.cjs')

const BASE = resolve('node_modules/@radix-ui/themes/tokens/base.css')

async function trimmed(from = BASE) {
  const css = readFileSync(BASE, 'utf8')
  return { before: css, after: (await postcss([radixTokens()]).process(css, { from })).css }
}

/** The colour scales kit.css imports: the only ones whose variables exist on the page. */
const importedScales = [...readFileSync('components/ui/kit.css', 'utf8').matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map(
  ([, scale]) => scale,
)

describe('Radix Themes’ base tokens, trimmed to the settings the kit writes (postcss.config.mjs)', () => {
  it('keeps the accent and grey mappings of the imported scales, THEME’s scaling and radius, and the radii our props name', async () => {
    const { after } = await trimmed()
    for (const scale of importedScales.filter((scale) => scale !== 'sand')) expect(after).toContain(`[data-accent-color='${scale}']`)
    expect(after).toContain(`[data-accent-color='${THEME.accentColor}']`)
    expect(after).toContain(`[data-gray-color='${THEME.grayColor}']`)
    expect(after).toContain(`[data-scaling='${THEME.scaling}']`)
    expect(after).toContain(`[data-radius='${THEME.radius}']`)
    // components/ui/Badge.tsx: <Badge radius="full">.
    expect(after).toContain("[data-radius='full']")
    // The tokens that need no setting stay.
    expect(after).toContain('--space-4:')
    expect(after).toContain('--font-size-5:')
  })

  it('drops the colours no scale defines, and the scalings and radii nothing writes', async () => {
    const { before, after } = await trimmed()
    expect(before).toContain("[data-accent-color='tomato']")
    expect(after).not.toContain("[data-accent-color='tomato']")
    expect(after).not.toContain("[data-gray-color='slate']")
    expect(after).not.toContain("[data-scaling='90%']")
    expect(after).not.toContain("[data-radius='none']")
    expect(after.length).toBeLessThan(before.length * 0.7)
  })

  it('leaves every other stylesheet as it is', async () => {
    const { before, after } = await trimmed('/somewhere/else/base.css')
    expect(after).toBe(before)
  })
})
