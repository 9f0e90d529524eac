import { describe, expect, it } from 'vitest'

import {
  checkHardRules,
  composeTables,
  describeTables,
  moveGuest,
  tableOf,
  WEIGHTS,
  type Composition,
  type CompositionInput,
  type CompositionResult,
} from '@/domain/tables'
import { planLanguages, pinnedLanguages } from '@/domain/tables/languages'
import { evaluate } from '@/domain/tables/objective'
import { seededRandom } from '@/domain/tables/prng'
import { buildProblem } from '@/domain/tables/problem'
import { greedySeating, improveBySwaps } from '@/domain/tables/search'
import { tableSizes } from '@/domain/tables/sizes'

import { generateGuests, makeGuest } from '../support/tableGuests'

function composed(result: CompositionResult): Composition {
  if (!result.ok) throw new Error(result.message)
  return result
}

describe('table composition: sizes', () => {
  it('chooses the table count that fits the bounds, with sizes as even as possible (20 guests, 6 to 8: 7/7/6)', () => {
    const { tables } = composed(composeTables({ guests: generateGuests(20, 1) }))
    expect(tables.map((table) => table.length)).toEqual([7, 7, 6])
    expect(new Set(tables.flat()).size).toBe(20)
  })

  it('keeps every table within 4 to 8 when the dinner allows it', () => {
    const { tables } = composed(composeTables({ guests: generateGuests(30, 2), tableSize: { min: 4, max: 8 } }))
    expect(tables.every((table) => table.length >= 4 && table.length <= 8)).toBe(true)
    expect(tables.flat()).toHaveLength(30)
  })

  it('reports infeasible sizes instead of breaking the bounds', () => {
    expect(composeTables({ guests: generateGuests(5, 3) })).toMatchObject({ ok: false, reason: 'size' })
    expect(composeTables({ guests: generateGuests(17, 3), tableSize: { min: 6, max: 6 } })).toMatchObject({ ok: false, reason: 'size' })
    expect(composeTables({ guests: generateGuests(12, 3), tableSize: { min: 3, max: 8 } })).toMatchObject({ ok: false, reason: 'bounds' })
    expect(composeTables({ guests: [] })).toMatchObject({ ok: false, reason: 'guests' })
    const unanswered = generateGuests(12, 3).map((guest, k) =>
      k === 0 ? { ...guest, sliders: { ...guest.sliders, debate_vs_listen: Number.NaN } } : guest,
    )
    expect(composeTables({ guests: unanswered, tableSize: { min: 6, max: 6 } })).toMatchObject({ ok: false, reason: 'guests' })
  })
})

describe('table composition: hard rules', () => {
  it('holds every hard rule on generated dinners of 24 to 80 guests', () => {
    for (const [size, seed] of [
      [24, 11],
      [48, 12],
      [80, 13],
    ]) {
      const input = { guests: generateGuests(size, seed) }
      const result = composed(composeTables(input, { seed }))
      expect(checkHardRules(input, result.tables)).toEqual([])
      expect(result.reports.every((report) => report.sharedLanguages.length > 0)).toBe(true)
    }
  })

  it('gives each language group its own table when no language is common to all', () => {
    const guests = [
      ...Array.from({ length: 6 }, (_, k) => makeGuest(`de${k}`, { languages: ['de'] })),
      ...Array.from({ length: 6 }, (_, k) => makeGuest(`es${k}`, { languages: ['es'] })),
    ]
    const { tables, reports } = composed(composeTables({ guests }))
    expect(reports.map((report) => report.sharedLanguages).sort()).toEqual([['de'], ['es']])
    expect(tables.map((table) => new Set(table.map((id) => id.slice(0, 2))).size)).toEqual([1, 1])
  })

  it('reports a dinner where no arrangement gives every table a shared language', () => {
    const guests = [
      ...Array.from({ length: 3 }, (_, k) => makeGuest(`de${k}`, { languages: ['de'] })),
      ...Array.from({ length: 9 }, (_, k) => makeGuest(`fr${k}`)),
    ]
    expect(composeTables({ guests, tableSize: { min: 6, max: 6 } })).toMatchObject({ ok: false, reason: 'language' })
  })

  it('keeps pinned guests at their table, and reports pins that cannot share a language', () => {
    const guests = generateGuests(24, 4).map((guest, i) => (i < 3 ? { ...guest, pinnedTable: 2 - i } : guest))
    const { tables } = composed(composeTables({ guests }))
    expect([tableOf(tables, 'g1'), tableOf(tables, 'g2'), tableOf(tables, 'g3')]).toEqual([2, 1, 0])
    const clash = [
      makeGuest('a', { languages: ['de'], pinnedTable: 0 }),
      makeGuest('b', { languages: ['es'], pinnedTable: 0 }),
      ...generateGuests(10, 5),
    ]
    expect(composeTables({ guests: clash, tableSize: { min: 4, max: 6 } })).toMatchObject({ ok: false, reason: 'pins' })
  })

  it('seats colleagues apart when it can (company names compared without case, accents or extra spaces)', () => {
    const names = ['Société Générale', 'societe  generale', 'SOCIÉTÉ GÉNÉRALE ']
    const guests = generateGuests(24, 6).map((guest, i) => ({ ...guest, company: i < 3 ? names[i] : `Solo ${i}` }))
    const { tables, parts } = composed(composeTables({ guests }))
    expect(new Set(['g1', 'g2', 'g3'].map((id) => tableOf(tables, id))).size).toBe(3)
    expect(parts.companyPairs).toBe(0)
  })

  it('reports colleagues it could not part, without calling it a broken rule', () => {
    const input = { guests: generateGuests(24, 7).map((guest, i) => ({ ...guest, languages: ['fr'], company: i < 4 ? 'Acme' : null })) }
    const result = composed(composeTables(input))
    // Four colleagues at three tables: one pair at the least.
    expect(result.parts.companyPairs).toBe(1)
    expect(result.reports.flatMap((report) => report.companyConflicts)).toEqual([{ company: 'Acme', guestIds: expect.any(Array) }])
    expect(checkHardRules(input, result.tables)).toEqual([])
  })

  it('lets the languages keep colleagues together, and still reports them', () => {
    const english = Array.from({ length: 6 }, (_, k) => makeGuest(`en${k}`, { languages: ['en'], company: k < 2 ? 'Acme' : null }))
    const input = { guests: [...english, ...Array.from({ length: 6 }, (_, k) => makeGuest(`fr${k}`))], tableSize: { min: 6, max: 6 } }
    const result = composed(composeTables(input))
    expect(result.reports.flatMap((report) => report.companyConflicts)).toEqual([
      { company: 'Acme', guestIds: expect.arrayContaining(['en0', 'en1']) },
    ])
    expect(checkHardRules(input, result.tables)).toEqual([])
  })
})

describe('table composition: search', () => {
  it('gives the same tables for the same input and seed, and other tables for other seeds', () => {
    const input = { guests: generateGuests(48, 8) }
    expect(composed(composeTables(input, { seed: 42 })).tables).toEqual(composed(composeTables(input, { seed: 42 })).tables)
    const others = [1, 2, 3].map((seed) => JSON.stringify(composed(composeTables(input, { seed })).tables))
    expect(new Set(others).size).toBeGreaterThan(1)
  })

  it('improves on the greedy start by swapping guests', () => {
    const problem = buildProblem({ guests: generateGuests(48, 9) })
    const sizes = tableSizes(48, 7, problem.bounds, []) as number[]
    const plan = planLanguages(
      problem,
      sizes,
      pinnedLanguages(problem, sizes) as number[],
      sizes.map(() => 0),
    )
    expect(plan).not.toBeNull()
    const random = seededRandom(1)
    const seating = greedySeating(problem, sizes, plan!, random)
    const greedy = evaluate(problem, seating.members).objective
    const improved = evaluate(problem, improveBySwaps(problem, seating, random).members).objective
    expect(improved).toBeGreaterThan(greedy)
  })

  it('separates two guests who already shared a table when an equivalent guest can take the seat', () => {
    const guests = generateGuests(12, 10).map((guest) => ({ ...guest, languages: ['fr'], company: null }))
    // g12 answers like g2: whatever g2 brings to a table, g12 brings too.
    guests[11] = { ...guests[1], id: 'g12' }
    const input: CompositionInput = { guests, tableSize: { min: 6, max: 6 } }
    const free = composed(composeTables(input))
    const partner = tableOf(free.tables, 'g2') === tableOf(free.tables, 'g1') ? 'g2' : 'g12'
    expect(tableOf(free.tables, partner)).toBe(tableOf(free.tables, 'g1'))
    const remembered = { ...input, pastTables: [['g1', partner, 'someone-absent']] }
    const result = composed(composeTables(remembered))
    expect(tableOf(result.tables, partner)).not.toBe(tableOf(result.tables, 'g1'))
    expect(result.parts.pastPairs).toBe(0)
    expect(result.objective).toBeCloseTo(free.objective, 6)
    expect(describeTables(remembered, free.tables).parts.objective).toBeCloseTo(free.objective - WEIGHTS.pastPair, 6)
  })
})

describe('moving a guest by hand', () => {
  it('takes the guest from their table to the end of the other, and nowhere else', () => {
    const tables = [
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]
    expect(moveGuest(tables, 'b', 1)).toEqual([
      ['a', 'c'],
      ['d', 'e', 'b'],
    ])
    expect(tables[0]).toEqual(['a', 'b', 'c'])
    expect(moveGuest(tables, 'b', 0)).toEqual(tables)
    expect(moveGuest(tables, 'z', 1)).toEqual(tables)
    expect(moveGuest(tables, 'a', 5)).toEqual(tables)
    expect(tableOf(tables, 'e')).toBe(1)
  })
})
