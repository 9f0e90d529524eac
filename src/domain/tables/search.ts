import type { LanguagePlan } from './languages'
import { shuffle } from './prng'
import type { Problem } from './problem'
import { Seating } from './seating'

const IMPROVEMENT = 1e-9

/**
 * Greedy start: pinned guests first, then the least filled table (ties in a random order) takes
 * the unseated guest of its language quota whose affinity with the table is highest (ties: a
 * random guest), which seeds each table with a random guest and then spreads profiles apart.
 */
export function greedySeating(problem: Problem, sizes: number[], plan: LanguagePlan, random: () => number): Seating {
  const seating = new Seating(problem, sizes)
  problem.pinned.forEach((table, guest) => table >= 0 && seating.seat(guest, table))
  const quota = plan.quota.map((row) => [...row])
  const unseated = shuffle(
    plan.kinds.flatMap((members) => members),
    random,
  )
  const tableOrder = shuffle(
    sizes.map((_, t) => t),
    random,
  )
  while (unseated.length > 0) {
    const fill = (t: number) => seating.members[t].length / sizes[t]
    const table = tableOrder.filter((t) => seating.members[t].length < sizes[t]).reduce((best, t) => (fill(t) < fill(best) ? t : best))
    let chosen = -1
    for (let k = 0; k < unseated.length; k++) {
      const guest = unseated[k]
      if (quota[plan.kindOf[guest]][table] === 0) continue
      if (chosen < 0 || seating.gainAt(guest, table) > seating.gainAt(unseated[chosen], table)) chosen = k
    }
    const guest = unseated[chosen]
    quota[plan.kindOf[guest]][table]--
    unseated.splice(chosen, 1)
    seating.seat(guest, table)
  }
  return seating
}

/**
 * Swaps two unpinned guests of different tables, who take as many seats (so each table keeps its
 * size), whenever it raises the objective and keeps a shared language, until no swap does.
 */
export function improveBySwaps(problem: Problem, seating: Seating, random: () => number): Seating {
  const movable = shuffle(
    Array.from({ length: problem.n }, (_, i) => i).filter((i) => problem.pinned[i] < 0),
    random,
  )
  for (let improved = true; improved;) {
    improved = false
    for (let p = 0; p < movable.length; p++) {
      for (let q = p + 1; q < movable.length; q++) {
        const i = movable[p]
        const j = movable[q]
        if (seating.tableOf[i] === seating.tableOf[j] || problem.seats[i] !== problem.seats[j]) continue
        if (seating.swapDelta(i, j) > IMPROVEMENT && seating.keepsLanguages(i, j)) {
          seating.swap(i, j)
          improved = true
        }
      }
    }
  }
  return seating
}
