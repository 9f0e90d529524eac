import type { DinnerBoard } from './api/dinners'
import { TABLE_ERRORS } from './dinnerAdminTexts'
import { fillCount } from './plural'
import { tablesPastBounds } from './tables'

/**
 * What « Confirmer les tables » says of each table of `board` past its bounds, each +1 counted:
 * the server refuses on it without a reason, the screen asks for one on it.
 */
export function pastBoundsOf(board: Pick<DinnerBoard, 'guests' | 'dinner'>, tables: readonly (readonly string[])[]): string[] {
  const plusOnes = new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id))
  const bounds = { min: board.dinner.tableSizeMin, max: board.dinner.tableSizeMax }
  return tablesPastBounds(tables, plusOnes, bounds).map(({ number, people }) =>
    fillCount(TABLE_ERRORS.tableSeats, people, { number, min: bounds.min, max: bounds.max }),
  )
}
