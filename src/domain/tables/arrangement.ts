/** Changes an admin makes to composed tables by hand (drag and drop, or the move menu). */

/** The table (0-based) where a guest sits, or -1. */
export function tableOf(tables: readonly (readonly string[])[], guestId: string): number {
  return tables.findIndex((table) => table.includes(guestId))
}

/** The tables with one guest moved to the end of another table (unchanged when already there). */
export function moveGuest(tables: readonly (readonly string[])[], guestId: string, to: number): string[][] {
  const from = tableOf(tables, guestId)
  if (from === -1 || from === to || to < 0 || to >= tables.length) return tables.map((table) => [...table])
  return tables.map((table, index) => {
    if (index === from) return table.filter((id) => id !== guestId)
    if (index === to) return [...table, guestId]
    return [...table]
  })
}

/** The tables with a guest at table `to`: moved from their table, or placed there when they are at none yet (an arrival). */
export function seatGuest(tables: readonly (readonly string[])[], guestId: string, to: number): string[][] {
  if (tableOf(tables, guestId) !== -1 || to < 0 || to >= tables.length) return moveGuest(tables, guestId, to)
  return tables.map((table, index) => (index === to ? [...table, guestId] : [...table]))
}
