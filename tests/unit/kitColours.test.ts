import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { THEME } from '@components/ui/themeConfig'

/** Every Radix colour scale of the palette, as named in `color` props and in the theme. */
const RADIX_SCALES = readdirSync('node_modules/@radix-ui/themes/tokens/colors').map((file) => file.replace('.css', ''))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the kit’s stylesheet (components/ui/kit.css)', () => {
  const imported = new Set([...readFileSync('components/ui/kit.css', 'utf8').matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((m) => m[1]))

  it('has the scale of every colour the site names, so no badge or button loses its colour', () => {
    const named = new Set<string>([THEME.accentColor, THEME.grayColor])
    const scale = new RegExp(`['"](${RADIX_SCALES.join('|')})['"]`, 'g')
    for (const file of [
      ...sources('components/site'),
      ...sources('components/registration'),
      ...sources('components/ui'),
      ...sources('src/domain'),
    ]) {
      for (const match of readFileSync(file, 'utf8').matchAll(scale)) named.add(match[1])
    }
    expect([...named].filter((colour) => !imported.has(colour))).toEqual([])
  })

  it('leaves out the scales nobody uses (the point of not loading styles.css)', () => {
    expect(imported.size).toBeLessThan(RADIX_SCALES.length / 3)
    expect(readFileSync('components/ui/kit.css', 'utf8')).not.toMatch(/@import '@radix-ui\/themes\/(styles|tokens)\.css'/)
  })
})
