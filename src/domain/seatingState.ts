import type { Arrangement, TablesSummary } from './api/dinners'
import { DINNER_VIEW_TEXTS } from './dinnerAdminTexts'
import { fillCount } from './plural'
import { guestsToTell } from './tableChanges'

/**
 * Where a dinner's tables stand after bookings and cancellations since they were composed: one
 * computation that the board, the dinners' index and the CSV exports all read, so that they never
 * disagree. Bookings change without touching the stored tables: a guest who cancels stays in them
 * (their seat shows empty), a guest who books is at none (an arrival to place).
 */

export type SeatingFacts = {
  /** The stored tables (guest ids; those who left since are still in them) and pins, or null before any composition. */
  stored: Arrangement | null
  /** The guests booked now, with the table (1-based) they were told once confirmed, else null. */
  booked: readonly { id: string; told: number | null }[]
}

export type SeatingState = {
  /** The tables as the team left them, with every guest still booked at their table. */
  tables: string[][]
  pins: Arrangement['pins']
  /** For each table, the guests who left it since: their seats show empty. */
  vacated: string[][]
  /** Booked guests at no table yet (booked since the composition): the team places them. */
  arrivals: string[]
}

/**
 * The tables now: the stored ones without the guests who left (kept apart as empty seats), a guest
 * told a table they are not stored at (moved up from the waitlist after the confirmation) at that
 * table, in the empty seat if there is one, and anyone else booked at no table. Null before any
 * composition.
 */
export function seatingState({ stored, booked }: SeatingFacts): SeatingState | null {
  const here = new Set(booked.map((guest) => guest.id))
  const base = stored?.tables ?? []
  const count = Math.max(base.length, ...booked.map((guest) => guest.told ?? 0))
  if (count === 0) return null
  const tables = Array.from({ length: count }, (_, index) => (base[index] ?? []).filter((id) => here.has(id)))
  const vacated = Array.from({ length: count }, (_, index) => (base[index] ?? []).filter((id) => !here.has(id)))
  const placed = new Set(tables.flat())
  for (const { id, told } of booked) {
    if (told === null || placed.has(id)) continue
    tables[told - 1].push(id)
    vacated[told - 1].shift()
    placed.add(id)
  }
  return {
    tables,
    pins: (stored?.pins ?? []).filter((pin) => tables[pin.table]?.includes(pin.guest)),
    vacated,
    arrivals: booked.filter((guest) => !placed.has(guest.id)).map((guest) => guest.id),
  }
}

/**
 * The empty seats still shown once the team's `next` tables replace the state's: a table that got
 * guests back (an arrival placed there, a guest moved in) fills its empty seats first.
 */
export function vacatedAfter(state: Pick<SeatingState, 'tables' | 'vacated'>, next: readonly (readonly string[])[]): string[][] {
  return state.vacated.map((left, index) => left.slice(Math.max(0, (next[index]?.length ?? 0) - (state.tables[index]?.length ?? 0))))
}

/** Where the tables stand for the index and the board, from the same state the board shows. */
export function tablesSummary(state: SeatingState | null, facts: SeatingFacts, confirmed: boolean): TablesSummary {
  const told = Object.fromEntries(facts.booked.flatMap((guest) => (guest.told === null ? [] : [[guest.id, guest.told]])))
  return {
    stage: confirmed ? 'confirmed' : state ? 'composed' : 'none',
    arrivals: state?.arrivals.length ?? 0,
    vacated: state?.vacated.flat().length ?? 0,
    toTell: confirmed && state ? guestsToTell(told, state.tables).length : 0,
  }
}

/** « Tables composées — 1 arrivée à placer, 1 place libérée »: the stage, then what is left to do. */
export function tablesSummaryLabel(summary: TablesSummary): string {
  const stage = {
    none: DINNER_VIEW_TEXTS.tablesNone,
    composed: DINNER_VIEW_TEXTS.tablesComposed,
    confirmed: DINNER_VIEW_TEXTS.tablesConfirmed,
  }[summary.stage]
  const todo = [
    summary.arrivals > 0 ? fillCount(DINNER_VIEW_TEXTS.arrivalsToPlace, summary.arrivals) : '',
    summary.vacated > 0 ? fillCount(DINNER_VIEW_TEXTS.seatsVacated, summary.vacated) : '',
    summary.toTell > 0 ? fillCount(DINNER_VIEW_TEXTS.guestsToTell, summary.toTell) : '',
  ].filter(Boolean)
  return todo.length > 0 ? `${stage} — ${todo.join(', ')}` : stage
}

/** Whether the summary asks the team for something (the index then shows it as a warning). */
export const tablesNeedWork = (summary: TablesSummary): boolean => summary.arrivals > 0 || summary.vacated > 0 || summary.toTell > 0
