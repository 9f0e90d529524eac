import { randomBytes } from 'node:crypto'

import type { Arrangement } from '@/domain/api/dinners'

import { intArray, sql, type Transaction } from '../../db/transaction'

/**
 * A dinner's stored tables: the `dinner-tables` document (collections/DinnerTables.ts), read and
 * written here in SQL, in the tables Payload keeps it in (a row, its `tables` array rows with
 * their guests in `dinner_tables_rels`, its `pins` rows), so that the admin panel reads it as
 * ever. Payload's own reads and writes of it cost a dozen queries each; the composition of an
 * evening's fifty dinners does one of each per dinner.
 */
export type StoredTables = {
  id: number
  composedAt: string | null
  confirmedAt: string | null
  outOfBoundsReason: string | null
  /** The tables and pins stored, or null before any composition. */
  arrangement: Arrangement | null
}

/** A `dinner_tables` row as STORED_TABLES_JSON reads it. */
export type StoredRow = {
  id: number
  dinnerId: number
  composedAt: string | null
  confirmedAt: string | null
  outOfBoundsReason: string | null
  tables: number[][]
  pins: { guest: number; table: number | string }[]
}

/**
 * One `dinner_tables` row `t` as JSON: its tables in order, each its guests in order (Payload's
 * paths `tables.{index}.guests`, its rows' `_order` counting from 1), and its pins. A query reads
 * it beside what else it needs (the board's own query does).
 */
export const STORED_TABLES_SQL = `json_build_object(
  'id', t.id, 'dinnerId', t.dinner_id, 'composedAt', t.composed_at, 'confirmedAt', t.confirmed_at,
  'outOfBoundsReason', t.out_of_bounds_reason,
  'tables', coalesce((
    SELECT json_agg(coalesce((
      SELECT json_agg(r.users_id ORDER BY r."order") FROM dinner_tables_rels r
       WHERE r.parent_id = t.id AND r.path = 'tables.' || (tt._order - 1) || '.guests'), '[]'::json) ORDER BY tt._order)
      FROM dinner_tables_tables tt WHERE tt._parent_id = t.id), '[]'::json),
  'pins', coalesce((
    SELECT json_agg(json_build_object('guest', p.guest_id, 'table', p."table") ORDER BY p._order)
      FROM dinner_tables_pins p WHERE p._parent_id = t.id), '[]'::json))`
export const STORED_TABLES_JSON = sql.raw(STORED_TABLES_SQL)

/** A time as the site's JSON carries it (what Payload answers): the screens send `composedAt` back to say which tables they showed. */
const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/** The stored tables of a row read with STORED_TABLES_JSON (null: none stored). */
export function storedTablesFrom(row: StoredRow | null): StoredTables | null {
  if (!row) return null
  return {
    id: row.id,
    composedAt: isoOrNull(row.composedAt),
    confirmedAt: isoOrNull(row.confirmedAt),
    outOfBoundsReason: row.outOfBoundsReason,
    arrangement:
      row.tables.length === 0
        ? null
        : {
            tables: row.tables.map((guests) => guests.map(String)),
            pins: row.pins.map((pin) => ({ guest: String(pin.guest), table: Number(pin.table) })),
          },
  }
}

/** An array row's id as Payload makes it (an ObjectId's 24 hexadecimal digits). */
const rowId = () => randomBytes(12).toString('hex')

/** Hexadecimal ids as one PostgreSQL array literal (intArray's counterpart: nothing in them needs quoting). */
const hexArray = (ids: readonly string[]) => `{${ids.join(',')}}`

type TablesToStore = {
  dinnerId: number
  /** Member ids per table, in order. */
  tables: readonly (readonly number[])[]
  /** Replaced when given, kept otherwise. */
  pins?: readonly { guest: number; table: number; pinnedBy: number }[]
  /** Set when given (a composition, a change by hand), kept otherwise. */
  composedAt?: string
}

/** Times (ISO strings, or null) as one PostgreSQL array literal. */
const timeArray = (times: readonly (string | null)[]) => `{${times.map((time) => (time === null ? 'NULL' : `"${time}"`)).join(',')}}`

/**
 * Stores the tables of each dinner given in one statement, in `tx` (the caller holds the dinners'
 * row locks and has checked the admin's right, the collection's `adminOnly`): each document
 * created or updated, its array rows and their guests replaced, its pins replaced when given. The
 * confirmation's columns are the confirmation's to write. Answers each dinner's document id.
 */
export async function storeTablesOf(tx: Transaction, dinners: readonly TablesToStore[]): Promise<Map<number, number>> {
  if (dinners.length === 0) return new Map()
  const tableRows = dinners.flatMap(({ dinnerId, tables }) => tables.map((_, index) => ({ dinnerId, order: index + 1, row: rowId() })))
  const seats = dinners.flatMap(({ dinnerId, tables }) =>
    tables.flatMap((guests, index) => guests.map((guest, order) => ({ dinnerId, index, order: order + 1, guest }))),
  )
  const pinned = dinners.filter((dinner) => dinner.pins !== undefined)
  const pins = pinned.flatMap(({ dinnerId, pins: given = [] }) =>
    given.map((pin, index) => ({ dinnerId, order: index + 1, row: rowId(), ...pin })),
  )
  const stored = await tx.query<{ id: number; dinner_id: number }>(sql`
    WITH stored AS (
      INSERT INTO dinner_tables (dinner_id, composed_at)
      SELECT i.dinner_id, i.composed_at
        FROM unnest(${intArray(dinners.map((dinner) => dinner.dinnerId))}::int[],
                    ${timeArray(dinners.map((dinner) => dinner.composedAt ?? null))}::timestamptz[]) AS i(dinner_id, composed_at)
      ON CONFLICT (dinner_id) DO UPDATE SET composed_at = coalesce(excluded.composed_at, dinner_tables.composed_at), updated_at = now()
      RETURNING id, dinner_id),
    cleared_tables AS (DELETE FROM dinner_tables_tables WHERE _parent_id IN (SELECT id FROM stored)),
    cleared_guests AS (DELETE FROM dinner_tables_rels WHERE parent_id IN (SELECT id FROM stored) AND path LIKE 'tables.%'),
    table_rows AS (
      INSERT INTO dinner_tables_tables (_order, _parent_id, id)
      SELECT t.ord, stored.id, t.row_id
        FROM unnest(${intArray(tableRows.map((row) => row.dinnerId))}::int[], ${hexArray(tableRows.map((row) => row.row))}::varchar[],
                    ${intArray(tableRows.map((row) => row.order))}::int[]) AS t(dinner_id, row_id, ord)
        JOIN stored USING (dinner_id)),
    guests AS (
      INSERT INTO dinner_tables_rels ("order", parent_id, path, users_id)
      SELECT g.ord, stored.id, 'tables.' || g.table_index || '.guests', g.guest
        FROM unnest(${intArray(seats.map((seat) => seat.dinnerId))}::int[], ${intArray(seats.map((seat) => seat.index))}::int[],
                    ${intArray(seats.map((seat) => seat.order))}::int[], ${intArray(seats.map((seat) => seat.guest))}::int[])
                    AS g(dinner_id, table_index, ord, guest)
        JOIN stored USING (dinner_id)),
    cleared_pins AS (
      DELETE FROM dinner_tables_pins
       WHERE _parent_id IN (SELECT id FROM stored WHERE dinner_id = ANY(${intArray(pinned.map((dinner) => dinner.dinnerId))}::int[]))),
    pins AS (
      INSERT INTO dinner_tables_pins (_order, _parent_id, id, guest_id, "table", pinned_by_id)
      SELECT p.ord, stored.id, p.row_id, p.guest, p.seat_table, p.pinned_by
        FROM unnest(${intArray(pins.map((pin) => pin.dinnerId))}::int[], ${hexArray(pins.map((pin) => pin.row))}::varchar[],
                    ${intArray(pins.map((pin) => pin.guest))}::int[], ${intArray(pins.map((pin) => pin.table))}::int[],
                    ${intArray(pins.map((pin) => pin.pinnedBy))}::int[], ${intArray(pins.map((pin) => pin.order))}::int[])
                    AS p(dinner_id, row_id, guest, seat_table, pinned_by, ord)
        JOIN stored USING (dinner_id))
    SELECT id, dinner_id FROM stored`)
  return new Map(stored.map((row) => [row.dinner_id, row.id]))
}

/** One dinner's tables stored (storeTablesOf). */
export async function storeTables(tx: Transaction, dinnerId: number, tables: Omit<TablesToStore, 'dinnerId'>): Promise<number> {
  return (await storeTablesOf(tx, [{ dinnerId, ...tables }])).get(dinnerId) as number
}
