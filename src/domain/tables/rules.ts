import { avoidableColleagues, sharedLanguages } from './colleagues'
import { seatsOf } from './problem'
import type { BrokenRule, CompositionInput } from './types'
import { DEFAULT_TABLE_SIZE } from './weights'

function guestRule(input: CompositionInput, tables: readonly (readonly string[])[]): BrokenRule[] {
  const known = new Set(input.guests.map((guest) => guest.id))
  const placed = tables.flat()
  const unknown = [...new Set(placed.filter((id) => !known.has(id)))]
  const twice = [...new Set(placed.filter((id, k) => placed.indexOf(id) !== k))]
  const missing = [...known].filter((id) => !placed.includes(id))
  return [
    ...(unknown.length > 0
      ? [{ rule: 'guests' as const, guestIds: unknown, message: `Convives inconnus de ce dîner : ${unknown.join(', ')}.` }]
      : []),
    ...(twice.length > 0
      ? [{ rule: 'guests' as const, guestIds: twice, message: `Convives placés deux fois : ${twice.join(', ')}.` }]
      : []),
    ...(missing.length > 0
      ? [{ rule: 'guests' as const, guestIds: missing, message: `Convives sans table : ${missing.join(', ')}.` }]
      : []),
  ]
}

/** Two guests a report keeps apart never share a table, whatever placed them there (admins alone see why). */
function apartRule(input: CompositionInput, tables: readonly (readonly string[])[]): BrokenRule[] {
  return tables.flatMap((table, t) =>
    (input.apart ?? []).flatMap(([a, b]): BrokenRule[] =>
      a !== b && table.includes(a) && table.includes(b)
        ? [{ rule: 'apart', table: t, guestIds: [a, b], message: `Table ${t + 1} : deux convives qu’un signalement sépare y sont assis.` }]
        : [],
    ),
  )
}

/** The hard rules an arrangement breaks (empty when it keeps them all); colleagues count only when a swap could part them (see avoidableColleagues). */
export function checkHardRules(input: CompositionInput, tables: readonly (readonly string[])[]): BrokenRule[] {
  const bounds = input.tableSize ?? DEFAULT_TABLE_SIZE
  const byId = new Map(input.guests.map((guest) => [guest.id, guest]))
  const seated = tables.map((table) => table.flatMap((id) => byId.get(id) ?? []))
  // Seats, each +1 counted; an unknown guest (its own broken rule) takes one.
  const sizes = seated.flatMap((guests, t): BrokenRule[] => {
    const size = guests.reduce((sum, guest) => sum + seatsOf(guest), tables[t].length - guests.length)
    return size < bounds.min || size > bounds.max
      ? [{ rule: 'size', table: t, size, message: `Table ${t + 1} : ${size} convives, hors des bornes ${bounds.min} à ${bounds.max}.` }]
      : []
  })
  const languages = seated.flatMap((guests, t): BrokenRule[] =>
    guests.length > 0 && sharedLanguages(guests).length === 0
      ? [{ rule: 'language', table: t, message: `Table ${t + 1} : aucune langue commune à tous les convives.` }]
      : [],
  )
  const pins = input.guests.flatMap((guest): BrokenRule[] => {
    const pinned = guest.pinnedTable
    if (pinned === null || pinned === undefined || tables[pinned]?.includes(guest.id)) return []
    return [
      { rule: 'pin', guestId: guest.id, table: pinned, message: `${guest.id} est épinglé à la table ${pinned + 1} mais n’y est pas.` },
    ]
  })
  return [...guestRule(input, tables), ...sizes, ...languages, ...pins, ...apartRule(input, tables), ...avoidableColleagues(seated)]
}
