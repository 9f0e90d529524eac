import { describe, expect, it } from 'vitest'

import type { DinnerBoard } from '@/domain/api/dinners'
import { pastBoundsOf } from '@/domain/tableBounds'
import { guestsToTell, tablesToRecompose } from '@/domain/tableChanges'

const guest = (id: string, plusOne = false) => ({ id, plusOne }) as DinnerBoard['guests'][number]
const board = (guests: DinnerBoard['guests']) => ({ guests, dinner: { tableSizeMin: 2, tableSizeMax: 3 } }) as DinnerBoard

describe('tables past their bounds at confirmation', () => {
  it('counts each +1 at its member’s table, and names only the tables outside the bounds', () => {
    const b = board([guest('1', true), guest('2'), guest('3'), guest('4')])
    expect(
      pastBoundsOf(b, [
        ['1', '2'],
        ['3', '4'],
      ]),
    ).toEqual([])
    expect(pastBoundsOf(b, [['1', '2', '3'], ['4']])).toEqual([
      'Table 1\u00a0: 4 personnes, invités compris, hors des bornes 2 à 3.',
      'Table 2\u00a0: 1 personne, hors des bornes 2 à 3.',
    ])
  })
})

describe('a late change after confirmation', () => {
  it('tells only the guests whose table is not the one they were told', () => {
    expect(guestsToTell({ a: 1, b: 1, c: 2 }, [['a', 'c'], ['b'], ['d']])).toEqual(['c', 'b', 'd'])
    expect(guestsToTell({ a: 1, b: 2 }, [['a'], ['b']])).toEqual([])
  })

  it('recomposes a short table with the fullest other one, an overfull one with the emptiest, nothing when all fit', () => {
    const b = board(['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => guest(id)))
    const late = (tables: string[][], vacated: string[][] = tables.map(() => []), arrivals: string[] = []) =>
      tablesToRecompose(b, { tables, vacated, arrivals })
    expect(
      late([
        ['1', '2'],
        ['3', '4'],
        ['5', '6', '7'],
      ]),
    ).toEqual([])
    expect(late([['1'], ['2', '3'], ['4', '5', '6']])).toEqual([0, 2])
    expect(
      late([
        ['1', '2', '3', '4'],
        ['5', '6'],
        ['7', '8'],
      ]),
    ).toEqual([0, 1])
  })

  it('recomposes the tables a guest left, with the arrivals, and the emptiest when none was left', () => {
    const b = board(['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => guest(id)))
    // Table 2 lost a guest and takes the arrival: table 1 keeps its guests.
    expect(
      tablesToRecompose(b, {
        tables: [
          ['1', '2', '3'],
          ['4', '5'],
        ],
        vacated: [[], ['x']],
        arrivals: ['6'],
      }),
    ).toEqual([1])
    // Arrivals and nobody left: the emptiest table takes one, and the next emptiest joins for two (3 at most).
    const three = [
      ['1', '2', '3'],
      ['4', '5'],
      ['6', '7'],
    ]
    const none = [[], [], []]
    expect(tablesToRecompose(b, { tables: three, vacated: none, arrivals: ['8'] })).toEqual([1])
    expect(tablesToRecompose(b, { tables: three, vacated: none, arrivals: ['8', '9'] })).toEqual([1, 2])
  })
})
