import type { DinnerBoard } from './api/dinners'
import { tablesPastBounds } from './tables'

type Tables = readonly (readonly string[])[]

/** After the tables are confirmed: the guests whose table in `tables` is not the one they were told. */
export function guestsToTell(seated: DinnerBoard['seated'], tables: Tables): string[] {
  return tables.flatMap((guests, index) => guests.filter((id) => seated[id] !== index + 1))
}

/** The tables as they stand after late changes (seatingState.ts): who sits where, who left each table, who is at none. */
type LateTables = { tables: Tables; vacated: Tables; arrivals: readonly string[] }

/**
 * The tables « Recomposer seulement les tables concernées » recomposes: those a guest left, those
 * past their bounds (+1s counted), and, while they cannot hold their guests and the arrivals within
 * the bounds, the other table that helps most: the fullest when they are short, the emptiest when
 * they are overfull (with arrivals and nothing else concerned, the emptiest). Every other table
 * keeps its guests. Empty when nothing is left to recompose.
 */
export function tablesToRecompose(board: Pick<DinnerBoard, 'guests' | 'dinner'>, { tables, vacated, arrivals }: LateTables): number[] {
  const plusOnes = new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id))
  const bounds = { min: board.dinner.tableSizeMin, max: board.dinner.tableSizeMax }
  const seats = (ids: readonly string[]) => ids.length + ids.filter((id) => plusOnes.has(id)).length
  const chosen = new Set(tablesPastBounds(tables, plusOnes, bounds).map(({ number }) => number - 1))
  vacated.forEach((left, index) => left.length > 0 && chosen.add(index))
  const arriving = seats(arrivals)
  if (chosen.size === 0 && arriving === 0) return []
  for (;;) {
    const people = [...chosen].reduce((sum, index) => sum + seats(tables[index]), arriving)
    const short = people < chosen.size * bounds.min
    if (chosen.size > 0 && !short && people <= chosen.size * bounds.max) break
    const [partner] = tables
      .map((_, index) => index)
      .filter((index) => !chosen.has(index))
      .sort((a, b) => (short ? seats(tables[b]) - seats(tables[a]) : seats(tables[a]) - seats(tables[b])) || a - b)
    if (partner === undefined) break
    chosen.add(partner)
  }
  return [...chosen].sort((a, b) => a - b)
}
