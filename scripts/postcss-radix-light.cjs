/*
 * PostCSS plugin: the site has one appearance, light. Its Radix root (components/ui/ThemeRoot.tsx)
 * never carries `.dark`, so Radix's dark-theme rules (`.dark, .dark-theme { … }` in every token
 * file) never apply, yet they were 2.5 kB gzipped of the render-blocking CSS of every page.
 * They go, unless our code asks for a dark appearance somewhere.
 */
const { cameFrom, dependOnSources, ourSources, trimRules } = require('./radix-sources.cjs')

const RADIX_CSS = /@radix-ui[\\/]themes[\\/](tokens[\\/].+|components|utilities)\.css$/
const DARK = /\.dark(-theme)?\b/
const ASKS_FOR_DARK = /appearance=["'{]*dark|['"]dark(-theme)?['"]/

const radixLight = () => ({
  postcssPlugin: 'radix-light',
  Once(root, { result }) {
    const fromRadix = cameFrom(RADIX_CSS)
    if (!fromRadix(root) && !root.some(fromRadix)) return
    dependOnSources(result, 'radix-light')
    if (ourSources().some(({ text }) => ASKS_FOR_DARK.test(text))) return
    trimRules(root, fromRadix, (selector) => !DARK.test(selector))
  },
})
radixLight.postcss = true
module.exports = radixLight
