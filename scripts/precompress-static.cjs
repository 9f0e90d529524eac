/*
 * The build's scripts and stylesheets, compressed once: a Brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy beside each, which the production server sends as they are
 * (scripts/serve.ts). Next would gzip each of them again on every request, on the CPU that the
 * instance shares with its pages; Brotli at its best quality, too slow to run per request, is
 * also about 14 % smaller than that gzip on a page's scripts. next.config.mjs calls it once
 * `next build` has compiled, after the compile hint has changed the root scripts' first line.
 */
const { readdir, readFile, writeFile } = require('node:fs/promises')
const path = require('node:path')
const { promisify } = require('node:util')
const zlib = require('node:zlib')

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** What gains from compression; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { suffix: '.gz', compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
]

/** Writes the compressed copies of `distDir/static`'s files (again on every build); returns the files compressed. */
async function precompressStatic({ distDir }) {
  const root = path.join(distDir, 'static')
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const compressed = []
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed in parallel.
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file)
      if (bytes.length < MIN_BYTES) return
      for (const { suffix, compress } of ENCODINGS) {
        const copy = await compress(bytes)
        if (copy.length < bytes.length) await writeFile(file + suffix, copy)
      }
      compressed.push(path.relative(distDir, file))
    }),
  )
  return compressed.sort()
}

module.exports = { precompressStatic }
