import { beforeAll, describe, expect, it } from 'vitest'

import { type Account, ACTORS, type Actor, applicant, type Cast, cast, freshAccount, accountOf } from './actors'
import { isFrenchSentence } from './french'
import type { Row } from './matrix'
import { ready } from '../support/api'

let shared: Cast

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

/**
 * The cells of the authorization matrix for `rows`: each route and method called by an
 * anonymous visitor, applicant A (whose data the row is about), applicant B, an editor and an
 * admin. Each cell checks the status, then what was stored or shown. The /api and /cms-api rows
 * are two files, so that the two workers share them.
 */
export function checkCells(rows: Row[]): void {
  beforeAll(async () => {
    await ready()
    shared = await cast()
  }, 120_000)

  describe.each(rows)('$route', (row) => {
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
}
