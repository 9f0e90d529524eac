import type { Payload } from 'payload'

import type { Arrangement } from '@/domain/api/dinners'
import { type SeatingFacts, type SeatingState, seatingState } from '@/domain/seatingState'
import type { DinnerTable, User } from '@/payload-types'

import { intArray, outsideTransaction, sql, type Transaction } from '../../db/transaction'

export type Seating = { stored: DinnerTable | null; facts: SeatingFacts; state: SeatingState | null }

const idOf = (value: number | { id: number }) => String(typeof value === 'object' ? value.id : value)

function arrangementOf(doc: DinnerTable | null): Arrangement | null {
  if (!doc || !doc.tables?.length) return null
  return {
    tables: doc.tables.map((table) => (table.guests ?? []).map(idOf)),
    pins: (doc.pins ?? []).map((pin) => ({ guest: idOf(pin.guest), table: pin.table })),
  }
}

/**
 * The stored tables and the bookings of each dinner, and where its tables stand now
 * (seatingState): the board, the dinners' index, the exports and every change of the tables read
 * them here, so that they agree. Inside `tx`, under the dinner's row lock, for a change.
 */
export async function seatingsOf(payload: Payload, admin: User, dinnerIds: number[], tx?: Transaction): Promise<Map<number, Seating>> {
  if (dinnerIds.length === 0) return new Map()
  const [{ docs }, booked] = await Promise.all([
    payload.find({
      collection: 'dinner-tables',
      user: admin,
      overrideAccess: false,
      req: tx?.req,
      depth: 0,
      limit: dinnerIds.length,
      pagination: false,
      where: { dinner: { in: dinnerIds } },
    }),
    (tx ?? outsideTransaction(payload)).query<{ dinner_id: number; member_id: number; table_number: number | null }>(sql`
      SELECT dinner_id, member_id, table_number FROM bookings
       WHERE dinner_id = ANY(${intArray(dinnerIds)}::int[]) AND status IN ('booked', 'attended') AND member_id IS NOT NULL
       ORDER BY created_at, id`),
  ])
  const storedOf = new Map(docs.map((doc) => [Number(idOf(doc.dinner)), doc]))
  return new Map(
    dinnerIds.map((dinnerId) => {
      const stored = storedOf.get(dinnerId) ?? null
      const facts: SeatingFacts = {
        stored: arrangementOf(stored),
        booked: booked
          .filter((row) => row.dinner_id === dinnerId)
          .map((row) => ({ id: String(row.member_id), told: row.table_number === null ? null : Number(row.table_number) })),
      }
      return [dinnerId, { stored, facts, state: seatingState(facts) }]
    }),
  )
}

/** One dinner's seating (seatingsOf). */
export async function seatingOf(payload: Payload, admin: User, dinnerId: number, tx?: Transaction): Promise<Seating> {
  return (await seatingsOf(payload, admin, [dinnerId], tx)).get(dinnerId) as Seating
}
