import type { Payload } from 'payload'

import type { Arrangement } from '@/domain/api/dinners'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { vacatedAfter } from '@/domain/seatingState'
import type { User } from '@/payload-types'

import { auditCompositions, auditTables } from './tablesAudit'
import { inTransaction, intArray, sql, type Transaction } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'
import { type Seating, seatingFrom, seatingsOf } from '../base/seatings'
import { storeTablesOf } from '../base/storedTables'

/** What the admin's screen showed of a dinner's tables: their composition time (null before any), and whether they were confirmed. */
export type Seen = { basedOn: string | null; confirmedSeen: boolean }

/**
 * What a change of the tables may rely on, read under each dinner's row lock: the tables were not
 * confirmed since the admin's screen read them, the dinner has not begun, and the stored tables
 * are still those the screen showed (`basedOn`, their composition time: of two admins acting at
 * once, the second is told to reload). Bookings may have changed since: the seating read here
 * says how. The rows are locked in the order of their ids, so that two changes of several
 * dinners at once (two evenings composed together) wait for each other rather than deadlock.
 * Each dinner answers its seating, or why it may not change.
 */
async function lockForTables(payload: Payload, admin: User, tx: Transaction, seen: ReadonlyMap<number, Seen>) {
  const ids = [...seen.keys()].sort((a, b) => a - b)
  const rows = await tx.query<{ id: number; tables_confirmed_at: Date | null; started: boolean }>(
    sql`SELECT id, tables_confirmed_at, starts_at <= now() AS started FROM dinners
         WHERE id = ANY(${intArray(ids)}::int[]) ORDER BY id FOR UPDATE`,
  )
  const locked = new Map(rows.map((row) => [row.id, row]))
  const seatings = await seatingsOf(payload, admin, ids, tx)
  return new Map(
    ids.map((id): [number, Seating | ApiError] => {
      const row = locked.get(id)
      const { basedOn, confirmedSeen } = seen.get(id) as Seen
      if (!row) return [id, notFound()]
      // Confirmed by someone else since this screen read the tables: it must reload first.
      if (row.tables_confirmed_at && !confirmedSeen) return [id, new ApiError(409, TABLE_ERRORS.alreadyConfirmed)]
      // Tables change until the evening begins: nobody is seated, or mailed a table, afterwards.
      if (row.started) return [id, new ApiError(409, TABLE_ERRORS.alreadyHeld)]
      const seating = seatings.get(id) as Seating
      if ((seating.stored?.composedAt ?? null) !== basedOn) return [id, new ApiError(409, TABLE_ERRORS.changedMeanwhile)]
      return [id, seating]
    }),
  )
}

/** One dinner's seating under its row lock (lockForTables), or the refusal thrown. */
export async function lockDinnerForTables(payload: Payload, admin: User, tx: Transaction, dinnerId: number, seen: Seen): Promise<Seating> {
  const seating = (await lockForTables(payload, admin, tx, new Map([[dinnerId, seen]]))).get(dinnerId)
  if (seating instanceof ApiError) throw seating
  return seating as Seating
}

/** Tables that seat booked guests only, each once (an arrival may still be at none); else someone cancelled since. */
function bookedOnly(seating: Seating, tables: readonly (readonly string[])[]): boolean {
  const booked = new Set(seating.facts.booked.map((guest) => guest.id))
  const guests = tables.flat()
  return new Set(guests).size === guests.length && guests.every((id) => booked.has(id))
}

/** A change of one dinner's tables: the arrangement, what the screen saw, and the tables whose empty seats go (`cleared`). */
export type TablesChange = { dinnerId: number; arrangement: Arrangement; seen: Seen; cleared: readonly number[] | 'all' }

/**
 * Stores arrangements (composed, or moved by hand), each once `lockForTables` agrees for its
 * dinner, in one transaction: the tables in one statement, the Journal's entries beside them. The
 * guests who left a table stay in it as empty seats (vacatedAfter) until it gets guests back, is
 * recomposed (`cleared`: the tables recomposed, or all of them), or the tables are confirmed.
 * Each dinner answers its seating as stored, or why it was left as it was (the others are stored).
 */
export async function saveTablesOf(
  payload: Payload,
  admin: User,
  how: 'composed' | 'arranged',
  changes: readonly TablesChange[],
): Promise<Map<number, Seating | ApiError>> {
  return inTransaction(payload, async (tx) => {
    const locked = await lockForTables(payload, admin, tx, new Map(changes.map((change) => [change.dinnerId, change.seen])))
    const answers = new Map<number, Seating | ApiError>()
    const composedAt = new Date().toISOString()
    const stored = []
    for (const { dinnerId, arrangement, cleared } of changes) {
      const seating = locked.get(dinnerId) as Seating | ApiError
      if (seating instanceof ApiError || !bookedOnly(seating, arrangement.tables)) {
        answers.set(dinnerId, seating instanceof ApiError ? seating : new ApiError(409, TABLE_ERRORS.guestsChanged))
        continue
      }
      const { state } = seating
      const vacated =
        state && cleared !== 'all' && state.tables.length === arrangement.tables.length
          ? vacatedAfter(state, arrangement.tables).map((left, index) => (cleared.includes(index) ? [] : left))
          : []
      const tables = arrangement.tables.map((guests, index) => [...guests, ...(vacated[index] ?? [])])
      stored.push({ dinnerId, seating, arrangement, tables })
    }
    const ids = await storeTablesOf(
      tx,
      stored.map(({ dinnerId, arrangement, tables }) => ({
        dinnerId,
        tables: tables.map((guests) => guests.map(Number)),
        pins: arrangement.pins.map((p) => ({ guest: Number(p.guest), table: p.table, pinnedBy: admin.id })),
        composedAt,
      })),
    )
    if (how === 'composed') {
      await auditCompositions(
        tx,
        admin,
        stored.map(({ dinnerId, seating, arrangement }) => ({ dinnerId, before: seating.state, after: arrangement })),
      )
    } else {
      for (const { dinnerId, seating, arrangement } of stored) await auditTables(tx, admin, dinnerId, how, seating.state, arrangement)
    }
    for (const { dinnerId, seating, arrangement, tables } of stored) {
      const { stored: before } = seating
      const saved = {
        id: ids.get(dinnerId) as number,
        composedAt,
        confirmedAt: before?.confirmedAt ?? null,
        outOfBoundsReason: before?.outOfBoundsReason ?? null,
      }
      answers.set(dinnerId, seatingFrom({ ...saved, arrangement: { tables, pins: arrangement.pins } }, seating.facts.booked))
    }
    return answers
  })
}

/** One dinner's arrangement stored (saveTablesOf), or the refusal thrown. */
export async function saveTables(payload: Payload, admin: User, how: 'composed' | 'arranged', change: TablesChange): Promise<Seating> {
  const saved = (await saveTablesOf(payload, admin, how, [change])).get(change.dinnerId)
  if (saved instanceof ApiError) throw saved
  return saved as Seating
}
