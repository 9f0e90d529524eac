import type { Payload } from 'payload'

import type { Arrangement, DinnerBoard } from '@/domain/api/dinners'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { seatsTaken } from '@/domain/dinners'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '@/domain/personality'
import { fillCount } from '@/domain/plural'
import { isAdminUser } from '@/domain/roles'
import { tablesSummary } from '@/domain/seatingState'
import { pastBoundsOf } from '@/domain/tableBounds'
import { tablesToRecompose } from '@/domain/tableChanges'
import { checkHardRules, composeTables, recomposeTables, recomposeUnpinned, type TableGuest } from '@/domain/tables'
import type { User } from '@/payload-types'

import { type BoardFacts, type BookedGuestRow, boardFacts } from './boardQuery'
import { lockDinnerForTables, saveTables, type TablesChange } from './tablesSaving'
import { auditPerson, recordAudit } from '../../audit/auditLog'
import { CACHE_TAGS, expireInTransaction } from '../../cache'
import { pool } from '../../db/pool'
import { inTransaction, sql } from '../../db/transaction'
import { deliverInBackground } from '../../email/outbox'
import { ApiError, forbidden, notFound } from '../../http/errors'
import { getSiteSettings } from '../../settings/siteSettings'
import { confirmedDinnerFacts, type MailedBooking, queueTableMail, type SeatedGuest } from '../base/dinnerMails'
import { bookedFacts, type Seating, seatingFrom } from '../base/seatings'
import { storedTablesFrom, storeTables } from '../base/storedTables'

/** A booked member as the table engine sees them: their answers, and two seats with a +1. */
function tableGuest(guest: BookedGuestRow, pinnedTable: number | null): TableGuest {
  const { answers } = guest
  return {
    id: String(guest.id),
    sliders: Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s.id, Number(answers[s.id])])) as TableGuest['sliders'],
    choices: Object.fromEntries(PERSONALITY_CHOICES.map((c) => [c.id, String(answers[c.id] ?? c.default)])) as TableGuest['choices'],
    languages: guest.languages,
    company: guest.company ?? null,
    pinnedTable,
    seats: seatsTaken(Boolean(guest.plusOne)),
  }
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * Everything the composition screen needs for one dinner, for admins: read with one query
 * (boardQuery.ts), the tables where they stand now (seatingState, as the dinners' index reads it).
 */
export async function dinnerBoard(payload: Payload, admin: User, dinnerId: number): Promise<DinnerBoard> {
  if (!isAdminUser(admin)) throw forbidden()
  const facts = await boardFacts(pool(payload), dinnerId)
  if (!facts) throw notFound()
  return boardFrom(facts)
}

/** A dinner's board from the facts its query read (boardQuery.ts): one dinner's, or each of an evening's. */
export function boardFrom(facts: BoardFacts): DinnerBoard {
  const { dinner, booked } = facts
  const stored = storedTablesFrom(facts.stored)
  const { state, facts: seating } = seatingFrom(
    stored,
    bookedFacts(booked.map((guest) => ({ member_id: guest.id, table_number: guest.tableNumber }))),
  )
  const arrangement = state ? { tables: state.tables, pins: state.pins } : null
  const pinOf = new Map((arrangement?.pins ?? []).map((p) => [p.guest, p.table]))
  const vacated = new Set(state?.vacated.flat() ?? [])
  return {
    dinner: { ...dinner, startsAt: iso(dinner.startsAt) as string, tablesConfirmedAt: iso(dinner.tablesConfirmedAt) },
    guests: booked.map((guest) => ({
      id: String(guest.id),
      firstName: guest.firstName ?? '',
      lastName: guest.lastName ?? '',
      sector: guest.sector ?? '',
      job: guest.job ?? '',
      company: guest.company ?? '',
      plusOne: Boolean(guest.plusOne),
      guest:
        guest.plusOne && guest.guestFirstName ? { firstName: guest.guestFirstName, dietaryNeeds: guest.guestDietaryNeeds ?? '' } : null,
      allergies: guest.allergies,
      preferences: guest.preferences,
      otherDiet: guest.otherDiet ?? '',
      note: guest.note ?? '',
    })),
    waitlist: facts.waitlisted.map((waiting) => ({
      id: String(waiting.id),
      firstName: waiting.firstName ?? '',
      lastName: waiting.lastName ?? '',
      plusOne: Boolean(waiting.plusOne),
      note: waiting.note ?? '',
    })),
    input: {
      guests: booked.map((guest) => tableGuest(guest, pinOf.get(String(guest.id)) ?? null)),
      pastTables: facts.pastTables.map((members) => members.map(String)),
      apart: facts.apart.map(([reporter, reported]): [string, string] => [String(reporter), String(reported)]),
      tableSize: { min: dinner.tableSizeMin, max: dinner.tableSizeMax },
    },
    arrangement,
    vacated: state?.vacated ?? [],
    // The board marks the empty seats of the guests who left with their names.
    left: Object.fromEntries(
      facts.departed
        .filter((person) => vacated.has(String(person.id)))
        .map((person) => [String(person.id), [person.firstName, person.lastName].filter(Boolean).join(' ')]),
    ),
    arrivals: state?.arrivals ?? [],
    summary: tablesSummary(state, seating, Boolean(dinner.tablesConfirmedAt)),
    composedAt: stored?.composedAt ?? null,
    confirmedAt: stored?.confirmedAt ?? null,
    confirmedOutOfBounds: stored?.outOfBoundsReason ?? null,
    seated: Object.fromEntries(seating.booked.flatMap((guest) => (guest.told === null ? [] : [[guest.id, guest.told]]))),
  }
}

/**
 * The board once its tables are saved, from the board they were composed on and the seating
 * stored under the lock: what a new read would show (the new tables, pins, empty seats and
 * arrivals), without reading the whole board again. Null when the booked guests changed between
 * the two, or a guest who left is not named on the board: then it is read again.
 */
function boardAfterSaving(board: DinnerBoard, { stored, state, facts }: Seating): DinnerBoard | null {
  const sameGuests =
    facts.booked.length === board.guests.length &&
    facts.booked.every((guest, index) => guest.id === board.guests[index].id && guest.told === (board.seated[guest.id] ?? null))
  const left = state?.vacated.flat() ?? []
  if (!stored || !state || !sameGuests || !left.every((id) => id in board.left)) return null
  const pinOf = new Map(state.pins.map((pin) => [pin.guest, pin.table]))
  return {
    ...board,
    input: { ...board.input, guests: board.input.guests.map((guest) => ({ ...guest, pinnedTable: pinOf.get(guest.id) ?? null })) },
    arrangement: { tables: state.tables, pins: state.pins },
    vacated: state.vacated,
    left: Object.fromEntries(left.map((id) => [id, board.left[id]])),
    arrivals: state.arrivals,
    summary: tablesSummary(state, facts, Boolean(board.dinner.tablesConfirmedAt)),
    composedAt: stored.composedAt,
  }
}

/** Who sits at which table, whatever the order within each table. */
const seatingKey = (tables: readonly (readonly string[])[]) => JSON.stringify(tables.map((table) => [...table].sort()))

const isConfirmed = (board: DinnerBoard) => Boolean(board.confirmedAt || board.dinner.tablesConfirmedAt)

/**
 * « Recomposer seulement les tables concernées »: the tables a guest left or that need one, with
 * the arrivals (tablesToRecompose); every other table keeps its guests.
 */
function recomposeConcerned(board: DinnerBoard, current: string[][]) {
  const which = tablesToRecompose(board, { tables: current, vacated: board.vacated, arrivals: board.arrivals })
  if (which.length === 0) throw new ApiError(409, TABLE_ERRORS.nothingTouched)
  return { which, result: recomposeTables(board.input, current, which, board.arrivals) }
}

/**
 * Composes the tables with one button: everyone from scratch, or, when pins exist, the unpinned
 * guests around them (the pinned stay where they are). Seeded, so the same guests give the same
 * tables. After late bookings or cancellations (`scope` « concerned »), and always once
 * confirmed, only the tables concerned are recomposed.
 */
export async function composeDinner(
  payload: Payload,
  admin: User,
  dinnerId: number,
  { basedOn, scope = 'all' }: { basedOn: string | null; scope?: 'all' | 'concerned' },
): Promise<DinnerBoard> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  const { change } = compositionOf(board, basedOn, scope)
  const saved = await saveTables(payload, admin, 'composed', change)
  return boardAfterSaving(board, saved) ?? dinnerBoard(payload, admin, dinnerId)
}

/**
 * What « Composer les tables » makes of a board (composeDinner; the evening's composition makes
 * the same of each of its dinners): the change to store over the tables the screen showed
 * (`basedOn`), how many pins stay, and how many tables were recomposed when only those concerned
 * were. Refused (409, in French) when there is no guest, nothing to recompose, or no way to seat them.
 */
export function compositionOf(board: DinnerBoard, basedOn: string | null, scope: 'all' | 'concerned') {
  if (board.guests.length === 0) throw new ApiError(409, TABLE_ERRORS.noGuests)
  const pins = board.arrangement?.pins ?? []
  const current = board.arrangement?.tables
  const sameGuests = current !== undefined && board.arrivals.length === 0
  const confirmedSeen = isConfirmed(board)
  const concerned = current && (confirmedSeen || scope === 'concerned') ? recomposeConcerned(board, current) : null
  const result = concerned
    ? concerned.result
    : pins.length > 0 && current && sameGuests
      ? recomposeUnpinned(board.input, current)
      : composeTables(board.input)
  if (!result.ok) throw new ApiError(409, result.message)
  // Pins of guests a recomposition moved go with them.
  const kept = concerned || sameGuests ? pins.filter((pin) => result.tables[pin.table]?.includes(pin.guest)) : []
  const change: TablesChange = {
    dinnerId: board.dinner.id,
    arrangement: { tables: result.tables, pins: kept },
    seen: { basedOn, confirmedSeen },
    cleared: concerned?.which ?? 'all',
  }
  return { change, recomposed: concerned ? concerned.which.length : null }
}

/**
 * The admin's own arrangement (moves, pins, arrivals placed by hand): booked guests only, each at
 * one table at most, pins where their guests sit.
 */
export async function saveArrangement(
  payload: Payload,
  admin: User,
  dinnerId: number,
  { basedOn, ...arrangement }: Arrangement & { basedOn: string | null },
): Promise<DinnerBoard> {
  const { tables, pins } = arrangement
  if (pins.some((pin) => tables[pin.table]?.includes(pin.guest) !== true)) throw new ApiError(400, TABLE_ERRORS.pinsInvalid)
  // Moves after the confirmation only prepare a re-seating: nobody is told until it is confirmed again.
  await saveTables(payload, admin, 'arranged', { dinnerId, arrangement, seen: { basedOn, confirmedSeen: true }, cleared: [] })
  return dinnerBoard(payload, admin, dinnerId)
}

/**
 * Confirms the tables the admin's screen showed (`basedOn`, and `shown`: a booking or a
 * cancellation since makes them stale): each guest gets their table number and an e-mail with the
 * date, the venue, the speakers and their table, and the venue becomes visible in their space.
 * Every booked guest must be at a table: an arrival is placed first. Under the dinner's row lock,
 * so of two admins confirming at once one does it and the other gets 409 (one mail each), and a
 * member booking meanwhile either makes the tables stale (409) or finds the bookings closed.
 * Confirmed again after a late change, it tells only the guests whose table changed: a booking is
 * written, and its guest mailed, only when its table number differs, so two admins re-confirming
 * at once never mail anyone twice. The empty seats are forgotten: the confirmed tables are stored.
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

  const settings = await getSiteSettings(payload)
  const mails = await inTransaction(payload, async (tx) => {
    const { stored, state } = await lockDinnerForTables(payload, admin, tx, dinnerId, { basedOn, confirmedSeen })
    if (!state) throw new ApiError(409, TABLE_ERRORS.notComposed)
    if (shown && seatingKey(shown) !== seatingKey(state.tables)) throw new ApiError(409, TABLE_ERRORS.changedMeanwhile)
    if (state.arrivals.length > 0) throw new ApiError(409, fillCount(TABLE_ERRORS.arrivalsFirst, state.arrivals.length))
    const { tables } = state
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
    // Confirming again with no one moved still stores the tables when a guest left: that is how the
    // team clears the « place libérée » warning without recomposing.
    const vacated = state.vacated.some((left) => left.length > 0)
    if (confirmedSeen && queued.length === 0 && !vacated) throw new ApiError(409, TABLE_ERRORS.nothingChanged)
    // Bookings close with the tables: a new guest would have no table.
    if (!confirmedSeen) {
      await tx.query(sql`UPDATE dinners SET tables_confirmed_at = now(), status = 'closed', updated_at = now() WHERE id = ${dinnerId}`)
    }
    // The tables told are the tables stored: the empty seats of the guests who left are forgotten.
    if (stored && vacated) await storeTables(tx, dinnerId, { tables: tables.map((guests) => guests.map(Number)) })
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
