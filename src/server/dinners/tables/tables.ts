import type { Payload } from 'payload'

import type { Arrangement, DinnerBoard } from '@/domain/api/dinners'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { seatsTaken } from '@/domain/dinners'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '@/domain/personality'
import { pastBoundsOf } from '@/domain/tableBounds'
import { tablesToRecompose } from '@/domain/tableChanges'
import { checkHardRules, composeTables, recomposeUnpinned, type TableGuest } from '@/domain/tables'
import type { Booking, DinnerTable, User } from '@/payload-types'

import { auditTables } from './tablesAudit'
import { auditPerson, recordAudit } from '../../audit/auditLog'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { pool } from '../../db/pool'
import { inTransaction, sql, type Transaction } from '../../db/transaction'
import { deliverInBackground } from '../../email/outbox'
import { ApiError, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { reportedPairs } from '../base/bookings'
import { confirmedDinnerFacts, type MailedBooking, queueTableMail, type SeatedGuest } from '../base/dinnerMails'

const asMember = (booking: Booking) => booking.member as User

/** A booked member as the table engine sees them: their answers, and two seats with a +1. */
function tableGuest(user: User, pinnedTable: number | null, plusOne: boolean): TableGuest {
  const answers = user.personalityResponses ?? {}
  return {
    id: String(user.id),
    sliders: Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s.id, Number(answers[s.id])])) as TableGuest['sliders'],
    choices: Object.fromEntries(PERSONALITY_CHOICES.map((c) => [c.id, String(answers[c.id] ?? c.default)])) as TableGuest['choices'],
    languages: user.languages ?? [],
    company: user.company ?? null,
    pinnedTable,
    seats: seatsTaken(plusOne),
  }
}

async function bookingsOf(payload: Payload, admin: User, dinnerId: number, status: 'booked' | 'waitlisted'): Promise<Booking[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    user: admin,
    overrideAccess: false,
    depth: 1,
    limit: 1000,
    sort: status === 'waitlisted' ? 'queuedAt' : 'createdAt',
    where: {
      and: [
        { dinner: { equals: dinnerId } },
        {
          status: {
            in: status === 'booked' ? ['booked', 'attended'] : ['waitlisted'],
          },
        },
      ],
    },
  })
  return docs.filter((b) => typeof b.member === 'object' && b.member)
}

/** Groups of guests who already shared a confirmed table at an earlier dinner. */
async function pastTables(payload: Payload, dinnerId: number, guestIds: number[]): Promise<string[][]> {
  const { rows } = await pool(payload).query<{ members: number[] }>(
    `SELECT array_agg(member_id) AS members FROM bookings
      WHERE table_number IS NOT NULL AND dinner_id <> $1 AND member_id = ANY($2::int[]) AND status IN ('booked', 'attended')
      GROUP BY dinner_id, table_number HAVING count(*) > 1`,
    [dinnerId, guestIds],
  )
  return rows.map((r) => r.members.map(String))
}

async function storedTables(payload: Payload, admin: User, dinnerId: number, req?: Transaction['req']): Promise<DinnerTable | null> {
  const { docs } = await payload.find({
    collection: 'dinner-tables',
    user: admin,
    overrideAccess: false,
    req,
    depth: 0,
    limit: 1,
    where: { dinner: { equals: dinnerId } },
  })
  return docs[0] ?? null
}

function arrangementOf(doc: DinnerTable | null): Arrangement | null {
  if (!doc || !doc.tables?.length) return null
  return {
    tables: doc.tables.map((t) => (t.guests ?? []).map((g) => String(typeof g === 'object' ? g.id : g))),
    pins: (doc.pins ?? []).map((p) => ({
      guest: String(typeof p.guest === 'object' ? p.guest.id : p.guest),
      table: p.table,
    })),
  }
}

/**
 * Once confirmed, the tables are the guests' table numbers: a guest who cancels leaves theirs, and
 * whoever moves up from the waitlist takes the place (src/server/dinners/base/bookings.ts).
 */
function toldTables(booked: Booking[]): string[][] {
  const tables: string[][] = Array.from({ length: Math.max(0, ...booked.map((b) => b.tableNumber ?? 0)) }, () => [])
  for (const booking of booked) if (booking.tableNumber) tables[booking.tableNumber - 1].push(String(asMember(booking).id))
  return tables
}

/**
 * After the confirmation, the tables being re-seated (moved or recomposed since), else the tables
 * the guests were told; a guest who cancelled since leaves them, and a guest booked since without
 * a table (added by the team, teamBookings.ts) joins the emptiest, +1s counted, where nobody sits
 * whom a report keeps them apart from (`apart`) if such a table exists, so that confirming the
 * changes tells them. A pin goes with a guest who left, or who no longer sits at its table.
 */
function afterConfirmation(booked: Booking[], stored: DinnerTable | null, apart: readonly (readonly [string, string])[]): Arrangement {
  const draft = arrangementOf(stored)
  const reseating = stored?.confirmedAt && stored.composedAt && new Date(stored.composedAt) > new Date(stored.confirmedAt)
  const withGuest = new Map(booked.map((b) => [String(asMember(b).id), Boolean(b.plusOne)]))
  const tables = (reseating && draft ? draft.tables : toldTables(booked)).map((table) => table.filter((id) => withGuest.has(id)))
  const people = tables.map((table) => table.reduce((sum, id) => sum + seatsTaken(withGuest.get(id)), 0))
  const seated = new Set(tables.flat())
  const keptApart = (id: string, table: readonly string[]) =>
    apart.some(([a, b]) => (a === id && table.includes(b)) || (b === id && table.includes(a)))
  for (const [id, plusOne] of withGuest) {
    if (seated.has(id) || tables.length === 0) continue
    const order = tables.map((_, index) => index).sort((a, b) => people[a] - people[b] || a - b)
    const table = order.find((index) => !keptApart(id, tables[index])) ?? order[0]
    tables[table].push(id)
    people[table] += seatsTaken(plusOne)
  }
  return { tables, pins: (draft?.pins ?? []).filter((pin) => tables[pin.table]?.includes(pin.guest)) }
}

/** Everything the composition screen needs for one dinner, read with the admin's rights. */
export async function dinnerBoard(payload: Payload, admin: User, dinnerId: number): Promise<DinnerBoard> {
  const dinner = await payload.findByID({
    collection: 'dinners',
    id: dinnerId,
    user: admin,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  if (!dinner) throw notFound()
  const [booked, waiting, stored] = await Promise.all([
    bookingsOf(payload, admin, dinnerId, 'booked'),
    bookingsOf(payload, admin, dinnerId, 'waitlisted'),
    storedTables(payload, admin, dinnerId),
  ])
  const members = booked.map(asMember)
  const apart = await reportedPairs(
    payload,
    members.map((m) => m.id),
  )
  const arrangement = dinner.tablesConfirmedAt ? afterConfirmation(booked, stored, apart) : arrangementOf(stored)
  const pinOf = new Map((arrangement?.pins ?? []).map((p) => [p.guest, p.table]))
  return {
    dinner: {
      id: dinner.id,
      title: dinner.title,
      theme: dinner.theme,
      startsAt: dinner.startsAt,
      city: dinner.city,
      status: dinner.status,
      seats: dinner.seats,
      tableSizeMin: dinner.tableSizeMin,
      tableSizeMax: dinner.tableSizeMax,
      tablesConfirmedAt: dinner.tablesConfirmedAt ?? null,
      venueName: dinner.venueName,
      venueAddress: dinner.venueAddress,
      speakers: (dinner.speakers ?? []).map((speaker) => ({ name: speaker.name, role: speaker.role })),
    },
    guests: booked.map((b) => {
      const m = asMember(b)
      return {
        id: String(m.id),
        firstName: m.firstName ?? '',
        lastName: m.lastName ?? '',
        sector: m.sector ?? '',
        job: m.currentJob ?? '',
        company: m.company ?? '',
        plusOne: Boolean(b.plusOne),
        guest: b.plusOne && b.guestFirstName ? { firstName: b.guestFirstName, dietaryNeeds: b.guestDietaryNeeds ?? '' } : null,
        allergies: m.dietaryInfo?.allergies ?? [],
        preferences: m.dietaryInfo?.preferences ?? [],
        otherDiet: m.dietaryInfo?.otherInfo ?? '',
        note: b.teamNote ?? '',
      }
    }),
    waitlist: waiting.map((b) => ({
      id: String(asMember(b).id),
      firstName: asMember(b).firstName ?? '',
      lastName: asMember(b).lastName ?? '',
      plusOne: Boolean(b.plusOne),
      note: b.teamNote ?? '',
    })),
    input: {
      guests: booked.map((b) => tableGuest(asMember(b), pinOf.get(String(asMember(b).id)) ?? null, Boolean(b.plusOne))),
      pastTables: await pastTables(
        payload,
        dinnerId,
        members.map((m) => m.id),
      ),
      apart,
      tableSize: { min: dinner.tableSizeMin, max: dinner.tableSizeMax },
    },
    arrangement,
    composedAt: stored?.composedAt ?? null,
    confirmedAt: stored?.confirmedAt ?? null,
    confirmedOutOfBounds: stored?.outOfBoundsReason ?? null,
    seated: dinner.tablesConfirmedAt
      ? Object.fromEntries(booked.flatMap((b) => (b.tableNumber ? [[String(asMember(b).id), b.tableNumber]] : [])))
      : {},
  }
}

/**
 * What a change of the tables may rely on, read under the dinner's row lock: the tables were not
 * confirmed since the admin's screen read them, the dinner has not begun, the
 * stored tables are still those the screen showed (`basedOn`, their composition time: of two
 * admins acting at once, the second is told to reload), and `seated` places exactly the guests
 * booked now (a booking or a cancellation since makes it stale).
 */
async function lockForTables(
  payload: Payload,
  admin: User,
  tx: Transaction,
  dinnerId: number,
  { basedOn, confirmedSeen }: { basedOn: string | null; confirmedSeen: boolean },
  seated: () => string[][] | undefined,
) {
  const [row] = await tx.query<{ tables_confirmed_at: Date | null; started: boolean }>(
    sql`SELECT tables_confirmed_at, starts_at <= now() AS started FROM dinners WHERE id = ${dinnerId} FOR UPDATE`,
  )
  if (!row) throw notFound()
  // Confirmed by someone else since this screen read the tables: it must reload first.
  if (row.tables_confirmed_at && !confirmedSeen) throw new ApiError(409, TABLE_ERRORS.alreadyConfirmed)
  // Tables change until the evening begins: nobody is seated, or mailed a table, afterwards.
  if (row.started) throw new ApiError(409, TABLE_ERRORS.alreadyHeld)
  const stored = await storedTables(payload, admin, dinnerId, tx.req)
  if ((stored?.composedAt ?? null) !== basedOn) throw new ApiError(409, TABLE_ERRORS.changedMeanwhile)
  const booked = await tx.query<{ member_id: number }>(
    sql`SELECT member_id FROM bookings WHERE dinner_id = ${dinnerId} AND status IN ('booked', 'attended')`,
  )
  const tables = seated() ?? arrangementOf(stored)?.tables
  if (!tables) throw new ApiError(409, TABLE_ERRORS.notComposed)
  const guests = tables.flat()
  const expected = new Set(booked.map((b) => String(b.member_id)))
  if (guests.length !== expected.size || new Set(guests).size !== guests.length || !guests.every((id) => expected.has(id))) {
    throw new ApiError(409, TABLE_ERRORS.guestsChanged)
  }
  return { stored, tables }
}

/** Stores an arrangement (composed, or moved by hand) once `lockForTables` agrees. */
async function saveTables(
  payload: Payload,
  admin: User,
  dinnerId: number,
  arrangement: Arrangement,
  seen: { basedOn: string | null; confirmedSeen: boolean },
  how: 'composed' | 'arranged',
): Promise<void> {
  await inTransaction(payload, async (tx) => {
    const { stored } = await lockForTables(payload, admin, tx, dinnerId, seen, () => arrangement.tables)
    const data = {
      dinner: dinnerId,
      tables: arrangement.tables.map((guests) => ({ guests: guests.map(Number) })),
      pins: arrangement.pins.map((p) => ({ guest: Number(p.guest), table: p.table, pinnedBy: admin.id })),
      composedAt: new Date().toISOString(),
    }
    const access = { user: admin, overrideAccess: false, req: tx.req } as const
    if (stored) await payload.update({ collection: 'dinner-tables', id: stored.id, data, ...access })
    else await payload.create({ collection: 'dinner-tables', data, ...access })
    await auditTables(tx, admin, dinnerId, how, arrangementOf(stored), arrangement)
  })
}

/** Who sits at which table, whatever the order within each table. */
const seatingKey = (tables: readonly (readonly string[])[]) => JSON.stringify(tables.map((table) => [...table].sort()))

const isConfirmed = (board: DinnerBoard) => Boolean(board.confirmedAt || board.dinner.tablesConfirmedAt)

/**
 * After the confirmation, a late change re-seats only the tables it touched and the one they need
 * (tablesToRecompose): every guest elsewhere is held at the table they were told.
 */
function recomposeTouched(board: DinnerBoard, current: string[][]) {
  const touched = tablesToRecompose(board, current)
  if (touched.size === 0) throw new ApiError(409, TABLE_ERRORS.nothingTouched)
  const held = new Map(current.flatMap((guests, index) => (touched.has(index) ? [] : guests.map((id): [string, number] => [id, index]))))
  // Guests the admin pinned stay pinned, in a touched table too.
  const input = {
    ...board.input,
    guests: board.input.guests.map((guest) => ({ ...guest, pinnedTable: held.get(guest.id) ?? guest.pinnedTable })),
  }
  return recomposeUnpinned(input, current)
}

/**
 * Composes the tables with one button: everyone from scratch, or, when pins exist, the unpinned
 * guests around them (the pinned stay where they are). Seeded, so the same guests give the same
 * tables. Once confirmed, only the tables a late change touched are recomposed.
 */
export async function composeDinner(payload: Payload, admin: User, dinnerId: number, basedOn: string | null): Promise<DinnerBoard> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  if (board.guests.length === 0) throw new ApiError(409, TABLE_ERRORS.noGuests)
  const pins = board.arrangement?.pins ?? []
  const current = board.arrangement?.tables
  const seated = new Set(current?.flat())
  const sameGuests = current && seated.size === board.guests.length && board.guests.every((g) => seated.has(g.id))
  const confirmedSeen = isConfirmed(board)
  const result =
    confirmedSeen && current
      ? recomposeTouched(board, current)
      : pins.length > 0 && current && sameGuests
        ? recomposeUnpinned(board.input, current)
        : composeTables(board.input)
  if (!result.ok) throw new ApiError(409, result.message)
  // Pins of guests who have cancelled since go with them, and those of guests a late re-seating moved.
  const kept = sameGuests ? pins.filter((pin) => result.tables[pin.table]?.includes(pin.guest)) : []
  await saveTables(payload, admin, dinnerId, { tables: result.tables, pins: kept }, { basedOn, confirmedSeen }, 'composed')
  return dinnerBoard(payload, admin, dinnerId)
}

/** The admin's own arrangement (moves and pins by hand): every booked guest seated exactly once, pins where their guests sit. */
export async function saveArrangement(
  payload: Payload,
  admin: User,
  dinnerId: number,
  { basedOn, ...arrangement }: Arrangement & { basedOn: string | null },
): Promise<DinnerBoard> {
  const { tables, pins } = arrangement
  if (pins.some((pin) => tables[pin.table]?.includes(pin.guest) !== true)) throw new ApiError(400, TABLE_ERRORS.pinsInvalid)
  // Moves after the confirmation only prepare a re-seating: nobody is told until it is confirmed again.
  await saveTables(payload, admin, dinnerId, arrangement, { basedOn, confirmedSeen: true }, 'arranged')
  return dinnerBoard(payload, admin, dinnerId)
}

/**
 * Confirms the tables the admin's screen showed (`basedOn`): each guest gets their table number and
 * an e-mail with the date, the venue, the speakers and their table, and the venue becomes visible in
 * their space. Under the dinner's row lock, so of two admins confirming at once one does it and the
 * other gets 409 (one mail each), and a member booking meanwhile either makes the tables stale
 * (409) or finds the bookings closed. Confirmed again after a late change, it tells only the
 * guests whose table changed: a booking is written, and its guest mailed, only when its table
 * number differs, so two admins re-confirming at once never mail anyone twice.
 */
export async function confirmTables(
  payload: Payload,
  admin: User,
  dinnerId: number,
  { basedOn, outOfBoundsReason, shown }: { basedOn: string | null; outOfBoundsReason?: string; shown?: string[][] },
): Promise<DinnerBoard> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  if (!board.arrangement) throw new ApiError(409, TABLE_ERRORS.notComposed)
  const confirmedSeen = isConfirmed(board)
  // After a first confirmation the server seats a late guest itself: a screen that did not show them is stale.
  if (confirmedSeen && shown && seatingKey(shown) !== seatingKey(board.arrangement.tables)) {
    throw new ApiError(409, TABLE_ERRORS.changedMeanwhile)
  }

  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const { tables } = await lockForTables(payload, admin, tx, dinnerId, { basedOn, confirmedSeen }, () =>
      confirmedSeen ? board.arrangement?.tables : undefined,
    )
    // Sizes are checked below: a table out of bounds may still be confirmed, with a reason.
    const broken = checkHardRules(board.input, tables).filter((rule) => rule.rule !== 'company' && rule.rule !== 'size')
    if (broken.length > 0) throw new ApiError(409, `${TABLE_ERRORS.rulesBroken} ${broken[0].message}`)
    const outOfBounds = pastBoundsOf(board, tables)
    if (outOfBounds.length > 0 && !outOfBoundsReason) {
      throw new ApiError(409, [TABLE_ERRORS.outOfBounds, ...outOfBounds, TABLE_ERRORS.outOfBoundsHow].join(' '))
    }
    const facts = await confirmedDinnerFacts(tx, dinnerId)
    const moved: SeatedGuest[] = []
    for (const [index, table] of tables.entries()) {
      for (const memberId of table) {
        const [booking] = await tx.query<MailedBooking>(sql`
          UPDATE bookings SET table_number = ${index + 1}, updated_at = now()
           WHERE dinner_id = ${dinnerId} AND member_id = ${Number(memberId)} AND status IN ('booked', 'attended')
             AND table_number IS DISTINCT FROM ${index + 1}
          RETURNING id, member_id, plus_one`)
        if (booking) moved.push({ ...booking, tableNumber: index + 1 })
      }
    }
    // Every guest seated first: each mail then names the whole table.
    const queued: number[] = []
    for (const seat of moved) queued.push(await queueTableMail(settings, tx, seat, facts))
    if (confirmedSeen && queued.length === 0) throw new ApiError(409, TABLE_ERRORS.nothingChanged)
    // Bookings close with the tables: a new guest would have no table.
    if (!confirmedSeen) {
      await tx.query(sql`UPDATE dinners SET tables_confirmed_at = now(), status = 'closed', updated_at = now() WHERE id = ${dinnerId}`)
    }
    await tx.query(
      sql`UPDATE dinner_tables SET confirmed_at = now(), confirmed_by_id = ${admin.id}, updated_at = now(),
                 out_of_bounds_reason = ${outOfBounds.length > 0 ? (outOfBoundsReason ?? null) : null}
           WHERE dinner_id = ${dinnerId}`,
    )
    await recordAudit(tx, {
      kind: 'tables.confirmed',
      actor: auditPerson(admin),
      record: { type: 'dinners', id: dinnerId },
      changes: {
        guestsTold: [null, queued.length],
        ...(outOfBounds.length > 0 && outOfBoundsReason ? { outOfBoundsReason: [null, outOfBoundsReason] } : {}),
      },
    })
    await expireInTransaction(payload, tx, CACHE_TAGS.dinners)
    return queued
  })
  // The guests' mails are stored with the confirmation: the admin need not wait for SMTP to send them.
  deliverInBackground(payload, ...mails)
  return dinnerBoard(payload, admin, dinnerId)
}
