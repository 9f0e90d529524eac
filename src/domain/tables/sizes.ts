import type { TableSizeBounds } from './types'

/** The table counts whose sizes can fit the bounds, preferred first: tables nearest the middle of the bounds. */
export function fittingTableCounts(guests: number, bounds: TableSizeBounds): number[] {
  const counts: number[] = []
  for (let count = Math.ceil(guests / bounds.max); count * bounds.min <= guests; count++) if (count > 0) counts.push(count)
  const middle = (bounds.min + bounds.max) / 2
  return counts.sort((a, b) => Math.abs(guests / a - middle) - Math.abs(guests / b - middle) || a - b)
}

/**
 * Sizes as even as possible (20 guests in 3 tables: 7, 7, 6), each at least the bounds' minimum and
 * the number of guests pinned there; null when the bounds cannot hold them.
 */
export function tableSizes(guests: number, count: number, bounds: TableSizeBounds, pinnedPerTable: number[]): number[] | null {
  const sizes = Array.from({ length: count }, (_, t) => Math.max(bounds.min, pinnedPerTable[t] ?? 0))
  let left = guests - sizes.reduce((sum, size) => sum + size, 0)
  if (left < 0 || sizes.some((size) => size > bounds.max)) return null
  while (left > 0) {
    const smallest = sizes.indexOf(Math.min(...sizes))
    if (sizes[smallest] >= bounds.max) return null
    sizes[smallest]++
    left--
  }
  return sizes
}

/**
 * The tables whose people, each member's +1 counted, fall outside the bounds (numbered from 1): the
 * engine seats members only, the restaurant seats everyone. Confirming them needs a reason.
 */
export function tablesPastBounds(
  tables: readonly (readonly string[])[],
  plusOnes: ReadonlySet<string>,
  bounds: TableSizeBounds,
): { number: number; people: number }[] {
  return tables.flatMap((table, index) => {
    const people = table.length + table.filter((id) => plusOnes.has(id)).length
    return people < bounds.min || people > bounds.max ? [{ number: index + 1, people }] : []
  })
}

/** Each table's number of members and, among them, of members who bring a +1. */
export interface SeatPlan {
  members: number[]
  doubles: number[]
}

/**
 * Spreads the members who bring a +1 (`doubles` in all, the pinned ones at their tables) so that
 * each table seats exactly its `targets` people: each goes where the most single seats are left.
 * Null when a table would run out of single seats for its pinned guests.
 */
export function seatPlan(targets: number[], pinnedSingles: number[], pinnedDoubles: number[], doubles: number): SeatPlan | null {
  const placed = [...pinnedDoubles]
  const singlesLeft = (t: number) => targets[t] - 2 * placed[t] - pinnedSingles[t]
  for (let left = doubles - pinnedDoubles.reduce((sum, count) => sum + count, 0); left > 0; left--) {
    const roomiest = targets.reduce((best, _, t) => (singlesLeft(t) > singlesLeft(best) ? t : best), 0)
    if (singlesLeft(roomiest) < 2) return null
    placed[roomiest]++
  }
  return { members: targets.map((target, t) => target - placed[t]), doubles: placed }
}
