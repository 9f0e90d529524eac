/*
 * What the two Radix Themes trims (scripts/postcss-radix-*.cjs) read: our own source files, and
 * the Radix modules of the components they import.
 */
const fs = require('node:fs')
const path = require('node:path')

// The project's root: Next bundles these files, so __dirname does not point here.
const ROOT = process.cwd()
const SOURCES = ['components', 'src', 'stories']
/** Radix Themes' ES modules: its components, helpers and prop definitions, which the trims read. */
const RADIX_ESM = path.join(ROOT, 'node_modules/@radix-ui/themes/dist/esm')

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : []
  })
}

/** Every source file of ours the trims read, with its text. */
function ourSources() {
  return SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
}

/** Tells the bundler to run the trim again when a file of ours changes (`next dev`, cached builds). */
function dependOnSources(result, plugin) {
  for (const dir of SOURCES)
    result.messages.push({ type: 'dir-dependency', plugin, dir: path.join(ROOT, dir), glob: '**/*.{ts,tsx,css}', parent: result.opts.from })
}

/** Whether a node of the stylesheet came from this Radix file (Vite inlines kit.css's imports before PostCSS sees them). */
const cameFrom = (pattern) => (node) => pattern.test(node.source?.input.file ?? '')

/**
 * Keeps, of the Radix file's rules (keyframes aside), the selectors `wanted(selector, rule)` accepts;
 * a rule left with none goes, then the at-rules (an @media, an @supports) left empty, innermost first.
 */
function trimRules(root, fromRadix, wanted) {
  root.walkRules((rule) => {
    if (!fromRadix(rule) || (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name))) return
    const selectors = rule.selectors.filter((selector) => wanted(selector, rule))
    if (selectors.length === 0) rule.remove()
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors
  })
  removeEmptied(root, fromRadix)
}

/** Removes the at-rules (of that file) left empty, innermost first: an @supports whose only @media emptied goes too. */
function removeEmptied(root, fromRadix) {
  const emptied = []
  root.walkAtRules((atRule) => void emptied.unshift(atRule))
  for (const atRule of emptied) if (atRule.nodes && atRule.nodes.length === 0 && fromRadix(atRule)) atRule.remove()
}

module.exports = { RADIX_ESM, ROOT, cameFrom, dependOnSources, ourSources, removeEmptied, trimRules }
