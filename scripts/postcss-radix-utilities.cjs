/*
 * PostCSS plugin: Radix Themes' utilities.css keeps only the utility classes our pages can use.
 *
 * The file holds every layout and margin prop (`p`, `gap`, `mt`, `direction` …) with every value,
 * each repeated for five breakpoints: 252 kB unminified, 21 kB gzipped, render-blocking on every
 * page. A rule is dropped when:
 * - its class belongs to a prop nobody writes: neither a JSX attribute in our files (`gap=`) nor
 *   a prop the Radix components pass their own parts (`align:"center"`);
 * - or it is a negative margin (`-rt-r-mt-2`) and nobody writes one;
 * - or it is the variant of a breakpoint that no responsive value of ours gives that prop and
 *   value (`size={{ initial: '8', md: '9' }}` keeps `md:rt-r-size-9`, not the eight other sizes of
 *   every component at md, nor any size at lg), in utilities.css and components.css alike.
 * Which class each prop writes is read from Radix's own prop definitions, so nothing is listed
 * by hand; a new prop or breakpoint in our code brings its rules back.
 */
const fs = require('node:fs')
const path = require('node:path')

const { RADIX_ESM, cameFrom, dependOnSources, ourSources, trimRules } = require('./radix-sources.cjs')

const UTILITIES = /@radix-ui[\\/]themes[\\/]utilities\.css$/
const RADIX_CSS = /@radix-ui[\\/]themes[\\/](utilities|components)\.css$/
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl']
const UTILITY_CLASS = /\brt-r-[a-z-]+[a-z0-9]*/g
/**
 * A breakpoint's variant of a utility class, as a selector writes it: `md\:rt-r-size-9`, or
 * `md\:-rt-r-mt-2` for a negative margin.
 */
const VARIANT_CLASS = new RegExp(`\\b(?:${BREAKPOINTS.join('|')})\\\\:-?rt-r-[a-z-]+[a-z0-9-]*`, 'g')
/** A negative margin's class, as a selector writes it (`.-rt-r-mt-2`), its breakpoint variants aside. */
const NEGATIVE_CLASS = /(?:^|[^\w\\:-])\.-rt-r-/
/** A negative value given to a margin prop, in our JSX (`mt="-2"`) or by Radix to its parts (`mt:"-2"`). */
const NEGATIVE_MARGIN = /(?:\sm[trblxy]?=\{?\{?[^}]*?['"]|[{,]\s*m[trblxy]?:\s*['"])-/

/**
 * Each prop's utility classes (`gap` → rt-r-gap; `align` → rt-r-ai, rt-r-ta …), read from Radix's
 * prop definitions (`gap:{…,className:"rt-r-gap",…}`); read as text, since Next bundles this plugin.
 */
function propClasses() {
  const classes = new Map()
  for (const dir of ['props', 'components']) {
    const folder = path.join(RADIX_ESM, dir)
    for (const file of fs.readdirSync(folder).filter((name) => /\.props?\.js$/.test(name))) {
      const code = fs.readFileSync(path.join(folder, file), 'utf8')
      for (const [, prop, className] of code.matchAll(/([A-Za-z]+):\{[^{}]*?className:"(rt-r-[a-z-]+)"/g))
        classes.set(prop, new Set([...(classes.get(prop) ?? []), className]))
    }
  }
  return classes
}

const JSX_RESPONSIVE = /\b([A-Za-z]+)=\{\{([^{}]*)\}\}/g
const RESPONSIVE_OBJECT = /\{\s*initial:[^{}]*\b(?:xs|sm|md|lg|xl):[^{}]*\}/g
const BREAKPOINT_ENTRY = /\b(xs|sm|md|lg|xl):\s*(?:['"]([^'"]*)['"](?!\s*as\b)|[^,}]+)/g

/**
 * The breakpoint variants our responsive values write (`md\:rt-r-size-9`), and those of a prop
 * whose value at a breakpoint is not a literal (`sm: columns`: every `sm\:rt-r-gtc-…`). A
 * responsive value is read where it is written, as a JSX attribute: one written elsewhere would
 * lose its styles, so it stops the build instead.
 */
function responsiveVariantsFrom(classes, sources) {
  const exact = new Set()
  const prefixes = new Set()
  for (const { file, text } of sources) {
    const inAttributes = [...text.matchAll(JSX_RESPONSIVE)]
    const elsewhere = text.replace(JSX_RESPONSIVE, '').match(RESPONSIVE_OBJECT)
    if (elsewhere)
      throw new Error(`${file}: write the responsive value ${elsewhere[0]} as a JSX attribute (prop={{ … }}), so that its styles are kept`)
    for (const [, prop, body] of inAttributes) {
      for (const [, breakpoint, literal] of body.matchAll(BREAKPOINT_ENTRY)) {
        for (const className of classes.get(prop) ?? []) {
          if (literal === undefined) {
            prefixes.add(`${breakpoint}\\:${className}`)
            prefixes.add(`${breakpoint}\\:-${className}`)
          } else if (literal.startsWith('-')) exact.add(`${breakpoint}\\:-${className}-${literal.slice(1)}`)
          else exact.add(`${breakpoint}\\:${className}-${literal}`)
        }
      }
    }
  }
  return (variant) => exact.has(variant) || [...prefixes].some((prefix) => variant === prefix || variant.startsWith(`${prefix}-`))
}

/** The code of Radix's components, which pass props to their own parts. */
function radixComponentTexts() {
  const radixDir = path.join(RADIX_ESM, 'components')
  return fs
    .readdirSync(radixDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(radixDir, name), 'utf8'))
}

/** The props written as JSX attributes in our files, or passed by Radix's components to their parts. */
function propsInUse(props, ours, radix) {
  const used = new Set()
  for (const prop of props) {
    const attribute = new RegExp(`\\s${prop}=[{"']`)
    const passed = new RegExp(`[{,]${prop}:"`)
    if (ours.some((text) => attribute.test(text)) || radix.some((text) => passed.test(text))) used.add(prop)
  }
  return used
}

const radixUtilities = () => ({
  postcssPlugin: 'radix-utilities',
  Once(root, { result }) {
    const fromRadix = cameFrom(RADIX_CSS)
    if (!fromRadix(root) && !root.some(fromRadix)) return
    const classes = propClasses()
    const ours = ourSources().map(({ text }) => text)
    const radix = radixComponentTexts()
    const used = propsInUse(classes.keys(), ours, radix)
    const negativeMargins = [...ours, ...radix].some((text) => NEGATIVE_MARGIN.test(text))
    const keptPrefixes = [...used].flatMap((prop) => [...(classes.get(prop) ?? [])])
    const keptClass = (name) => keptPrefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}-`))
    const keptVariant = responsiveVariantsFrom(classes, ourSources())
    const fromUtilities = cameFrom(UTILITIES)
    dependOnSources(result, 'radix-utilities')
    trimRules(
      root,
      fromRadix,
      (selector, rule) =>
        (selector.match(VARIANT_CLASS) ?? []).every(keptVariant) &&
        (!fromUtilities(rule) ||
          ((negativeMargins || !NEGATIVE_CLASS.test(selector)) && (selector.match(UTILITY_CLASS) ?? []).every(keptClass))),
    )
  },
})
radixUtilities.postcss = true
radixUtilities.responsiveVariantsFrom = responsiveVariantsFrom
module.exports = radixUtilities
