/*
 * The build's scripts and stylesheets, compressed once: a gzip copy (`.gz`, level 9) beside each,
 * which the production server sends as it is (src/server/serving/buildFiles.ts). Next would gzip each
 * of them again on every request, on the CPU that the instance shares with its pages.
 * Brotli at quality 11 was measured too: a page's scripts 14 % smaller (169 kB instead of 196), but
 * the bare page of bench:lighthouse, which loads the same framework scripts, shrank more in
 * proportion, and / and /inscription went over bench:lighthouse's bound of 1.6 × its bytes (1.61 and 1.63).
 * It waits for the pages' own bytes to leave room. next.config.mjs calls this once `next build`
 * has compiled, after the compile hint has changed the root scripts' first line.
 */
const { readdir, readFile, rename, rm, stat, writeFile } = require('node:fs/promises')
const path = require('node:path')
const { promisify } = require('node:util')
const zlib = require('node:zlib')

const gzip = promisify(zlib.gzip)

/** What gains from compression; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/** Writes `file`'s copy whole or not at all: a running server never reads half of one. */
async function writeWhole(file, bytes) {
  await writeFile(`${file}.tmp`, bytes)
  await rename(`${file}.tmp`, file)
}

/**
 * Writes the compressed copies of `distDir/static`'s files (again on every build), and removes a
 * copy an earlier run left that would no longer be smaller; returns the files that have a copy.
 */
async function precompressStatic({ distDir }) {
  const root = path.join(distDir, 'static')
  const names = (await readdir(root, { recursive: true })).filter((name) => COMPRESSIBLE.test(name))
  const compressed = []
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed in parallel.
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(root, name)
      if (!(await stat(file)).isFile()) return
      const bytes = await readFile(file)
      const copy = bytes.length < MIN_BYTES ? bytes : await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })
      if (copy.length < bytes.length) {
        await writeWhole(`${file}.gz`, copy)
        compressed.push(path.relative(distDir, file))
      } else await rm(`${file}.gz`, { force: true })
    }),
  )
  return compressed.sort()
}

module.exports = { precompressStatic }
