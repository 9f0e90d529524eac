/*
 * PostCSS plugin: Radix Themes' components.css keeps only the components the kit renders.
 *
 * The file styles every Radix component (432 kB unminified, 33 kB gzipped, render-blocking
 * on every page); the site uses about twenty. A selector is dropped when it names a component
 * class (`.rt-DataListRoot`, `.rt-Inset` …) that neither the Radix code we import nor our own
 * files use; inside `:where()`/`:is()` one used alternative is enough. Nothing is listed by hand:
 * the components are read from our imports of '@radix-ui/themes', and their class names from
 * Radix's own code, following its internal imports (Button brings its BaseButton and Spinner).
 * Rules without a component class (tokens, reset, utilities, animations) are kept as they are.
 * A variant's rules (`.rt-variant-classic` …) go too when no code of ours names that variant and no
 * Radix component takes it by default or is handed it by another: the kept components drew every
 * variant they have, and nothing asks for « classic » (1.2 kB gzipped of every page).
 *
 * Turbopack gives it components.css as a file of its own; Vite (Storybook) inlines kit.css's
 * imports first, so the rules are recognised by the file they came from. The folders read are
 * reported as dependencies, so a new import re-runs the trim in `next dev` and cached builds.
 */
const fs = require('node:fs')
const path = require('node:path')

const { RADIX_ESM, cameFrom, dependOnSources, ourSources, trimRules } = require('./radix-sources.cjs')

const RADIX_COMPONENTS = path.join(RADIX_ESM, 'components')
const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g
const VARIANT_CLASS = /\brt-variant-[a-z]+/g
// A quoted lower-case word: where our code or Radix's names a variant ('ghost', "soft").
const QUOTED_WORD = /['"`]([a-z]+)['"`]/g
const PROPS_MODULE = /\.props\.js$/
// In a Radix props module, the variant a component takes when none is asked for.
const DEFAULT_VARIANT = /variant:\{[^}]*default:"([a-z]+)"/g
const TARGET = /@radix-ui[\\/]themes[\\/]components\.css$/
const NAMED_FROM_RADIX = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/themes['"]/g

/** The Radix components our code imports (or re-exports), and the component and variant classes it names itself. */
function ourUse() {
  const imported = new Set()
  const classes = new Set()
  for (const { file, text } of ourSources()) {
    for (const [, typeOnly, names] of text.matchAll(NAMED_FROM_RADIX)) {
      if (typeOnly) continue
      for (const name of names.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0])
      }
    }
    if (/import\s+\*\s+as\s+\w+\s+from\s*['"]@radix-ui\/themes['"]/.test(text))
      throw new Error(`${file}: import Radix Themes components by name, so that their styles are kept`)
    for (const name of text.match(COMPONENT_CLASS) ?? []) classes.add(name)
    for (const [, word] of text.matchAll(QUOTED_WORD)) classes.add(`rt-variant-${word}`)
    for (const name of text.match(VARIANT_CLASS) ?? []) classes.add(name)
  }
  return { imported, classes }
}

/**
 * Every component class in a Radix module and the Radix modules it imports, and the variants they
 * use: their props modules' defaults, and those the others hand a part (their lists of allowed
 * values are no use).
 */
function radixClasses(entries) {
  const classes = new Set()
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    for (const name of code.match(COMPONENT_CLASS) ?? []) classes.add(name)
    const variants = PROPS_MODULE.test(file) ? DEFAULT_VARIANT : QUOTED_WORD
    for (const [, word] of code.matchAll(variants)) classes.add(`rt-variant-${word}`)
    for (const [, relative] of code.matchAll(/from\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) visit(path.resolve(path.dirname(file), relative))
  }
  for (const name of entries) {
    const file = path.join(RADIX_COMPONENTS, `${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}.js`)
    if (fs.existsSync(file)) visit(file)
    // A component (capitalised) must have its module; a helper such as themePropDefs has none.
    else if (/^[A-Z]/.test(name)) throw new Error(`Radix Themes has no module for ${name} (looked for ${file})`)
  }
  return classes
}

/** Splits at the commas of this level (not those inside parentheses or brackets). */
function splitTopLevel(list) {
  const parts = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if ('(['.includes(list[i])) depth++
    else if (')]'.includes(list[i])) depth--
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...parts, list.slice(start)]
}

/** A selector is wanted when its own component and variant classes are kept, and each :where()/:is() list has a kept alternative. */
function wantedSelector(selector, kept) {
  let outside = ''
  let i = 0
  while (i < selector.length) {
    const group = /^:(where|is)\(/.exec(selector.slice(i))
    if (!group) {
      outside += selector[i++]
      continue
    }
    const open = i + group[0].length
    let depth = 1
    let close = open
    while (depth > 0 && close < selector.length) {
      if (selector[close] === '(') depth++
      else if (selector[close] === ')') depth--
      close++
    }
    if (!splitTopLevel(selector.slice(open, close - 1)).some((option) => wantedSelector(option, kept))) return false
    i = close
  }
  return [...(outside.match(COMPONENT_CLASS) ?? []), ...(outside.match(VARIANT_CLASS) ?? [])].every((name) => kept.has(name))
}

const radixComponents = () => ({
  postcssPlugin: 'radix-components',
  Once(root, { result }) {
    const fromRadix = cameFrom(TARGET)
    if (!fromRadix(root) && !root.some(fromRadix)) return
    const use = ourUse()
    const kept = new Set([...radixClasses(use.imported), ...use.classes])
    dependOnSources(result, 'radix-components')
    trimRules(root, fromRadix, (selector) => wantedSelector(selector, kept))
  },
})
radixComponents.postcss = true
module.exports = radixComponents
// For the site's stylesheet, which leaves some components to arrive with them (scripts/radix-deferred.cjs).
Object.assign(module.exports, { ourUse, radixClasses, wantedSelector, TARGET })
