import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * The one place where we reach under Next's public API. Next keeps the expiry of its cache tags
 * in one Map per process (tags-manifest.external, shared by all its bundles), which its default
 * cache handler reads on every hit. `revalidateTag` writes it, but only inside a request: an
 * expiry that arrives from another instance has none.
 */
export const NEXT_TAGS_MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

type TagsManifest = Map<string, { stale?: number; expired?: number }>

/** Loaded at run time from node_modules, as Next's server loads it, so that it is the same Map. */
function tagsManifest(): TagsManifest {
  const require = createRequire(join(process.cwd(), 'package.json'))
  return (require(NEXT_TAGS_MANIFEST) as { tagsManifest: TagsManifest }).tagsManifest
}

/** Marks the tags expired now, as `revalidateTag(tag, { expire: 0 })` does. */
export function expireInNextTagsManifest(tags: readonly string[]): void {
  const manifest = tagsManifest()
  const now = Date.now()
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), stale: now, expired: now })
}
