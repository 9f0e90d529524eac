import { avoidableColleagues } from './colleagues'
import { pinnedLanguages, planLanguages, type LanguagePlan } from './languages'
import { evaluate } from './objective'
import { plural } from '../plural'
import { buildProblem, seatsOf, type Problem } from './problem'
import { seededRandom } from './prng'
import { reportArrangement, type ArrangementReport } from './report'
import { checkHardRules } from './rules'
import { greedySeating, improveBySwaps } from './search'
import { Seating } from './seating'
import { fittingTableCounts, seatPlan, type SeatPlan, tableSizes } from './sizes'
import type { CompositionFailure, CompositionInput, CompositionOptions, CompositionResult, ObjectiveParts } from './types'
import { failure, invalidInput } from './validation'
import { DEFAULT_RESTARTS, DEFAULT_SEED } from './weights'

function tableCounts(input: CompositionInput, problem: Problem): number[] {
  if (input.tableCount !== undefined) return [input.tableCount]
  const lastPinned = Math.max(-1, ...problem.pinned)
  return fittingTableCounts(problem.totalSeats, problem.bounds).filter((count) => count > lastPinned)
}

/** How many guests pinned to each of `count` tables are counted by `counts` (a guest index to 0 or more). */
const pinnedPerTable = (problem: Problem, count: number, counts: (guest: number) => number) =>
  Array.from({ length: count }, (_, t) => problem.pinned.reduce((sum, table, i) => sum + (table === t ? counts(i) : 0), 0))

/** Each of `count` tables' members, and +1s among them, so that it seats as many people as the others give or take one. */
function seatsAt(problem: Problem, count: number): SeatPlan | null {
  const targets = tableSizes(
    problem.totalSeats,
    count,
    problem.bounds,
    pinnedPerTable(problem, count, (i) => problem.seats[i]),
  )
  if (targets === null) return null
  const doubles = problem.totalSeats - problem.n
  const pinnedSingles = pinnedPerTable(problem, count, (i) => (problem.seats[i] === 1 ? 1 : 0))
  return seatPlan(
    targets,
    pinnedSingles,
    pinnedPerTable(problem, count, (i) => (problem.seats[i] === 2 ? 1 : 0)),
    doubles,
  )
}

/** « 20 convives », or with +1s « 22 personnes, invités compris », for the failure messages. */
const people = (problem: Problem) =>
  problem.totalSeats === problem.n
    ? plural(problem.n, ['convive', 'convives'])
    : `${plural(problem.totalSeats, ['personne', 'personnes'])}, invités compris,`

/** The current arrangement as a start for the swap search, when it already keeps sizes, languages and pins. */
function seatingFrom(problem: Problem, plan: SeatPlan, input: CompositionInput, tables: readonly (readonly string[])[]): Seating | null {
  const keepsRules = checkHardRules(input, tables).every((broken) => broken.rule === 'company')
  const indexOf = new Map(problem.guests.map((guest, i) => [guest.id, i]))
  const doublesAt = (table: readonly string[]) => table.filter((id) => problem.seats[indexOf.get(id) as number] === 2).length
  const sizes = plan.members
  const sameShape =
    tables.length === sizes.length && tables.every((table, t) => table.length === sizes[t] && doublesAt(table) === plan.doubles[t])
  if (!keepsRules || !sameShape) return null
  const seating = new Seating(problem, sizes)
  tables.forEach((table, t) => table.forEach((id) => seating.seat(indexOf.get(id) as number, t)))
  return seating
}

/**
 * The best of the restarts: first the one that leaves the fewest colleagues a swap could part
 * (a hard rule the confirmation checks), then the best objective. The objective alone could
 * prefer a seating the confirmation would then refuse.
 */
function bestSeating(problem: Problem, sizes: number[], plan: LanguagePlan, options: CompositionOptions, start: Seating | null) {
  const random = seededRandom(options.seed ?? DEFAULT_SEED)
  let best: { tables: number[][]; parts: ObjectiveParts; colleagues: number } | null = null
  const restarts = Math.max(1, options.restarts ?? DEFAULT_RESTARTS)
  for (let run = start ? -1 : 0; run < restarts; run++) {
    const seating = improveBySwaps(problem, run < 0 && start ? start : greedySeating(problem, sizes, plan, random), random)
    const parts = evaluate(problem, seating.members)
    const colleagues = avoidableColleagues(seating.members.map((table) => table.map((guest) => problem.guests[guest]))).length
    if (best === null || colleagues < best.colleagues || (colleagues === best.colleagues && parts.objective > best.parts.objective)) {
      best = { tables: seating.members.map((table) => [...table]), parts, colleagues }
    }
  }
  return best as { tables: number[][]; parts: ObjectiveParts }
}

function composeSeats(
  input: CompositionInput,
  options: CompositionOptions,
  current: readonly (readonly string[])[] | null,
): CompositionResult {
  const invalid = invalidInput(input)
  if (invalid) return invalid
  const problem = buildProblem(input)
  const { min, max } = problem.bounds
  const failures: CompositionFailure[] = []
  for (const count of tableCounts(input, problem)) {
    const seats = seatsAt(problem, count)
    if (seats === null) {
      const tables = plural(count, ['table', 'tables'])
      failures.push(failure('size', `${people(problem)} ne tiennent pas à ${tables} de ${min} à ${max} avec les épinglages.`))
      continue
    }
    const sizes = seats.members
    const allowed = pinnedLanguages(problem, sizes)
    if (allowed === null) {
      failures.push(failure('pins', 'Des convives épinglés à une même table n’ont aucune langue en commun.'))
      continue
    }
    const plan = planLanguages(problem, sizes, allowed, seats.doubles)
    if (plan === null) {
      failures.push(failure('language', `Impossible de donner à chacune des ${count} tables une langue parlée par tous ses convives.`))
      continue
    }
    const start = current ? seatingFrom(problem, seats, input, current) : null
    const best = bestSeating(problem, sizes, plan, options, start)
    const tables = best.tables.map((table) => table.map((guest) => problem.guests[guest].id))
    return {
      ok: true,
      tables,
      objective: best.parts.objective,
      ...reportArrangement(problem, best.tables),
      seed: options.seed ?? DEFAULT_SEED,
    }
  }
  return failures[0] ?? failure('size', `${people(problem)} ne peuvent pas former des tables de ${min} à ${max}.`)
}

/**
 * Tables whose seats, each +1 counted, keep the bounds. When the +1s fit no table count (seven
 * members who all bring one, at tables of 6 to 8), the members are seated alone, as if without
 * their +1s: the tables still exist, and confirming them asks the admin for a reason.
 */
function compose(input: CompositionInput, options: CompositionOptions, current: readonly (readonly string[])[] | null): CompositionResult {
  const result = composeSeats(input, options, current)
  if (result.ok || input.guests.every((guest) => seatsOf(guest) === 1)) return result
  const alone = composeSeats({ ...input, guests: input.guests.map((guest) => ({ ...guest, seats: 1 as const })) }, options, current)
  return alone.ok ? alone : result
}

/** Composes the tables of one dinner: greedy starts and swap search, the best of several seeded restarts. */
export function composeTables(input: CompositionInput, options: CompositionOptions = {}): CompositionResult {
  return compose(input, options, null)
}

/**
 * Composes again for the guests who are not pinned, keeping the number of tables of `current` and
 * every pinned guest at their table. `input.guests` are everyone to seat (those of `current` and
 * any newcomer); when `current` still keeps the rules it is one of the starts, so the result is
 * never worse than it.
 */
export function recomposeUnpinned(
  input: CompositionInput,
  current: readonly (readonly string[])[],
  options: CompositionOptions = {},
): CompositionResult {
  const known = new Set(input.guests.map((guest) => guest.id))
  const strangers = current.flat().filter((id) => !known.has(id))
  if (strangers.length > 0) return failure('guests', `Convives inconnus de ce dîner : ${strangers.join(', ')}.`)
  return compose({ ...input, tableCount: current.length }, options, current)
}

/** The objective and indicators of any arrangement, e.g. after the admin moved guests by hand. */
export function describeTables(input: CompositionInput, tables: readonly (readonly string[])[]): ArrangementReport {
  const problem = buildProblem(input)
  const indexOf = new Map(input.guests.map((guest, i) => [guest.id, i]))
  return reportArrangement(
    problem,
    tables.map((table) => table.flatMap((id) => indexOf.get(id) ?? [])),
  )
}
