import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { ACTORS } from './actors'
import { API_ROWS } from './apiRows'
import { CMS_COLLECTION_SPECS, CMS_ROWS } from './cmsRows'

/** The cells themselves run in matrixApi.test.ts and matrixCms.test.ts. */
const ROWS = [...API_ROWS, ...CMS_ROWS]

describe('the matrix covers every route', () => {
  const routes = new Set(ROWS.map((row) => row.route.replace(/ \(.*\)$/, '')))

  it('each handler exported under src/app/(frontend)/api has its row', async () => {
    const root = join(process.cwd(), 'src/app/(frontend)')
    const files = (readdirSync(join(root, 'api'), { recursive: true }) as string[]).filter((file) => file.endsWith('route.ts'))
    const missing: string[] = []
    for (const file of files) {
      const handlers = await import(/* @vite-ignore */ join(root, 'api', file))
      const path = `/${relative(root, join(root, 'api', file)).replace(/\/route\.ts$/, '')}`
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
        if (handlers[method] && !routes.has(`${method} ${path}`)) missing.push(`${method} ${path}`)
    }
    expect(missing).toEqual([])
    expect(files.length).toBeGreaterThan(25)
  })

  it('each collection of the config has its seven operations, each global its two', async () => {
    const sanitized = await config
    expect(CMS_COLLECTION_SPECS.map((spec) => spec.slug).sort()).toEqual(sanitized.collections.map((collection) => collection.slug).sort())
    for (const global of sanitized.globals) {
      expect(routes).toContain(`GET /cms-api/globals/${global.slug}`)
      expect(routes).toContain(`POST /cms-api/globals/${global.slug}`)
    }
  })

  it(`counts ${ROWS.length * ACTORS.length} cells`, () => {
    expect(ROWS.length * ACTORS.length).toBeGreaterThan(400)
  })
})
