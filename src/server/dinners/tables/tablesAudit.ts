import type { Arrangement } from '@/domain/api/dinners'
import type { User } from '@/payload-types'

import { auditPeople, auditPerson, recordAudit, recordAudits } from '../../audit/auditLog'
import type { Transaction } from '../../db/transaction'

type Seats = Map<string, number>

const tableOf = (arrangement: Arrangement | null): Seats =>
  new Map((arrangement?.tables ?? []).flatMap((guests, index) => guests.map((id): [string, number] => [id, index + 1])))
const pinOf = (arrangement: Arrangement | null): Seats =>
  new Map((arrangement?.pins ?? []).map((pin): [string, number] => [pin.guest, pin.table + 1]))

/**
 * The audit entries of a change of the tables (in its transaction): a composition is one entry
 * about the dinner; a change by hand is one entry per guest moved or pinned, so that « why was I
 * moved? » finds the answer under the guest's name (an arrival placed by hand: from no table). Tables are numbered from 1, as guests see them.
 */
export async function auditTables(
  tx: Transaction,
  admin: User,
  dinnerId: number,
  how: 'composed' | 'arranged',
  before: Arrangement | null,
  after: Arrangement,
): Promise<void> {
  if (how === 'composed') return auditCompositions(tx, admin, [{ dinnerId, before, after }])
  const actor = auditPerson(admin)
  const record = { type: 'dinners', id: dinnerId } as const
  const [seatsBefore, seatsAfter, pinsBefore, pinsAfter] = [tableOf(before), tableOf(after), pinOf(before), pinOf(after)]
  const moved = [...seatsAfter].filter(([guest, table]) => seatsBefore.get(guest) !== table).map(([guest]) => guest)
  const pinned = [...new Set([...pinsBefore.keys(), ...pinsAfter.keys()])].filter((guest) => pinsBefore.get(guest) !== pinsAfter.get(guest))
  const people = await auditPeople(tx, [...new Set([...moved, ...pinned])].map(Number))
  for (const guest of moved) {
    const changes = { table: [seatsBefore.get(guest), seatsAfter.get(guest)] as [unknown, unknown] }
    await recordAudit(tx, { kind: 'tables.moved', actor, subject: people.get(Number(guest)), record, changes })
  }
  for (const guest of pinned) {
    const changes = { pinnedTo: [pinsBefore.get(guest) ?? null, pinsAfter.get(guest) ?? null] as [unknown, unknown] }
    await recordAudit(tx, { kind: 'tables.pinned', actor, subject: people.get(Number(guest)), record, changes })
  }
}

/** The entries of compositions (one dinner's, or an evening's): one entry about each dinner, in one statement. */
export async function auditCompositions(
  tx: Transaction,
  admin: User,
  compositions: readonly { dinnerId: number; before: Arrangement | null; after: Arrangement }[],
): Promise<void> {
  const actor = auditPerson(admin)
  await recordAudits(
    tx,
    compositions.map(({ dinnerId, before, after }) => ({
      kind: 'tables.composed',
      actor,
      record: { type: 'dinners', id: dinnerId },
      changes: { tables: [before?.tables.length ?? null, after.tables.length], guests: [null, after.tables.flat().length] },
    })),
  )
}
