import { describe, expect, it } from 'vitest'

import { checkHardRules, composeTables, type Composition, type CompositionInput, recomposeUnpinned, type TableGuest } from '@/domain/tables'
import { seededRandom } from '@/domain/tables/prng'

import { generateGuests, makeGuest } from '../support/tableGuests'

/** The people a table seats: each member, and the +1 beside those who bring one. */
const seatsAt = (input: CompositionInput, table: readonly string[]) =>
  table.reduce((sum, id) => sum + (input.guests.find((guest) => guest.id === id)?.seats ?? 1), 0)

/** Everyone speaks French (the dinners' common case); the given guests bring a +1. */
function dinner(count: number, seed: number, withPlusOne: (index: number) => boolean): TableGuest[] {
  return generateGuests(count, seed).map((guest, index) => ({
    ...guest,
    languages: ['fr', ...guest.languages],
    seats: withPlusOne(index) ? 2 : 1,
  }))
}

function composed(input: CompositionInput): Composition {
  const result = composeTables(input)
  if (!result.ok) throw new Error(result.message)
  return result
}

/** A member's +1 sits beside them: the restaurant lays a place for each, so table sizes count them. */
describe('tables sized in seats, each +1 counted', () => {
  it('seats 8 members and 2 +1s at two tables of 5, where counting members alone could make one of 6', () => {
    const input: CompositionInput = { guests: dinner(8, 1, (i) => i < 2), tableSize: { min: 4, max: 5 } }
    const { tables } = composed(input)
    expect(tables.map((table) => seatsAt(input, table))).toEqual([5, 5])
    // The two +1s are at different tables: one each.
    expect(tables.map((table) => table.filter((id) => id === 'g1' || id === 'g2').length)).toEqual([1, 1])
    expect(checkHardRules(input, tables)).toEqual([])
  })

  it('chooses the table count from the people, +1s included: 16 members and 4 +1s make three tables (7, 7, 6)', () => {
    const input: CompositionInput = { guests: dinner(16, 2, (i) => i % 4 === 0) }
    const { tables } = composed(input)
    expect(tables.map((table) => seatsAt(input, table)).sort()).toEqual([6, 7, 7])
    expect(tables.flat().sort()).toEqual(input.guests.map((guest) => guest.id).sort())
  })

  it('keeps every table within its bounds across 300 random dinners with random +1s', () => {
    let composedCount = 0
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed * 104_729)
      const guests = dinner(12 + Math.floor(random() * 25), seed, () => random() < 0.25)
      const input: CompositionInput = { guests, tableSize: { min: 6, max: 8 } }
      // 17 people make no tables of 6 to 8.
      if (
        seatsAt(
          input,
          guests.map((guest) => guest.id),
        ) === 17
      )
        continue
      const result = composeTables(input, { seed, restarts: 2 })
      if (!result.ok) throw new Error(result.message)
      composedCount++
      expect(checkHardRules(input, result.tables).filter((broken) => broken.rule === 'size')).toEqual([])
      expect(result.tables.flat()).toHaveLength(guests.length)
    }
    expect(composedCount).toBeGreaterThan(270)
  })

  it('keeps a pinned member and their +1 at their table, and recomposing keeps the seats', () => {
    // 14 members and 2 +1s: two tables of 8.
    const guests = dinner(14, 3, (i) => i < 2).map((guest) => (guest.id === 'g1' ? { ...guest, pinnedTable: 1 } : guest))
    const input: CompositionInput = { guests }
    const first = composed(input)
    expect(first.tables[1]).toContain('g1')
    expect(first.tables.map((table) => seatsAt(input, table))).toEqual([8, 8])
    const again = recomposeUnpinned(input, first.tables)
    if (!again.ok) throw new Error(again.message)
    expect(again.tables[1]).toContain('g1')
    expect(checkHardRules(input, again.tables).filter((broken) => broken.rule === 'size')).toEqual([])
  })

  it('gives two tables of 6 and 8 to seven members who each bring a +1: pairs cannot fill two tables of 7', () => {
    const input: CompositionInput = { guests: dinner(7, 4, () => true) }
    const { tables } = composed(input)
    expect(tables.map((table) => seatsAt(input, table)).sort()).toEqual([6, 8])
    expect(checkHardRules(input, tables)).toEqual([])
  })

  it('seats two +1s at one table when the languages want it', () => {
    // Two English speakers with a +1, four French speakers, two who speak both: tables of 4 to 5.
    const english = (id: string) => makeGuest(id, { languages: ['en'], seats: 2 })
    const french = (id: string) => makeGuest(id, { languages: ['fr'] })
    const both = (id: string) => makeGuest(id, { languages: ['fr', 'en'] })
    const guests = [english('en1'), english('en2'), french('fr1'), french('fr2'), french('fr3'), french('fr4'), both('bi1'), both('bi2')]
    const input: CompositionInput = { guests, tableSize: { min: 4, max: 5 } }
    const { tables } = composed(input)
    expect(tables.map((table) => seatsAt(input, table))).toEqual([5, 5])
    expect(tables.find((table) => table.includes('en1'))).toContain('en2')
    expect(checkHardRules(input, tables)).toEqual([])
  })

  it('seats the members alone when their +1s fit no table at all, so the admin can still confirm with a reason', () => {
    // Seven members who each bring a +1, at tables of exactly 7: pairs make no such table.
    const input: CompositionInput = { guests: dinner(7, 4, () => true), tableSize: { min: 7, max: 7 } }
    const result = composed(input)
    expect(result.tables).toHaveLength(1)
    expect(checkHardRules(input, result.tables)).toContainEqual(expect.objectContaining({ rule: 'size', size: 14 }))
  })

  it('recomposing starts from the current tables when they keep the bounds, so it is never worse than them', () => {
    // 8 members and 2 +1s at 4 to 6: both +1s at one table (6 and 4 people) keeps the bounds.
    const input: CompositionInput = { guests: dinner(8, 6, (i) => i < 2), tableSize: { min: 4, max: 6 } }
    const current = [
      ['g1', 'g2', 'g3', 'g4'],
      ['g5', 'g6', 'g7', 'g8'],
    ]
    const again = recomposeUnpinned(input, current)
    if (!again.ok) throw new Error(again.message)
    expect(again.tables.map((table) => seatsAt(input, table))).toEqual([6, 4])
  })

  it('says in French, +1s counted, when nobody can be seated within the bounds', () => {
    const input: CompositionInput = { guests: dinner(3, 5, (i) => i === 0), tableSize: { min: 6, max: 8 } }
    expect(composeTables(input)).toMatchObject({
      ok: false,
      reason: 'size',
      message: '4 personnes, invités compris, ne peuvent pas former des tables de 6 à 8.',
    })
  })
})
