import { describe, expect, it } from 'vitest'

import { checkHardRules, composeTables, type CompositionInput } from '@/domain/tables'
import { seededRandom } from '@/domain/tables/prng'

import { generateGuests, makeGuest } from '../support/tableGuests'

/**
 * A report keeps two members apart at every future table: a hard rule of the
 * composition, beside the shared language and the colleagues.
 */
describe('pairs a report keeps apart', () => {
  it('are never seated together across 1,000 compositions of random dinners with random reports', () => {
    let together = 0
    let checked = 0
    for (let seed = 1; seed <= 1000; seed++) {
      const random = seededRandom(seed * 7919)
      const drawn = 12 + Math.floor(random() * 13)
      // 17 guests make no tables of 6 to 8.
      const count = drawn === 17 ? 18 : drawn
      // Everyone speaks French (the dinners' common case): a report is then always separable.
      const guests = generateGuests(count, seed).map((guest) => ({ ...guest, languages: ['fr', ...guest.languages] }))
      const ids = guests.map((guest) => guest.id)
      // One to four reports between distinct people (three people who all reported one another
      // could not be parted at two tables: the board then says so and confirming is refused).
      const shuffled = [...ids].sort(() => random() - 0.5)
      const apart = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, k): [string, string] => [shuffled[2 * k], shuffled[2 * k + 1]])
      const input: CompositionInput = { guests, apart }
      const result = composeTables(input, { seed })
      if (!result.ok) throw new Error(`seed ${seed}: ${result.message}`)
      for (const [a, b] of apart) {
        checked++
        if (result.tables.some((table) => table.includes(a) && table.includes(b))) together++
      }
      expect(result.parts.apartPairs).toBe(0)
      expect(checkHardRules(input, result.tables).filter((rule) => rule.rule === 'apart')).toEqual([])
    }
    expect(checked).toBeGreaterThan(1000)
    expect(together).toBe(0)
  }, 60_000)

  it('wins over colleagues apart and the tables’ balance, and the board’s check names the table when a pin forces them together', () => {
    const guests = Array.from({ length: 12 }, (_, k) => makeGuest(`g${k}`, { company: k < 2 ? 'Maison' : null }))
    const result = composeTables({ guests, apart: [['g0', 'g5']] })
    if (!result.ok) throw new Error(result.message)
    expect(result.tables.some((table) => table.includes('g0') && table.includes('g5'))).toBe(false)

    const pinned = guests.map((guest) => (guest.id === 'g0' || guest.id === 'g5' ? { ...guest, pinnedTable: 0 } : guest))
    const forced = composeTables({ guests: pinned, apart: [['g5', 'g0']] })
    if (!forced.ok) throw new Error(forced.message)
    expect(forced.reports[0].apartPairs).toEqual([['g0', 'g5']])
    expect(checkHardRules({ guests: pinned, apart: [['g5', 'g0']] }, forced.tables)).toContainEqual({
      rule: 'apart',
      table: 0,
      guestIds: ['g5', 'g0'],
      message: 'Table 1\u00a0: deux convives qu’un signalement sépare y sont assis.',
    })
  })
})
