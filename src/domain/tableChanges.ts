import type { DinnerBoard } from './api/dinners'
import { tablesPastBounds } from './tables'

type Tables = readonly (readonly string[])[]

/** After the tables are confirmed: the guests whose table in `tables` is not the one they were told. */
export function guestsToTell(seated: DinnerBoard['seated'], tables: Tables): string[] {
  return tables.flatMap((guests, index) => guests.filter((id) => seated[id] !== index + 1))
}

/**
 * The tables a late change touched (past their bounds, +1s counted), and the one other table they
 * need to come back within them: the fullest when a table is short, the emptiest when one is
 * overfull. Recomposing after the confirmation moves only their guests; everyone else keeps the
 * table they were told. Empty when no table is past its bounds.
 */
export function tablesToRecompose(board: Pick<DinnerBoard, 'guests' | 'dinner'>, tables: Tables): Set<number> {
  const plusOnes = new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id))
  const bounds = { min: board.dinner.tableSizeMin, max: board.dinner.tableSizeMax }
  const past = tablesPastBounds(tables, plusOnes, bounds)
  const chosen = new Set(past.map(({ number }) => number - 1))
  if (chosen.size === 0) return chosen
  const people = (index: number) => tables[index].length + tables[index].filter((id) => plusOnes.has(id)).length
  const short = past.some(({ people: count }) => count < bounds.min)
  const [partner] = tables
    .map((_, index) => index)
    .filter((index) => !chosen.has(index))
    .sort((a, b) => (short ? people(b) - people(a) : people(a) - people(b)))
  if (partner !== undefined) chosen.add(partner)
  return chosen
}
