import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, type ChoiceId, type SliderId } from '../personality'
import { sharedLanguages } from './colleagues'
import { evaluate } from './objective'
import type { Problem } from './problem'
import type { GuestTrait, ObjectiveParts, TableReport } from './types'
import { TRAIT_THRESHOLD, TRAITS_SHOWN } from './weights'

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

function meanPairDistance(problem: Problem, group: readonly number[]): number {
  let sum = 0
  for (let p = 0; p < group.length; p++) for (let q = p + 1; q < group.length; q++) sum += problem.distance[group[p] * problem.n + group[q]]
  return group.length < 2 ? 0 : sum / ((group.length * (group.length - 1)) / 2)
}

/**
 * A group of `size` grown from `start`, each new guest the nearest (or the farthest) in total
 * from the group: the most alike and the most varied groups, near enough for a 0–100 scale.
 */
function grownGroup(problem: Problem, start: number, size: number, farthest: boolean): number[] {
  const { n, distance } = problem
  const group = [start]
  const inGroup = new Uint8Array(n)
  inGroup[start] = 1
  const total = distance.slice(start * n, start * n + n)
  while (group.length < size) {
    let next = -1
    for (let k = 0; k < n; k++) if (!inGroup[k] && (next < 0 || (farthest ? total[k] > total[next] : total[k] < total[next]))) next = k
    group.push(next)
    inGroup[next] = 1
    for (let k = 0; k < n; k++) total[k] += distance[next * n + k]
  }
  return group
}

/** The mean pairwise distance of the most alike and of the most varied groups of that size found at this dinner. */
function diversityRange(problem: Problem, size: number): [number, number] {
  const starts = Array.from({ length: problem.n }, (_, k) => k)
  const low = Math.min(...starts.map((start) => meanPairDistance(problem, grownGroup(problem, start, size, false))))
  const high = Math.max(...starts.map((start) => meanPairDistance(problem, grownGroup(problem, start, size, true))))
  return [low, high]
}

function choiceCounts(problem: Problem, table: readonly number[]): Record<ChoiceId, Record<string, number>> {
  return Object.fromEntries(
    PERSONALITY_CHOICES.map((choice, c) => [
      choice.id,
      Object.fromEntries(
        choice.options.map((option, bit) => [option.value, table.filter((guest) => problem.choiceBits[guest][c] === bit).length]),
      ),
    ]),
  ) as Record<ChoiceId, Record<string, number>>
}

function companyConflicts(problem: Problem, table: readonly number[]) {
  const byCompany = new Map<string, number[]>()
  for (const guest of table) {
    const key = problem.company[guest]
    if (key !== null) byCompany.set(key, [...(byCompany.get(key) ?? []), guest])
  }
  return [...byCompany.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({ company: problem.guests[group[0]].company as string, guestIds: group.map((guest) => problem.guests[guest].id) }))
}

/** The pairs of a table for whom `cells` (a pair matrix) is set. */
function pairsWhere(problem: Problem, table: readonly number[], cells: Uint16Array | Uint8Array): [string, string][] {
  return table.flatMap((i, p) =>
    table
      .slice(p + 1)
      .flatMap((j): [string, string][] => (cells[i * problem.n + j] > 0 ? [[problem.guests[i].id, problem.guests[j].id]] : [])),
  )
}

function tableReport(problem: Problem, table: readonly number[], range: [number, number]): TableReport {
  const meanDistance = meanPairDistance(problem, table)
  const [low, high] = range
  const sliderMean = (s: number, guests: readonly number[]) =>
    guests.reduce((sum, guest) => sum + problem.guests[guest].sliders[PERSONALITY_SLIDERS[s].id], 0) / guests.length
  const everyone = problem.guests.map((_, guest) => guest)
  const zMeans = PERSONALITY_SLIDERS.map((_, s) => table.reduce((sum, guest) => sum + problem.z[guest][s], 0) / table.length)
  return {
    guestIds: table.map((guest) => problem.guests[guest].id),
    meanDistance: round(meanDistance),
    diversityScore: high > low ? Math.round(Math.min(100, Math.max(0, (100 * (meanDistance - low)) / (high - low)))) : 0,
    sharedLanguages: sharedLanguages(table.map((guest) => problem.guests[guest])),
    imbalance: round(Math.sqrt(zMeans.reduce((sum, value) => sum + value * value, 0) / zMeans.length)),
    sliderOffsets: Object.fromEntries(
      PERSONALITY_SLIDERS.map((slider, s) => [slider.id, round(sliderMean(s, table) - sliderMean(s, everyone))]),
    ) as Record<SliderId, number>,
    choiceCounts: choiceCounts(problem, table),
    companyConflicts: companyConflicts(problem, table),
    pastPairs: pairsWhere(problem, table, problem.pastCount),
    apartPairs: pairsWhere(problem, table, problem.apart),
  }
}

/** The sliders furthest from the dinner's mean: always the two strongest, a third when it passes the threshold. */
function standoutTraits(problem: Problem, guest: number): GuestTrait[] {
  return PERSONALITY_SLIDERS.map((slider, s) => ({
    slider: slider.id,
    label: problem.z[guest][s] < 0 ? slider.low : slider.high,
    z: round(problem.z[guest][s]),
  }))
    .filter((trait) => trait.z !== 0)
    .sort((a, b) => Math.abs(b.z) - Math.abs(a.z))
    .slice(0, TRAITS_SHOWN)
    .filter((trait, rank) => rank < 2 || Math.abs(trait.z) >= TRAIT_THRESHOLD)
}

export interface ArrangementReport {
  parts: ObjectiveParts
  reports: TableReport[]
  traits: Record<string, GuestTrait[]>
}

export function reportArrangement(problem: Problem, tables: readonly (readonly number[])[]): ArrangementReport {
  const ranges = new Map<number, [number, number]>()
  for (const table of tables) if (!ranges.has(table.length)) ranges.set(table.length, diversityRange(problem, table.length))
  return {
    parts: evaluate(problem, tables),
    reports: tables.map((table) => tableReport(problem, table, ranges.get(table.length) as [number, number])),
    traits: Object.fromEntries(problem.guests.map((guest, i) => [guest.id, standoutTraits(problem, i)])),
  }
}
