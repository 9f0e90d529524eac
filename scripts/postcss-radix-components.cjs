/*
 * PostCSS plugin: Radix Themes' components.css keeps only the components the kit renders.
 *
 * The file styles every Radix component (360 kB unminified, 29 kB gzipped, render-blocking
 * on every page); the site uses about twenty. A rule is dropped when one of its selectors names
 * a component class (`.rt-DataListRoot`, `.rt-Inset` …) that neither the Radix code we import
 * nor our own files use. Nothing is listed by hand: the components are read from our imports of
 * '@radix-ui/themes', and their class names from Radix's own code, following its internal
 * imports (Select brings its ScrollArea, Button its BaseButton and Spinner). Rules without a
 * component class (tokens, reset, utilities, animations) are kept as they are.
 */
const fs = require('node:fs')
const path = require('node:path')

// The project's root: Next bundles this file, so __dirname does not point here.
const ROOT = process.cwd()
const SOURCES = ['components', 'src', 'stories']
const RADIX_COMPONENTS = path.join(ROOT, 'node_modules/@radix-ui/themes/dist/esm/components')
const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g
const TARGET = /@radix-ui[\\/]themes[\\/]components\.css$/

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : []
  })
}

/** The Radix components our code imports, and the component classes it names itself. */
function ourUse() {
  const imported = new Set()
  const classes = new Set()
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@radix-ui\/themes['"]/g)) {
      for (const name of match[1].split(',')) {
        const [exported] = name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)
        if (exported && !name.trim().startsWith('type ')) imported.add(exported)
      }
    }
    if (/import\s+\*\s+as\s+\w+\s+from\s*['"]@radix-ui\/themes['"]/.test(text)) throw new Error(`${file}: import Radix Themes components by name, so that their styles are kept`)
    for (const name of text.match(COMPONENT_CLASS) ?? []) classes.add(name)
  }
  return { imported, classes }
}

/** Every component class in a Radix module and the Radix modules it imports. */
function radixClasses(entries) {
  const classes = new Set()
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    for (const name of code.match(COMPONENT_CLASS) ?? []) classes.add(name)
    for (const [, relative] of code.matchAll(/from"(\.{1,2}\/[^"]+\.js)"/g)) visit(path.resolve(path.dirname(file), relative))
  }
  for (const name of entries) {
    const file = path.join(RADIX_COMPONENTS, `${name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}.js`)
    if (!fs.existsSync(file)) throw new Error(`Radix Themes has no module for ${name} (looked for ${file})`)
    visit(file)
  }
  return classes
}

module.exports = () => ({
  postcssPlugin: 'radix-components',
  Once(root) {
    if (!TARGET.test(root.source?.input.file ?? '')) return
    const use = ourUse()
    const kept = new Set([...radixClasses(use.imported), ...use.classes])
    const wanted = (selector) => (selector.match(COMPONENT_CLASS) ?? []).every((name) => kept.has(name))
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
      const selectors = rule.selectors.filter(wanted)
      if (selectors.length === 0) rule.remove()
      else if (selectors.length < rule.selectors.length) rule.selectors = selectors
    })
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
    })
  },
})
module.exports.postcss = true
