import { describe, expect, it } from 'vitest'

import { checkHardRules, composeTables, describeTables, recomposeUnpinned, type Composition, type CompositionResult } from '@/domain/tables'

import { generateGuests, makeGuest } from '../support/tableGuests'

function composed(result: CompositionResult): Composition {
  if (!result.ok) throw new Error(result.message)
  return result
}

const tableOf = (tables: string[][], id: string) => tables.findIndex((table) => table.includes(id))
const rulesOf = (broken: { rule: string }[]) => broken.map((rule) => rule.rule).sort()

describe('checkHardRules', () => {
  const guests = Array.from({ length: 12 }, (_, k) => makeGuest(`g${k}`))
  const fine = [guests.slice(0, 6).map((guest) => guest.id), guests.slice(6).map((guest) => guest.id)]

  it('finds nothing wrong with an arrangement that keeps the rules', () => {
    expect(checkHardRules({ guests }, fine)).toEqual([])
  })

  it('names tables outside the bounds, and guests missing, placed twice or unknown', () => {
    expect(checkHardRules({ guests }, [fine[0].slice(0, 5), [...fine[1], fine[0][5]]])).toMatchObject([{ rule: 'size', table: 0, size: 5 }])
    expect(rulesOf(checkHardRules({ guests, tableSize: { min: 4, max: 5 } }, fine))).toEqual(['size', 'size'])
    expect(checkHardRules({ guests }, [fine[0], [...fine[1].slice(1), fine[0][0], 'stranger']])).toMatchObject([
      { rule: 'guests', guestIds: ['stranger'] },
      { rule: 'guests', guestIds: ['g0'] },
      { rule: 'guests', guestIds: ['g6'] },
    ])
  })

  it('names a table with no language common to all its guests', () => {
    const mixed = guests.map((guest, k) => (k === 0 ? { ...guest, languages: ['en'] } : guest))
    expect(checkHardRules({ guests: mixed }, fine)).toMatchObject([{ rule: 'language', table: 0 }])
  })

  it('names a pinned guest seated elsewhere', () => {
    const pinned = guests.map((guest, k) => (k === 0 ? { ...guest, pinnedTable: 1 } : guest))
    expect(checkHardRules({ guests: pinned }, fine)).toMatchObject([{ rule: 'pin', guestId: 'g0', table: 1 }])
  })

  it('names colleagues who could be parted by a swap, not those who could not', () => {
    const colleagues = guests.map((guest, k) => (k < 2 ? { ...guest, company: 'Acme' } : guest))
    expect(checkHardRules({ guests: colleagues }, fine)).toMatchObject([
      { rule: 'company', table: 0, company: 'Acme', guestIds: ['g0', 'g1'] },
    ])
    const pinnedTogether = colleagues.map((guest, k) => (k < 2 ? { ...guest, pinnedTable: 0 } : guest))
    expect(checkHardRules({ guests: pinnedTogether }, fine)).toEqual([])
    const englishOnly = colleagues.map((guest, k) => (k < 6 ? { ...guest, languages: ['en'] } : guest))
    expect(checkHardRules({ guests: englishOnly }, fine)).toEqual([])
  })
})

describe('recomposeUnpinned', () => {
  it('keeps pinned guests (moved by the admin or not) and the number of tables, and seats a newcomer', () => {
    const everyone = generateGuests(24, 21)
    const first = composed(composeTables({ guests: everyone.slice(0, 23) }))
    const moved = first.tables.map((table) => table.filter((id) => id !== 'g5'))
    const target = (tableOf(first.tables, 'g5') + 1) % moved.length
    moved[target].push('g5')
    const stays = tableOf(moved, 'g6')
    const guests = everyone.map((guest) =>
      guest.id === 'g5' ? { ...guest, pinnedTable: target } : guest.id === 'g6' ? { ...guest, pinnedTable: stays } : guest,
    )
    const result = composed(recomposeUnpinned({ guests }, moved, { seed: 3 }))
    expect(result.tables).toHaveLength(moved.length)
    expect(tableOf(result.tables, 'g5')).toBe(target)
    expect(tableOf(result.tables, 'g6')).toBe(stays)
    expect(tableOf(result.tables, 'g24')).toBeGreaterThanOrEqual(0)
    expect(checkHardRules({ guests }, result.tables)).toEqual([])
  })

  it('never does worse than the current arrangement when that one keeps the rules', () => {
    const input = { guests: generateGuests(32, 22) }
    const current = composed(composeTables(input, { restarts: 1 }))
    const again = composed(recomposeUnpinned(input, current.tables, { restarts: 1, seed: 99 }))
    expect(again.objective).toBeGreaterThanOrEqual(current.objective - 1e-9)
  })

  it('refuses tables naming someone who is not a guest', () => {
    const input = { guests: generateGuests(12, 23), tableSize: { min: 6, max: 6 } }
    expect(recomposeUnpinned(input, [['g1', 'ghost']])).toMatchObject({ ok: false, reason: 'guests' })
  })
})

describe('indicators', () => {
  it('names the two or three traits on which a guest stands out, with the pole of the slider, strongest first', () => {
    const guests = generateGuests(24, 31).map((guest) =>
      guest.id === 'g1' ? { ...guest, sliders: { ...guest.sliders, debate_vs_listen: 1, restrain_vs_express: 10 } } : guest,
    )
    const { traits } = composed(composeTables({ guests }))
    const labels = traits.g1.map((trait) => trait.label)
    expect(labels).toContain('J’aime débattre')
    expect(labels).toContain('Je m’exprime librement')
    for (const list of Object.values(traits)) {
      expect(list.length).toBeLessThanOrEqual(3)
      expect(list.map((trait) => Math.abs(trait.z))).toEqual([...list.map((trait) => Math.abs(trait.z))].sort((a, b) => b - a))
      if (list.length === 3) expect(Math.abs(list[2].z)).toBeGreaterThanOrEqual(1)
    }
    const average = composed(composeTables({ guests: Array.from({ length: 12 }, (_, k) => makeGuest(`a${k}`)) }))
    expect(Object.values(average.traits).flat()).toEqual([])
  })

  it('rates composed tables more varied and more alike one another than tables of look-alikes', () => {
    const input = { guests: generateGuests(24, 32).map((guest) => ({ ...guest, languages: ['fr'], company: null })) }
    const result = composed(composeTables(input))
    const byDebate = [...input.guests].sort((a, b) => a.sliders.debate_vs_listen - b.sliders.debate_vs_listen).map((guest) => guest.id)
    const clustered = describeTables(input, [byDebate.slice(0, 8), byDebate.slice(8, 16), byDebate.slice(16)])
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
    expect(mean(result.reports.map((report) => report.diversityScore))).toBeGreaterThan(
      mean(clustered.reports.map((report) => report.diversityScore)),
    )
    expect(Math.max(...result.reports.map((report) => report.imbalance))).toBeLessThan(
      Math.max(...clustered.reports.map((report) => report.imbalance)),
    )
    expect(result.objective).toBeGreaterThan(clustered.parts.objective)
    for (const report of result.reports) {
      expect(report.diversityScore).toBeGreaterThanOrEqual(0)
      expect(report.diversityScore).toBeLessThanOrEqual(100)
      expect(report.sharedLanguages).toEqual(['fr'])
      expect(Object.values(report.choiceCounts).map((counts) => Object.values(counts).reduce((sum, count) => sum + count, 0))).toEqual([
        8, 8, 8,
      ])
      expect(Object.keys(report.sliderOffsets)).toHaveLength(8)
    }
  })
})

describe('what the composition hands to the confirmation', () => {
  it('never leaves colleagues a swap could part, whatever the guests, the pins and the restarts found', () => {
    const leftTogether: string[] = []
    for (let seed = 1; seed <= 60; seed++) {
      const count = [12, 13, 15, 16, 18, 20, 23, 24][seed % 8]
      // Few companies, so that many guests have colleagues; one in four pins a guest; French for all, other languages kept.
      const guests = generateGuests(count, seed).map((guest, k) => ({
        ...guest,
        languages: [...new Set(['fr', ...guest.languages])],
        company: k % 5 === 0 ? null : `Maison ${(k * seed) % 4}`,
        pinnedTable: seed % 4 === 0 && k === 1 ? 1 : null,
      }))
      const first = composed(composeTables({ guests }, { seed, restarts: 2 }))
      const again = composed(recomposeUnpinned({ guests }, first.tables, { seed: seed + 1, restarts: 2 }))
      for (const tables of [first.tables, again.tables]) {
        const colleagues = checkHardRules({ guests }, tables).filter((broken) => broken.rule === 'company')
        if (colleagues.length > 0) leftTogether.push(`seed ${seed}: ${colleagues.map((broken) => broken.message).join(' ')}`)
      }
    }
    expect(leftTogether).toEqual([])
  })
})
