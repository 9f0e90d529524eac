/*
 * The public site's stylesheet as one minified text, for the layout to write into the document
 * (components/site/layout/SiteStylesheet.tsx, issue 26). The same files and the same PostCSS
 * plugins as Next's own CSS pipeline (postcss.config.mjs): each file is processed on its own, its
 * @imports first and in order, then the whole is minified by Lightning CSS for the browsers Next
 * targets. Storybook still imports the files themselves.
 */
const fs = require('node:fs')
const path = require('node:path')

const browserslist = require('browserslist')
const { browserslistToTargets, transform } = require('lightningcss')
const { MODERN_BROWSERSLIST_TARGET } = require('next/dist/shared/lib/constants')
const postcss = require('postcss')

const radixComponents = require('./postcss-radix-components.cjs')
const radixLight = require('./postcss-radix-light.cjs')
const radixP3 = require('./postcss-radix-p3.cjs')
const radixTokens = require('./postcss-radix-tokens.cjs')
const radixUtilities = require('./postcss-radix-utilities.cjs')

const IMPORT = /^@import\s+['"]([^'"]+)['"]\s*;\s*$/gm

/** A file's CSS with its @imports put in their place (each processed as a file of its own), and every file read. */
async function processFile(file, files) {
  files.push(file)
  const text = fs.readFileSync(file, 'utf8')
  const imports = [...text.matchAll(IMPORT)].map(([, specifier]) => require.resolve(specifier, { paths: [path.dirname(file)] }))
  const own = await postcss([radixComponents, radixUtilities, radixLight, radixP3, radixTokens]).process(text.replace(IMPORT, ''), {
    from: file,
  })
  const imported = []
  for (const dependency of imports) imported.push(await processFile(dependency, files))
  return [...imported, own.css].join('\n')
}

/**
 * The stylesheet of these files (absolute paths, in order), minified, and the files it was made of
 * (a change to one of them, or to the sources the Radix trims read, makes it again).
 */
async function siteStylesheet(entries) {
  const files = []
  const parts = []
  for (const entry of entries) parts.push(await processFile(entry, files))
  const { code } = transform({
    filename: 'site.css',
    code: Buffer.from(parts.join('\n')),
    minify: true,
    targets: browserslistToTargets(browserslist(MODERN_BROWSERSLIST_TARGET)),
  })
  return { css: code.toString(), files }
}

module.exports = { siteStylesheet }
