import { describe, expect, it } from 'vitest'

import { seatingState, tablesSummary, tablesSummaryLabel, vacatedAfter } from '@/domain/seatingState'
import { recomposeTables, seatGuest, type TableGuest } from '@/domain/tables'

const booked = (...ids: string[]) => ids.map((id) => ({ id, told: null }))
const stored = {
  tables: [
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ],
  pins: [{ guest: 'c', table: 0 }],
}

describe('the tables after late bookings and cancellations', () => {
  it('keep the tables as they were: who left is an empty seat at their table, who booked since is at none', () => {
    const facts = { stored, booked: booked('a', 'b', 'd', 'e', 'f', 'g') }
    const state = seatingState(facts)
    expect(state).toEqual({
      tables: [
        ['a', 'b'],
        ['d', 'e', 'f'],
      ],
      pins: [],
      vacated: [['c'], []],
      arrivals: ['g'],
    })
    const summary = tablesSummary(state, facts, false)
    expect(summary).toEqual({ stage: 'composed', arrivals: 1, vacated: 1, toTell: 0 })
    expect(tablesSummaryLabel(summary)).toBe('Tables composées — 1 arrivée à placer, 1 place libérée')
    expect(tablesSummaryLabel(tablesSummary(seatingState({ stored, booked: booked('a', 'b', 'c', 'd', 'e', 'f') }), facts, false))).toBe(
      'Tables composées',
    )
    expect(tablesSummaryLabel(tablesSummary(null, { stored: null, booked: [] }, false))).toBe('Tables à composer')
  })

  it('seats a guest told a table they are not stored at (moved up from the waitlist) in the empty seat, and counts whom to tell', () => {
    const told = [
      ...['a', 'b'].map((id) => ({ id, told: 1 })),
      ...['d', 'e', 'f'].map((id) => ({ id, told: 2 })),
      { id: 'h', told: 1 },
      { id: 'g', told: null },
    ]
    const state = seatingState({ stored, booked: told })
    expect(state).toMatchObject({
      tables: [
        ['a', 'b', 'h'],
        ['d', 'e', 'f'],
      ],
      vacated: [[], []],
      arrivals: ['g'],
    })
    const placed = seatGuest(state?.tables ?? [], 'g', 1)
    expect(placed).toEqual([
      ['a', 'b', 'h'],
      ['d', 'e', 'f', 'g'],
    ])
    expect(tablesSummary({ ...state!, tables: placed, arrivals: [] }, { stored, booked: told }, true)).toEqual({
      stage: 'confirmed',
      arrivals: 0,
      vacated: 0,
      toTell: 1,
    })
  })

  it('fills a table’s empty seats first when it gets guests back', () => {
    const state = {
      tables: [
        ['a', 'b'],
        ['d', 'e'],
      ],
      vacated: [['c'], ['f', 'x']],
    }
    expect(
      vacatedAfter(state, [
        ['a', 'b', 'g'],
        ['d', 'e'],
      ]),
    ).toEqual([[], ['f', 'x']])
    expect(vacatedAfter(state, [['a'], ['d', 'e', 'b']])).toEqual([['c'], ['x']])
  })
})

const guest = (id: string, language = 'fr'): TableGuest => ({
  id,
  sliders: {
    debate_vs_listen: (id.charCodeAt(0) % 10) + 1,
    different_vs_similar: 5,
    restrain_vs_express: 5,
    consensus_vs_divisive: 5,
    curious_human_vs_ideas: 5,
    understand_vs_convince: 5,
    controversial_vs_conventional: 5,
    deep_vs_spontaneous: 5,
  },
  choices: { explore_vs_deepen: 'explore', experiences_vs_ideas: 'ideas', elegant_vs_festive: 'elegant' },
  languages: [language],
})

describe('recomposing only the tables concerned', () => {
  it('keeps every other table exactly, seats the arrival, and keeps apart the pairs a report separates', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r']
    const current = [ids.slice(0, 6), ids.slice(6, 11), ids.slice(11, 17)]
    const input = { guests: [...ids, 'z'].map((id) => guest(id)), tableSize: { min: 6, max: 8 } }
    const result = recomposeTables(input, current, [1], ['z'])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.tables[0]).toEqual(current[0])
    expect(result.tables[2]).toEqual(current[2])
    expect([...result.tables[1]].sort()).toEqual([...current[1], 'z'].sort())
    // The arrival never shares a table with a guest a report keeps them apart from: another table joins.
    const apart = recomposeTables({ ...input, apart: [['z', 'g']] }, current, [1], ['z'])
    expect(apart.ok).toBe(true)
    if (!apart.ok) return
    expect(apart.tables.some((table) => table.includes('z') && table.includes('g'))).toBe(false)
    expect(apart.tables[2]).toEqual(current[2])
  })
})
