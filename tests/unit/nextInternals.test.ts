import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { expireInNextTagsManifest, NEXT_TAGS_MANIFEST } from '@/server/nextInternals'

const require = createRequire(join(process.cwd(), 'package.json'))

describe('the expiry of Next’s cache tags from outside a request (read nextInternals.ts again when this fails)', () => {
  it('is what Next’s default cache handler checks before serving a cached entry', () => {
    const { areTagsExpired } = require(NEXT_TAGS_MANIFEST) as { areTagsExpired: (tags: string[], timestamp: number) => boolean }
    const cachedAt = Date.now() - 1000
    expect(areTagsExpired(['unit-test-tag'], cachedAt)).toBe(false)
    expireInNextTagsManifest(['unit-test-tag'])
    expect(areTagsExpired(['unit-test-tag'], cachedAt)).toBe(true)
    const handler = readFileSync(require.resolve('next/dist/server/lib/incremental-cache/file-system-cache.js'), 'utf8')
    expect(handler).toContain('require("./tags-manifest.external")')
    expect(handler).toContain('areTagsExpired)(cacheTags, data.lastModified)')
  })
})
