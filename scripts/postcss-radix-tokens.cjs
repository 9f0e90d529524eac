/*
 * PostCSS plugin: Radix Themes' base tokens keep only the theme settings the kit can write.
 *
 * tokens/base.css maps each of Radix's 31 accent colours and 6 grey colours onto the `--accent-*`
 * and `--gray-*` variables (`[data-accent-color='tomato'] { --accent-1: var(--tomato-1) … }`), and
 * sets the tokens of every scaling and radius. A mapping to a colour scale that kit.css does not
 * import points at variables that do not exist; a scaling or a radius that no code of ours writes
 * (THEME in components/ui/themeConfig.ts, a `scaling` or `radius` prop) never matches. They go:
 * 6.1 → 3.4 kB gzipped of every page's render-blocking CSS.
 */
const fs = require('node:fs')
const path = require('node:path')

const { ROOT, cameFrom, dependOnSources, ourSources, trimRules } = require('./radix-sources.cjs')

const BASE_TOKENS = /@radix-ui[\\/]themes[\\/]tokens[\\/]base\.css$/
const KIT_CSS = path.join(ROOT, 'components/ui/kit.css')
const SETTING = /\[data-(accent-color|gray-color|scaling|radius)=['"]([^'"]*)['"]\]/g

/** The values each setting can take in our pages: the colour scales kit.css imports, and the scalings and radii our code names. */
function settingsInUse() {
  const scales = [...fs.readFileSync(KIT_CSS, 'utf8').matchAll(/@import\s+['"]@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css['"]/g)].map(
    ([, scale]) => scale,
  )
  const named = (prop) =>
    ourSources().flatMap(({ text }) =>
      [...text.matchAll(new RegExp(`\\b${prop}(?:=|:\\s*)["']([^"']+)["']`, 'g'))].map(([, value]) => value),
    )
  return {
    'accent-color': new Set(['', ...scales]),
    'gray-color': new Set(scales),
    scaling: new Set(named('scaling')),
    radius: new Set(named('radius')),
  }
}

const radixTokens = () => ({
  postcssPlugin: 'radix-tokens',
  Once(root, { result }) {
    const fromBase = cameFrom(BASE_TOKENS)
    if (!fromBase(root) && !root.some(fromBase)) return
    dependOnSources(result, 'radix-tokens')
    result.messages.push({ type: 'dependency', plugin: 'radix-tokens', file: KIT_CSS, parent: result.opts.from })
    const inUse = settingsInUse()
    trimRules(root, fromBase, (selector) => [...selector.matchAll(SETTING)].every(([, setting, value]) => inUse[setting].has(value)))
  },
})
radixTokens.postcss = true
module.exports = radixTokens
