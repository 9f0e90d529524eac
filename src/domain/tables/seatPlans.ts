import type { Problem } from './problem'
import { seatPlan, type SeatPlan, tableSizes } from './sizes'

/** How many guests pinned to each of `count` tables are counted by `counts` (a guest index to 0 or more). */
const pinnedPerTable = (problem: Problem, count: number, counts: (guest: number) => number) =>
  Array.from({ length: count }, (_, t) => problem.pinned.reduce((sum, table, i) => sum + (table === t ? counts(i) : 0), 0))

/** Each table's seats with one moved from table `from` to table `to`, or null past the bounds or the pins. */
function shifted(targets: number[], from: number, to: number, bounds: Problem['bounds'], pinnedSeats: number[]): number[] | null {
  const next = targets.map((size, t) => size + (t === to ? 1 : 0) - (t === from ? 1 : 0))
  return next[from] < Math.max(bounds.min, pinnedSeats[from]) || next[to] > bounds.max ? null : next
}

/** The plan with one +1 moved from table `from` to `to` (two single seats going the other way), or null when `to` has no room. */
function doubleMoved(plan: SeatPlan, targets: number[], from: number, to: number, pinnedSingles: number[], pinnedDoubles: number[]) {
  if (plan.doubles[from] <= pinnedDoubles[from] || targets[to] - 2 * (plan.doubles[to] + 1) < pinnedSingles[to]) return null
  const doubles = plan.doubles.map((count, t) => count + (t === to ? 1 : 0) - (t === from ? 1 : 0))
  return { members: targets.map((target, t) => target - doubles[t]), doubles }
}

/**
 * The ways to seat the dinner's people at `count` tables, preferred first: the current shape
 * (`current`, when it keeps the rules), then even sizes with the +1s spread (seatPlan). With +1s,
 * also the plans one move away: a +1 at another table (the languages may want two at one table),
 * or one seat moved between two tables (pairs cannot fill an odd size on their own). Without +1s,
 * the even sizes alone, as the composition always did.
 */
export function seatPlans(problem: Problem, count: number, current: SeatPlan | null): SeatPlan[] {
  const pinnedSeats = pinnedPerTable(problem, count, (i) => problem.seats[i])
  const pinnedSingles = pinnedPerTable(problem, count, (i) => (problem.seats[i] === 1 ? 1 : 0))
  const pinnedDoubles = pinnedPerTable(problem, count, (i) => (problem.seats[i] === 2 ? 1 : 0))
  const doubles = problem.totalSeats - problem.n
  const even = tableSizes(problem.totalSeats, count, problem.bounds, pinnedSeats)
  const plans: SeatPlan[] = current && doubles > 0 ? [current] : []
  const planFor = (targets: number[]) => seatPlan(targets, pinnedSingles, pinnedDoubles, doubles)
  const base = even && planFor(even)
  if (even && base) plans.push(base)
  if (doubles > 0 && even) {
    const pairs = even.flatMap((_, from) => even.flatMap((__, to) => (from === to ? [] : [[from, to] as const])))
    if (base)
      for (const [from, to] of pairs) plans.push(...[doubleMoved(base, even, from, to, pinnedSingles, pinnedDoubles)].filter(isPlan))
    for (const [from, to] of pairs) {
      const targets = shifted(even, from, to, problem.bounds, pinnedSeats)
      plans.push(...[targets && planFor(targets)].filter(isPlan))
    }
  }
  const seen = new Set<string>()
  return plans.filter((plan) => {
    const key = `${plan.members}|${plan.doubles}`
    return !seen.has(key) && seen.add(key)
  })
}

const isPlan = (plan: SeatPlan | null | undefined): plan is SeatPlan => Boolean(plan)
