import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'

import { build, type Plugin } from 'esbuild'

/** Where `npm run build` writes the compiled entry points that `npm start` runs (package.json, Dockerfile). */
export const SERVER_DIR = 'dist/server'

const require = createRequire(import.meta.url)

/**
 * Node's ESM loader finds a package's subpath only through the package's exports map, or by its
 * file's full name when it has none (next/cache is next/cache.js): such an import is written so.
 */
const fullSubpaths: Plugin = {
  name: 'full-subpaths',
  setup(compiler) {
    compiler.onResolve({ filter: /^(@\w[\w.-]*\/)?\w[\w.-]*\/./ }, ({ path }) => {
      const name = path.split('/', path.startsWith('@') ? 2 : 1).join('/')
      const manifest = join(process.cwd(), 'node_modules', name, 'package.json')
      if (!existsSync(manifest) || 'exports' in JSON.parse(readFileSync(manifest, 'utf8'))) return undefined
      return { path: `${name}/${relative(dirname(manifest), require.resolve(path))}`, external: true }
    })
  },
}

/**
 * Compiles what starts outside Next (src/start: `npm start`, and its boot in a process of its own)
 * into modules that Node runs alone, without a TypeScript runner: our own code is bundled, the
 * packages stay imports, read from the production node_modules (`npm ci --omit=dev`).
 */
export async function compileServer(outdir: string = SERVER_DIR): Promise<void> {
  // Its modules' names change with their contents: an earlier build's are removed.
  rmSync(outdir, { recursive: true, force: true })
  await build({
    entryPoints: ['src/start/start.ts', 'src/start/boot.ts'],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What an entry point imports once it is ready for it (import()) becomes a module of its own.
    splitting: true,
    packages: 'external',
    plugins: [fullSubpaths],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
}
