import { describe, expect, it } from 'vitest'

import type { DinnerBoard } from '@/domain/api/dinners'
import { pastBoundsOf } from '@/domain/tableBounds'

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
