/*
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), written at the top of the
 * scripts every page runs as it starts: React, Next's router and Turbopack's runtime, the build's
 * `rootMainFiles`. next.config.mjs calls it once `next build` has compiled.
 *
 * Without the hint, V8 compiles each of their functions on the main thread the first time it runs:
 * about 25 ms in the one task that starts hydration, which Lighthouse counts as blocking time on a
 * phone. With it, Chromium compiles them on a background thread while the file downloads;
 * other browsers read a comment. A page's own scripts are left as they are: much of their code
 * (dialogs, the wizard's later steps) may never run, and compiling it all would be wasted.
 */
const { existsSync } = require('node:fs')
const { readFile, writeFile } = require('node:fs/promises')
const path = require('node:path')

// V8 reads it at the top of a script, before any code.
const COMPILE_HINT = Buffer.from('//# allFunctionsCalledOnLoad\n')

/** Writes the hint into `distDir`'s root scripts (idempotent); returns their paths in the build. */
async function hintRootScripts({ distDir }) {
  // Subresource integrity (experimental.sri) hashes the scripts before this runs: a changed byte would block them.
  if (existsSync(path.join(distDir, 'server/subresource-integrity-manifest.json')))
    throw new Error('the compile hint would break subresource integrity: scripts/compile-hints.cjs must run before Next hashes the scripts')
  const { rootMainFiles } = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'))
  if (!rootMainFiles?.length) throw new Error(`${distDir}/build-manifest.json names no rootMainFiles`)
  await Promise.all(
    rootMainFiles.map(async (file) => {
      const script = path.join(distDir, file)
      const bytes = await readFile(script)
      if (!bytes.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT)) await writeFile(script, Buffer.concat([COMPILE_HINT, bytes]))
    }),
  )
  return rootMainFiles
}

module.exports = { hintRootScripts }
