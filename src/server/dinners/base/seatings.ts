import type { Payload } from 'payload'

import { isAdminUser } from '@/domain/roles'
import { type SeatingFacts, type SeatingState, seatingState } from '@/domain/seatingState'
import type { User } from '@/payload-types'

import { STORED_TABLES_JSON, type StoredRow, type StoredTables, storedTablesFrom } from './storedTables'
import { intArray, outsideTransaction, sql, type Transaction } from '../../db/transaction'
import { forbidden } from '../../http/errors'

export type Seating = { stored: StoredTables | null; facts: SeatingFacts; state: SeatingState | null }

type BookedRow = { member_id: number; table_number: number | string | null }
type SeatingRow = { dinner_id: number; stored: StoredRow | null; booked: BookedRow[] }

/** The guests booked now, in booking order, with the table each was told (null before the confirmation). */
export const bookedFacts = (rows: readonly BookedRow[]): SeatingFacts['booked'] =>
  rows.map((row) => ({ id: String(row.member_id), told: row.table_number === null ? null : Number(row.table_number) }))

/** A dinner's seating from its stored tables and its booked guests (seatingState). */
export function seatingFrom(stored: StoredTables | null, booked: SeatingFacts['booked']): Seating {
  const facts: SeatingFacts = { stored: stored?.arrangement ?? null, booked }
  return { stored, facts, state: seatingState(facts) }
}

/** In SQL, the booked guests of the dinner `dinner` as JSON (BookedRow), in booking order. */
const BOOKED_JSON = sql.raw(`coalesce((
  SELECT json_agg(json_build_object('member_id', b.member_id, 'table_number', b.table_number) ORDER BY b.created_at, b.id)
    FROM bookings b WHERE b.dinner_id = dinner.id AND b.status IN ('booked', 'attended')), '[]'::json)`)

/** The stored tables and the booked guests of each dinner, in one query (seatingsOf). */
export async function readSeatings(db: Pick<Transaction, 'query'>, dinnerIds: readonly number[]): Promise<Map<number, Seating>> {
  const rows = await db.query<SeatingRow>(sql`
    SELECT dinner.id AS dinner_id, (SELECT ${STORED_TABLES_JSON} FROM dinner_tables t WHERE t.dinner_id = dinner.id) AS stored,
           ${BOOKED_JSON} AS booked
      FROM unnest(${intArray(dinnerIds)}::int[]) AS dinner(id)`)
  return new Map(rows.map((row) => [row.dinner_id, seatingFrom(storedTablesFrom(row.stored), bookedFacts(row.booked))]))
}

/**
 * The stored tables and the bookings of each dinner, and where its tables stand now
 * (seatingState): the board, the dinners' index, the exports and every change of the tables read
 * them here, so that they agree. Inside `tx`, under the dinner's row lock, for a change. The
 * tables are the admins' to read (the collection's `adminOnly`).
 */
export async function seatingsOf(payload: Payload, admin: User, dinnerIds: number[], tx?: Transaction): Promise<Map<number, Seating>> {
  if (!isAdminUser(admin)) throw forbidden()
  if (dinnerIds.length === 0) return new Map()
  return readSeatings(tx ?? outsideTransaction(payload), dinnerIds)
}
