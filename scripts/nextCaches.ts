import { rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Next keeps regenerated pages (.next/server/route-cache) and cached data (.next/cache/fetch-cache)
 * on disk across builds and restarts. On one machine they could then serve what an earlier build
 * or another database produced: they are cleared at start and refill on demand.
 */
export function clearNextRuntimeCaches(root: string = process.cwd()): void {
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    rmSync(join(root, dir), { recursive: true, force: true })
  }
}
