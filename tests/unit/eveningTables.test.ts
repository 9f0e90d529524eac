import { describe, expect, it } from 'vitest'

import { composedMessage, isCalendarDay } from '@/domain/eveningTables'

describe('the evening of « Composer toutes les tables de la soirée »', () => {
  it('is a real calendar day written YYYY-MM-DD', () => {
    expect(['2026-12-10', '2028-02-29'].map(isCalendarDay)).toEqual([true, true])
    expect(['2027-02-29', '2026-13-01', '2026-12-1', '10/12/2026', 'demain', '2026-12-10T20:00'].map(isCalendarDay)).toEqual(
      Array(6).fill(false),
    )
  })

  it('says in French what became of each dinner composed', () => {
    expect(composedMessage({ tables: 1, guests: 6, pinsKept: 0, recomposed: null })).toBe('1 table composée pour 6 convives.')
    expect(composedMessage({ tables: 5, guests: 38, pinsKept: 2, recomposed: null })).toBe(
      '5 tables composées pour 38 convives. 2 convives épinglés gardent leur table.',
    )
    expect(composedMessage({ tables: 5, guests: 38, pinsKept: 0, recomposed: 1 })).toMatch(/^1 table concernée recomposée\u00a0: confirmez/)
  })
})
