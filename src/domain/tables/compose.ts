import { avoidableColleagues } from './colleagues'
import { pinnedLanguages, planLanguages, type LanguagePlan } from './languages'
import { evaluate } from './objective'
import { plural } from '../plural'
import { seededRandom } from './prng'
import { buildProblem, seatsOf, type Problem } from './problem'
import { reportArrangement, type ArrangementReport } from './report'
import { checkHardRules } from './rules'
import { greedySeating, improveBySwaps } from './search'
import { Seating } from './seating'
import { seatPlans } from './seatPlans'
import { fittingTableCounts, type SeatPlan } from './sizes'
import type { CompositionFailure, CompositionInput, CompositionOptions, CompositionResult, ObjectiveParts } from './types'
import { failure, invalidInput } from './validation'
import { DEFAULT_RESTARTS, DEFAULT_SEED } from './weights'

function tableCounts(input: CompositionInput, problem: Problem): number[] {
  if (input.tableCount !== undefined) return [input.tableCount]
  const lastPinned = Math.max(-1, ...problem.pinned)
  return fittingTableCounts(problem.totalSeats, problem.bounds).filter((count) => count > lastPinned)
}

/** « 20 convives », or with +1s « 22 personnes, invités compris », for the failure messages. */
const people = (problem: Problem) =>
  problem.totalSeats === problem.n
    ? plural(problem.n, ['convive', 'convives'])
    : `${plural(problem.totalSeats, ['personne', 'personnes'])}, invités compris,`

/** The shape of the current arrangement (members and +1s per table), when it keeps the rules: the first plan to try. */
function shapeOf(problem: Problem, input: CompositionInput, tables: readonly (readonly string[])[]): SeatPlan | null {
  if (!checkHardRules(input, tables).every((broken) => broken.rule === 'company')) return null
  const indexOf = new Map(problem.guests.map((guest, i) => [guest.id, i]))
  const doublesAt = (table: readonly string[]) => table.filter((id) => problem.seats[indexOf.get(id) as number] === 2).length
  return { members: tables.map((table) => table.length), doubles: tables.map(doublesAt) }
}

/** The current arrangement as a start for the swap search, when it has the plan's shape (and so keeps sizes, languages and pins). */
function seatingFrom(problem: Problem, plan: SeatPlan, input: CompositionInput, tables: readonly (readonly string[])[]): Seating | null {
  const shape = shapeOf(problem, input, tables)
  if (!shape || `${shape.members}|${shape.doubles}` !== `${plan.members}|${plan.doubles}`) return null
  const indexOf = new Map(problem.guests.map((guest, i) => [guest.id, i]))
  const seating = new Seating(problem, plan.members)
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
  const currentShape = current ? shapeOf(problem, input, current) : null
  for (const count of tableCounts(input, problem)) {
    const plans = seatPlans(problem, count, currentShape?.members.length === count ? currentShape : null)
    if (plans.length === 0) {
      const tables = plural(count, ['table', 'tables'])
      failures.push(failure('size', `${people(problem)} ne tiennent pas à ${tables} de ${min} à ${max} avec les épinglages.`))
      continue
    }
    const allowed = pinnedLanguages(problem, plans[0].members)
    if (allowed === null) {
      failures.push(failure('pins', 'Des convives épinglés à une même table n’ont aucune langue en commun.'))
      continue
    }
    // The first plan whose tables can each be given a language all their guests speak.
    let chosen: { seats: SeatPlan; plan: LanguagePlan } | null = null
    for (const seats of plans) {
      const plan = planLanguages(problem, seats.members, allowed, seats.doubles)
      if (plan) {
        chosen = { seats, plan }
        break
      }
    }
    if (!chosen) {
      failures.push(failure('language', `Impossible de donner à chacune des ${count} tables une langue parlée par tous ses convives.`))
      continue
    }
    const { seats, plan } = chosen
    const sizes = seats.members
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
 * Tables whose seats, each +1 counted, keep the bounds. When the +1s fit no table at all (seven
 * members who all bring one, at tables of exactly 7), the members are seated alone, as if without
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

/**
 * Composes again only the tables `which` (indexes into `current`) with their guests and `arrivals`
 * (ids of `input.guests` at no table), with the same rules (sizes, a shared language, reports
 * kept apart, colleagues, past pairs); every other table keeps exactly its guests. A guest pinned
 * in one of them stays at that table. When those tables cannot keep apart a pair a report
 * separates, the emptiest other table joins them, and so on.
 */
export function recomposeTables(
  input: CompositionInput,
  current: readonly (readonly string[])[],
  which: readonly number[],
  arrivals: readonly string[],
  options: CompositionOptions = {},
): CompositionResult {
  const result = recomposeOnly({ input, current, which, arrivals }, options)
  const [emptiest] = current
    .map((_, index) => index)
    .filter((index) => !which.includes(index))
    .sort((a, b) => current[a].length - current[b].length || a - b)
  if (emptiest === undefined || (result.ok && result.parts.apartPairs === 0)) return result
  return recomposeTables(
    input,
    current,
    [...which, emptiest].sort((a, b) => a - b),
    arrivals,
    options,
  )
}

type Recomposition = {
  input: CompositionInput
  current: readonly (readonly string[])[]
  which: readonly number[]
  arrivals: readonly string[]
}

function recomposeOnly({ input, current, which, arrivals }: Recomposition, options: CompositionOptions): CompositionResult {
  const ids = new Set([...which.flatMap((index) => current[index] ?? []), ...arrivals])
  const local = new Map(which.map((index, position) => [index, position]))
  const guests = input.guests
    .filter((guest) => ids.has(guest.id))
    .map((guest) => ({ ...guest, pinnedTable: local.get(guest.pinnedTable ?? -1) ?? null }))
  const inside = (group: readonly string[]) => group.filter((id) => ids.has(id))
  const result = compose(
    {
      ...input,
      guests,
      pastTables: input.pastTables?.map(inside).filter((group) => group.length > 1),
      apart: input.apart?.filter((pair) => pair.every((id) => ids.has(id))),
      tableCount: which.length,
    },
    options,
    which.map((index) => current[index]),
  )
  if (!result.ok) return result
  const tables = current.map((table) => [...table])
  which.forEach((index, position) => (tables[index] = result.tables[position]))
  return { ...result, tables }
}
