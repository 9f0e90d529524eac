import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** The build's directory: `.next`, or the copy NEXT_DIST_DIR names (next.config.mjs reads the same). */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next'

/**
 * Next keeps regenerated pages (server/route-cache) and cached data (cache/fetch-cache) on disk
 * across builds and restarts. On one machine they could then serve what an earlier build or another
 * database produced: they are cleared at start and refill on demand.
 */
export function clearNextRuntimeCaches(root: string = process.cwd()): void {
  for (const dir of ['server/route-cache', 'cache/fetch-cache']) {
    rmSync(join(root, distDir(), dir), { recursive: true, force: true })
  }
}

/**
 * A copy of the build for a second server on this machine (the e2e slots): two servers reading one
 * `.next` share its data cache on disk, and one would serve the data the other's database produced.
 * The build's own caches are left out.
 */
export function copyBuild(target: string, root: string = process.cwd()): void {
  const cache = join(root, '.next', 'cache')
  rmSync(join(root, target), { recursive: true, force: true })
  cpSync(join(root, '.next'), join(root, target), { recursive: true, filter: (source) => !source.startsWith(cache) })
}
