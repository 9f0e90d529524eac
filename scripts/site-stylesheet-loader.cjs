/*
 * Turbopack loader for a `*.stylesheet` file (next.config.mjs): a JSON list of CSS files, relative
 * to it, becomes a module exporting their stylesheet as one minified text (scripts/site-stylesheet.cjs),
 * the texts of the Radix components it leaves out (`components`), and its version, a hash of them all. Given `{ empty: true }` (the browser's bundles), the text is
 * empty: the server wrote it into the document, and the browser must not download it twice.
 */
const { createHash } = require('node:crypto')
const path = require('node:path')

const { siteStylesheet } = require('./site-stylesheet.cjs')

// The loader's own code: a change to it, like one to the CSS, makes the module again (Turbopack's
// cache for builds keeps a loader's output otherwise). Next bundles this file: __dirname is not here.
const OWN_CODE = [
  'site-stylesheet-loader.cjs',
  'site-stylesheet.cjs',
  'css-unused.cjs',
  'radix-sources.cjs',
  'radix-deferred.cjs',
  'postcss-radix-components.cjs',
  'postcss-radix-utilities.cjs',
  'postcss-radix-light.cjs',
  'postcss-radix-p3.cjs',
  'postcss-radix-tokens.cjs',
]
  .map((file) => path.join(process.cwd(), 'scripts', file))
  .concat(path.join(process.cwd(), 'components/ui/radixDeferred.json'))

module.exports = function siteStylesheetLoader(source) {
  const done = this.async()
  const entries = JSON.parse(source).map((file) => path.resolve(path.dirname(this.resourcePath), file))
  siteStylesheet(entries).then(({ css, components, files }) => {
    for (const file of [...files, ...OWN_CODE]) this.addDependency(file)
    const version = createHash('sha256')
      .update(css + JSON.stringify(components))
      .digest('base64url')
      .slice(0, 16)
    const empty = this.getOptions().empty
    const texts = Object.fromEntries(Object.entries(components).map(([name, text]) => [name, empty ? '' : text]))
    done(
      null,
      `export const version = ${JSON.stringify(version)}\nexport default ${JSON.stringify(empty ? '' : css)}\nexport const components = ${JSON.stringify(texts)}\n`,
    )
  }, done)
}
