/*
 * The public site's stylesheet as one minified text, for the layout to write into the document
 * (src/app/(frontend)/SiteStylesheet.tsx), and the styles of the Radix components it
 * leaves out, one text each (scripts/radix-deferred.cjs). The same files and the same PostCSS
 * plugins as Next's own CSS pipeline (postcss.config.mjs): each file is processed on its own, its
 * @imports first and in order, then the whole is minified by Lightning CSS for the browsers Next
 * targets. Storybook and Payload's admin still import the files themselves, whole.
 */
const fs = require('node:fs')
const path = require('node:path')

const browserslist = require('browserslist')
const { browserslistToTargets, transform } = require('lightningcss')
const { MODERN_BROWSERSLIST_TARGET } = require('next/dist/shared/lib/constants')
const postcss = require('postcss')

const { dropUnused } = require('./css-unused.cjs')
const radixComponents = require('./postcss-radix-components.cjs')
const { DEFERRED, LAYERS, LAYER_ORDER, splitDeferred } = require('./radix-deferred.cjs')
const { RADIX_ESM, ourSources } = require('./radix-sources.cjs')
const radixLight = require('./postcss-radix-light.cjs')
const radixP3 = require('./postcss-radix-p3.cjs')
const radixTokens = require('./postcss-radix-tokens.cjs')
const radixUtilities = require('./postcss-radix-utilities.cjs')

const IMPORT = /^@import\s+['"]([^'"]+)['"]\s*;\s*$/gm

/**
 * A file's CSS as parts in order, each with the cascade layer it belongs to: its @imports first
 * (each processed as a file of its own), then its own rules. Radix's components.css is its layer,
 * what comes before it the tokens', what comes after it the last one; its deferred components go
 * to `deferred`. Every file read is pushed to `files`.
 */
async function processFile(file, files, deferred, position) {
  files.push(file)
  const text = fs.readFileSync(file, 'utf8')
  const imports = [...text.matchAll(IMPORT)].map(([, specifier]) => require.resolve(specifier, { paths: [path.dirname(file)] }))
  const parts = []
  for (const dependency of imports) parts.push(...(await processFile(dependency, files, deferred, position)))
  const own = await postcss([radixComponents, radixUtilities, radixLight, radixP3, radixTokens]).process(text.replace(IMPORT, ''), {
    from: file,
  })
  if (radixComponents.TARGET.test(file)) {
    Object.assign(deferred, splitDeferred(own.root))
    position.seenComponents = true
    parts.push({ layer: LAYERS.components, css: own.root.toString() })
  } else parts.push({ layer: position.seenComponents ? LAYERS.after : LAYERS.tokens, css: own.css })
  return parts
}

const minify = (css) =>
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    minify: true,
    targets: browserslistToTargets(browserslist(MODERN_BROWSERSLIST_TARGET)),
  }).code.toString()

const layered = (parts) => parts.map(({ layer, css }) => `@layer ${layer}{\n${css}\n}`).join('\n')
// Lightning CSS drops a layer a text does not use from its order statement: written after minifying.
const minifiedInLayers = (parts) => LAYER_ORDER + minify(layered(parts))

/** Radix's code (the custom properties its components write inline) and our scripts (their inline styles). */
function codeTexts() {
  const radix = ['components', 'helpers', 'props'].flatMap((dir) =>
    fs
      .readdirSync(path.join(RADIX_ESM, dir))
      .filter((name) => name.endsWith('.js'))
      .map((name) => fs.readFileSync(path.join(RADIX_ESM, dir, name), 'utf8')),
  )
  return [...radix, ...ourSources().flatMap(({ file, text }) => (/\.tsx?$/.test(file) ? [text] : []))]
}

/**
 * The stylesheet of these files (absolute paths, in order), minified; the text of each deferred
 * Radix component, minified, in its layer (with the order of the layers, wherever it lands); and
 * the files it was made of (a change to one of them, or to the sources the Radix trims read, makes it again).
 */
async function siteStylesheet(entries) {
  const files = []
  const deferred = {}
  const position = { seenComponents: false }
  const parts = []
  for (const entry of entries) parts.push(...(await processFile(entry, files, deferred, position)))
  const deferredTexts = Object.fromEntries(DEFERRED.map((name) => [name, deferred[name]?.toString() ?? '']))
  const components = Object.fromEntries(
    DEFERRED.map((name) => [name, minifiedInLayers([{ layer: LAYERS.deferred, css: deferredTexts[name] }])]),
  )
  const code = codeTexts()
  const used = dropUnused(postcss.parse(layered(parts)), { readers: [...Object.values(deferredTexts), ...code], namers: code })
  return { css: LAYER_ORDER + minify(used.toString()), components, files }
}

module.exports = { siteStylesheet }
