import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

import config from '@payload-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { ready } from '../support/api'
import { type Account, ACTORS, type Actor, applicant, type Cast, cast, freshAccount, accountOf } from './actors'
import { API_ROWS } from './apiRows'
import { CMS_COLLECTION_SPECS, CMS_ROWS } from './cmsRows'
import { isFrenchSentence } from './french'
import type { Row } from './matrix'

/**
 * The authorization matrix (issue 9): every route and method of /api and /cms-api, called by an
 * anonymous visitor, applicant A (whose data the row is about), applicant B, an editor and an
 * admin. Each cell checks the status, then what was stored or shown.
 */
const ROWS = [...API_ROWS, ...CMS_ROWS]
let shared: Cast

beforeAll(async () => {
  await ready()
  shared = await cast()
}, 120_000)

async function cellCast(row: Row, actor: Actor): Promise<{ cast: Cast; caller: Account | null }> {
  const A = row.owner ? await applicant(row.owner) : shared.A
  const rowCast = { ...shared, A }
  if (row.ownAccount && actor !== 'anonymous' && actor !== 'applicantA') {
    const caller = await freshAccount(actor)
    return { cast: actor === 'applicantB' ? { ...rowCast, B: caller } : { ...rowCast, [actor]: caller }, caller }
  }
  if (row.ownAccount && actor === 'applicantA' && !row.owner) {
    const caller = await applicant()
    return { cast: { ...rowCast, A: caller }, caller }
  }
  return { cast: rowCast, caller: accountOf(rowCast, actor) }
}

describe.each(ROWS)('$route', (row) => {
  it.each(ACTORS.map((actor, index) => [actor, row.expect[index]] as const))('%s → %i', async (actor, status) => {
    const { cast, caller } = await cellCast(row, actor)
    const cell = { actor, caller, cookie: caller?.cookie, cast }
    const answer = await row.send(cell)
    expect(answer.status, JSON.stringify(answer.body)?.slice(0, 300)).toBe(status)
    // Outsiders read our `message`; the team, in Payload's admin, its French `errors`.
    if (status >= 400) {
      const message = answer.body.message ?? answer.body.errors?.[0]?.message
      expect(isFrenchSentence(message), `French, from our texts or Payload's: ${message}`).toBe(true)
    }
    await row.verify?.(cell, answer)
  })
})

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
