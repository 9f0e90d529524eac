import { mean, standardDeviation } from 'simple-statistics'

import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '../personality'
import type { CompositionInput, TableGuest } from './types'
import { DEFAULT_TABLE_SIZE, WEIGHTS } from './weights'

/** The input turned into flat numbers: guests are indices 0..n−1, pairs are cells i·n + j. */
export interface Problem {
  guests: readonly TableGuest[]
  n: number
  bounds: { min: number; max: number }
  /** Sliders as z-scores over the dinner's guests (0 when every guest gave the same answer). */
  z: number[][]
  /** Each binary choice as 0 (first option) or 1 (second option). */
  choiceBits: number[][]
  distance: Float64Array
  /** What one pair adds to the objective when seated together: diversity − past-pair and company penalties. */
  affinity: Float64Array
  pastCount: Uint16Array
  /** 1 for a pair a report keeps apart. */
  apart: Uint8Array
  /** Centred, standardised, √weight-scaled features whose table sums measure the imbalance. */
  balance: Float64Array
  balanceWidth: number
  /** Bit k set: the guest speaks languages[k]. */
  languageMask: Int32Array
  languages: string[]
  /** Normalised company (case, accents, spaces), or null. */
  company: (string | null)[]
  /** The pinned table, or −1. */
  pinned: Int32Array
  /** The seats each guest takes (2 with a +1): table sizes count seats, a swap exchanges guests of equal seats. */
  seats: Int32Array
  totalSeats: number
}

export const seatsOf = (guest: TableGuest): number => guest.seats ?? 1

export function normaliseCompany(company: string | null | undefined): string | null {
  const key = (company ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
  return key === '' ? null : key
}

function standardise(values: number[]): number[] {
  const sd = standardDeviation(values)
  const centre = mean(values)
  return values.map((value) => (sd === 0 ? 0 : (value - centre) / sd))
}

/** Columns of a guests × features matrix, standardised one by one. */
function standardisedColumns(columns: number[][], n: number): number[][] {
  const standardised = columns.map(standardise)
  return Array.from({ length: n }, (_, i) => standardised.map((column) => column[i]))
}

function languageMasks(guests: readonly TableGuest[]) {
  const languages = [...new Set(guests.flatMap((guest) => guest.languages.map((code) => code.toLowerCase())))].sort()
  const bit = new Map(languages.map((code, k) => [code, 1 << k]))
  const languageMask = Int32Array.from(guests, (guest) =>
    guest.languages.reduce((mask, code) => mask | (bit.get(code.toLowerCase()) ?? 0), 0),
  )
  return { languages, languageMask }
}

function pastCounts(input: CompositionInput, indexOf: Map<string, number>, n: number): Uint16Array {
  const counts = new Uint16Array(n * n)
  for (const group of input.pastTables ?? []) {
    const present = [...new Set(group)].flatMap((id) => indexOf.get(id) ?? [])
    for (const i of present) for (const j of present) if (i !== j) counts[i * n + j]++
  }
  return counts
}

function apartPairs(input: CompositionInput, indexOf: Map<string, number>, n: number): Uint8Array {
  const apart = new Uint8Array(n * n)
  for (const [a, b] of input.apart ?? []) {
    const i = indexOf.get(a)
    const j = indexOf.get(b)
    if (i === undefined || j === undefined || i === j) continue
    apart[i * n + j] = 1
    apart[j * n + i] = 1
  }
  return apart
}

function euclidean(a: number[], b: number[]): number {
  let sum = 0
  for (let k = 0; k < a.length; k++) sum += (a[k] - b[k]) ** 2
  return Math.sqrt(sum)
}

export function buildProblem(input: CompositionInput): Problem {
  const guests = input.guests
  const n = guests.length
  const indexOf = new Map(guests.map((guest, i) => [guest.id, i]))
  const z = standardisedColumns(
    PERSONALITY_SLIDERS.map((slider) => guests.map((guest) => guest.sliders[slider.id])),
    n,
  )
  const choiceBits = guests.map((guest) =>
    PERSONALITY_CHOICES.map((choice) => (guest.choices[choice.id] === choice.options[1].value ? 1 : 0)),
  )
  const distanceFeatures = z.map((sliders, i) => [...sliders, ...choiceBits[i].map((bit) => bit * WEIGHTS.choiceDistance)])
  const balanceRows = standardisedColumns(
    PERSONALITY_CHOICES.map((_, c) => choiceBits.map((bits) => bits[c])),
    n,
  ).map((choices, i) => [
    ...z[i].map((value) => value * Math.sqrt(WEIGHTS.sliderBalance)),
    ...choices.map((value) => value * Math.sqrt(WEIGHTS.choiceBalance)),
  ])
  const balanceWidth = PERSONALITY_SLIDERS.length + PERSONALITY_CHOICES.length
  const company = guests.map((guest) => normaliseCompany(guest.company))
  const pastCount = pastCounts(input, indexOf, n)
  const apart = apartPairs(input, indexOf, n)
  const distance = new Float64Array(n * n)
  const affinity = new Float64Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue
      const d = euclidean(distanceFeatures[i], distanceFeatures[j])
      const colleagues = company[i] !== null && company[i] === company[j] ? 1 : 0
      distance[i * n + j] = d
      affinity[i * n + j] =
        WEIGHTS.diversity * d -
        WEIGHTS.pastPair * pastCount[i * n + j] -
        WEIGHTS.companyPair * colleagues -
        WEIGHTS.apartPair * apart[i * n + j]
    }
  }
  return {
    guests,
    n,
    bounds: input.tableSize ?? DEFAULT_TABLE_SIZE,
    z,
    choiceBits,
    distance,
    affinity,
    pastCount,
    apart,
    balance: Float64Array.from(balanceRows.flat()),
    balanceWidth,
    ...languageMasks(guests),
    company,
    pinned: Int32Array.from(guests, (guest) => guest.pinnedTable ?? -1),
    seats: Int32Array.from(guests, seatsOf),
    totalSeats: guests.reduce((sum, guest) => sum + seatsOf(guest), 0),
  }
}
