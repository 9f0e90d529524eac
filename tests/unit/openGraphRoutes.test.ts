import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_SEO } from '@/domain/pageSeo'

const PAGES_DIR = 'src/app/(frontend)'

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'api' ? [] : pageFiles(path)
    return name === 'page.tsx' ? [path] : []
  })
}

/** Next adds a segment's opengraph-image to the cards of the pages in it (src/app/_og/openGraphImage.tsx). */
describe('Open Graph images', () => {
  it('every page with social cards has its own image route beside it', () => {
    const cards = pageFiles(PAGES_DIR).filter((file) => /pageMetadata\(|registrationMetadata/.test(readFileSync(file, 'utf8')))
    expect(cards.length).toBeGreaterThanOrEqual(Object.keys(PAGE_SEO).length)
    expect(cards.filter((file) => !existsSync(join(dirname(file), 'opengraph-image.tsx')))).toEqual([])
  })

  it('every page of the SEO table has one at its address, showing its own title', () => {
    for (const [key, page] of Object.entries(PAGE_SEO)) {
      const route = join(PAGES_DIR, page.path, 'opengraph-image.tsx')
      expect(existsSync(route), route).toBe(true)
      expect(readFileSync(route, 'utf8'), route).toContain(`PAGE_SEO.${key})`)
    }
  })
})
