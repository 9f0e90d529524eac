/**
 * npm run bench:tables — the table composition (src/domain/tables) on seeded generated guests:
 *   - for 24, 48, 80 and 200 guests (tables of 6 to 8): the median time of a composition, its
 *     objective against the mean of 1,000 random valid arrangements (a random walk of swaps
 *     that keep the languages and pins and seat no more colleagues together than an even spread,
 *     sampled every 2n swaps), and how often the hard rules held over many seeds (with two
 *     guests pinned in every other run);
 *   - for 8 to 12 guests in 2 or 3 tables whose sizes the bounds force: the gap to the true
 *     optimum found by exhaustive search, and whether both agree on which dinners are infeasible.
 * Targets: 80 guests in under 100 ms, hard rules always held, gap at most 1 %, better than random.
 */
import { composed, compositionTime } from './compositionTime'
import { checkHardRules, composeTables, type TableGuest } from '../src/domain/tables'
import { evaluate } from '../src/domain/tables/objective'
import { randomInt, seededRandom } from '../src/domain/tables/prng'
import { buildProblem, type Problem } from '../src/domain/tables/problem'
import { generateGuests } from '../tests/support/tableGuests'

const SIZES = [24, 48, 80, 200]
const RANDOM_ARRANGEMENTS = 1000
const RULE_SEEDS: Record<number, number> = { 24: 200, 48: 100, 80: 60, 200: 20 }
const SMALL_CASES = [
  { guests: 8, tableSize: { min: 4, max: 6 }, tableCount: 2 },
  { guests: 10, tableSize: { min: 4, max: 5 }, tableCount: 2 },
  { guests: 12, tableSize: { min: 4, max: 6 }, tableCount: 2 },
  { guests: 12, tableSize: { min: 4, max: 6 }, tableCount: 3 },
]
const SMALL_SEEDS = 40
const TIME_BUDGET_MS = 100
const GAP_BUDGET = 0.01

const indices = (problem: Problem, tables: string[][]) => {
  const indexOf = new Map(problem.guests.map((guest, i) => [guest.id, i]))
  return tables.map((table) => table.map((id) => indexOf.get(id) as number))
}

/** Colleagues beyond an even spread make an arrangement invalid (checkHardRules' company rule). */
function companyFits(problem: Problem, table: number[], leaving: number, coming: number, tableCount: number): boolean {
  const company = problem.company[coming]
  if (company === null) return true
  const staff = problem.company.filter((key) => key === company).length
  const here = table.filter((guest) => guest !== leaving && problem.company[guest] === company).length + 1
  return here <= Math.max(1, Math.ceil(staff / tableCount))
}

function sharesLanguage(problem: Problem, table: number[], leaving: number, coming: number): boolean {
  return (
    table.reduce((shared, guest) => (guest === leaving ? shared : shared & problem.languageMask[guest]), problem.languageMask[coming]) !== 0
  )
}

/** Mean objective of valid arrangements drawn by a random walk of swaps that keep the rules (uniform over them in the limit). */
function randomMean(problem: Problem, start: number[][]): number {
  const random = seededRandom(99)
  const tables = start.map((table) => [...table])
  const tableOf = new Int32Array(problem.n)
  tables.forEach((table, t) => table.forEach((guest) => (tableOf[guest] = t)))
  const movable = Array.from({ length: problem.n }, (_, i) => i).filter((i) => problem.pinned[i] < 0)
  const walk = (swaps: number) => {
    for (let done = 0; done < swaps;) {
      const i = movable[randomInt(random, movable.length)]
      const j = movable[randomInt(random, movable.length)]
      const [a, b] = [tableOf[i], tableOf[j]]
      if (a === b || !sharesLanguage(problem, tables[a], i, j) || !sharesLanguage(problem, tables[b], j, i)) continue
      if (!companyFits(problem, tables[a], i, j, tables.length) || !companyFits(problem, tables[b], j, i, tables.length)) continue
      tables[a][tables[a].indexOf(i)] = j
      tables[b][tables[b].indexOf(j)] = i
      ;[tableOf[i], tableOf[j]] = [b, a]
      done++
    }
  }
  walk(10 * problem.n)
  let total = 0
  for (let k = 0; k < RANDOM_ARRANGEMENTS; k++) {
    walk(2 * problem.n)
    total += evaluate(problem, tables).objective
  }
  return total / RANDOM_ARRANGEMENTS
}

/** Every other run pins two random guests, to tables 1 and 2. */
function withPins(guests: TableGuest[], seed: number): TableGuest[] {
  if (seed % 2 === 0) return guests
  const random = seededRandom(seed)
  const first = randomInt(random, guests.length)
  const second = (first + 1 + randomInt(random, guests.length - 1)) % guests.length
  return guests.map((guest, i) => (i === first ? { ...guest, pinnedTable: 0 } : i === second ? { ...guest, pinnedTable: 1 } : guest))
}

function rulesHeld(size: number): [number, number] {
  let held = 0
  for (let seed = 1; seed <= RULE_SEEDS[size]; seed++) {
    const input = { guests: withPins(generateGuests(size, 1000 + seed), seed) }
    const result = composeTables(input, { seed })
    if (result.ok && checkHardRules(input, result.tables).length === 0) held++
  }
  return [held, RULE_SEEDS[size]]
}

/** The best objective over every arrangement with the given sizes that keeps the languages; null if none does. */
function exhaustiveBest(problem: Problem, sizes: number[]): number | null {
  const tables: number[][] = sizes.map(() => [])
  let best: number | null = null
  const place = (guest: number) => {
    if (guest === problem.n) {
      const objective = evaluate(problem, tables).objective
      if (best === null || objective > best) best = objective
      return
    }
    for (let t = 0; t < tables.length; t++) {
      if (tables[t].length === sizes[t] || (t > 0 && tables[t - 1].length === 0)) continue
      if (tables[t].reduce((shared, other) => shared & problem.languageMask[other], problem.languageMask[guest]) === 0) continue
      tables[t].push(guest)
      place(guest + 1)
      tables[t].pop()
    }
  }
  place(0)
  return best
}

function smallCase(spec: (typeof SMALL_CASES)[number]) {
  const gaps: number[] = []
  let disagreements = 0
  for (let seed = 1; seed <= SMALL_SEEDS; seed++) {
    const input = { guests: generateGuests(spec.guests, 5000 + seed), tableSize: spec.tableSize, tableCount: spec.tableCount }
    const problem = buildProblem(input)
    const size = spec.guests / spec.tableCount
    const optimum = exhaustiveBest(
      problem,
      Array.from({ length: spec.tableCount }, () => size),
    )
    const result = composeTables(input, { seed })
    if (!result.ok || optimum === null) {
      if (result.ok !== (optimum !== null)) disagreements++
      continue
    }
    // Summation order differs from the exhaustive search: an equal objective may come out a hair above.
    gaps.push(Math.max(0, (optimum - result.objective) / Math.abs(optimum)))
  }
  return { gaps, disagreements }
}

const percent = (value: number, digits = 1) => `${(100 * value).toFixed(digits)} %`
const row = (cells: (string | number)[], widths: number[]) => cells.map((cell, k) => String(cell).padStart(widths[k])).join('  ')

const targets: [string, boolean, string][] = []
const largeWidths = [7, 7, 12, 11, 12, 7, 16]
console.log('\nTable composition on generated guests (tables of 6 to 8)\n')
console.log(row(['guests', 'tables', 'median ms', 'objective', 'random mean', 'ratio', 'hard rules held'], largeWidths))
let timeAt80 = Infinity
let worstRatio = Infinity
let rulesAlways = true
for (const size of SIZES) {
  const guests = generateGuests(size, size)
  const time = compositionTime({ guests })
  const result = composed({ guests })
  const problem = buildProblem({ guests })
  const random = randomMean(problem, indices(problem, result.tables))
  const [held, runs] = rulesHeld(size)
  const ratio = result.objective / random
  if (size === 80) timeAt80 = time
  worstRatio = Math.min(worstRatio, ratio)
  rulesAlways &&= held === runs
  console.log(
    row(
      [
        size,
        result.tables.length,
        time.toFixed(1),
        result.objective.toFixed(1),
        random.toFixed(1),
        ratio.toFixed(3),
        `${held}/${runs} ${percent(held / runs, 0)}`,
      ],
      largeWidths,
    ),
  )
}

const smallWidths = [7, 7, 7, 10, 10, 18]
console.log(`\nGap to the exhaustive optimum (${SMALL_SEEDS} seeds each)\n`)
console.log(row(['guests', 'tables', 'bounds', 'mean gap', 'worst gap', 'infeasible agreed'], smallWidths))
let worstGap = 0
let disagreed = 0
for (const spec of SMALL_CASES) {
  const { gaps, disagreements } = smallCase(spec)
  const worst = Math.max(0, ...gaps)
  worstGap = Math.max(worstGap, worst)
  disagreed += disagreements
  const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length)
  console.log(
    row(
      [
        spec.guests,
        spec.tableCount,
        `${spec.tableSize.min}–${spec.tableSize.max}`,
        percent(meanGap, 2),
        percent(worst, 2),
        `${SMALL_SEEDS - gaps.length - disagreements}/${SMALL_SEEDS - gaps.length}`,
      ],
      smallWidths,
    ),
  )
}

targets.push(['80 guests composed in under 100 ms', timeAt80 < TIME_BUDGET_MS, `${timeAt80.toFixed(1)} ms`])
targets.push(['hard rules held in every run', rulesAlways, rulesAlways ? '100 %' : 'some run broke a rule'])
targets.push([
  'gap to the optimum at most 1 % (12 guests and fewer)',
  worstGap <= GAP_BUDGET && disagreed === 0,
  `worst ${percent(worstGap, 2)}, ${disagreed} infeasibility disagreements`,
])
targets.push(['better than random valid arrangements at every size', worstRatio > 1, `lowest ratio ${worstRatio.toFixed(3)}`])
console.log('')
for (const [name, met, detail] of targets) console.log(`targets: ${name}: ${met ? 'met' : 'MISSED'} (${detail})`)
if (targets.some(([, met]) => !met)) process.exit(1)
