import { beforeAll, describe, expect, it } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as evenings from '@/app/(frontend)/api/admin/evenings/[day]/tables/route'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { parisDay } from '@/domain/dinners'
import type { EveningComposition, EveningDinnerOutcome } from '@/domain/eveningTables'
import { EVENING_TABLES_TEXTS } from '@/domain/eveningTables'
import { pool } from '@/server/db/pool'

import { adminCookie, call, editorCookie, ready } from './support/api'
import { dinner, member, members } from './support/dinners'
import { parisEvening } from '../../tooling/seed/demoDinners'

let admin: string

/** Evenings far ahead, one per test, so that no other file's dinner falls on them. */
let nextEvening = 700 + (process.pid % 50) * 3
function anEvening() {
  nextEvening += 1
  const at = parisEvening(nextEvening)
  return { day: parisDay(new Date(at)), at: (minutes: number) => new Date(new Date(at).getTime() + minutes * 60_000).toISOString() }
}

/** A dinner of the evening booked by `guests` members (tables of 4 to 8). */
async function bookedDinner(startsAt: string, guests: number, title = 'Dîner de la soirée') {
  const d = await dinner({ startsAt, seats: 16, tableSizeMin: 4, tableSizeMax: 8, title })
  const payload = await ready()
  for (const guest of await members(guests)) {
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  return d
}

const composeEvening = (day: string, dinners: { id: number; basedOn: string | null }[], cookie = admin) =>
  call(evenings.POST, { cookie, params: { day }, body: { dinners } })
const composeOne = (dinnerId: number, basedOn: string | null = null) =>
  call(tables.POST, { cookie: admin, params: { id: String(dinnerId) }, body: { basedOn } })
const boardOf = async (dinnerId: number) => (await call(tables.GET, { cookie: admin, params: { id: String(dinnerId) } })).body
const outcomeOf = (answer: { body: EveningComposition }, dinnerId: number) =>
  answer.body.dinners.find((dinner) => dinner.id === dinnerId) as EveningDinnerOutcome

async function compositionsLogged(dinnerIds: number[]): Promise<Map<string, number>> {
  const { rows } = await pool(await ready()).query<{ record_id: string; n: number }>(
    `SELECT record_id, count(*)::int AS n FROM audit_log WHERE kind = 'tables.composed' AND record_type = 'dinners'
        AND record_id = ANY($1::text[]) GROUP BY record_id`,
    [dinnerIds.map(String)],
  )
  return new Map(rows.map((row) => [row.record_id, row.n]))
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('« Composer toutes les tables de la soirée »', () => {
  it('composes every dinner of the evening in one request, each as its own button would: pins kept, a dinner without guests left with why', async () => {
    const evening = anEvening()
    const first = await bookedDinner(evening.at(0), 8, 'Premier dîner')
    const pinnedDinner = await bookedDinner(evening.at(30), 6, 'Dîner épinglé')
    const empty = await dinner({ startsAt: evening.at(60), title: 'Dîner sans convive' })
    const cancelled = await bookedDinner(evening.at(90), 4, 'Dîner annulé')
    await pool(await ready()).query(`UPDATE dinners SET status = 'cancelled' WHERE id = $1`, [cancelled.id])
    const nextDay = await bookedDinner(new Date(new Date(evening.at(0)).getTime() + 86_400_000).toISOString(), 4, 'Le lendemain')

    // The admin has already composed one dinner and pinned a guest there.
    const composed = await composeOne(pinnedDinner.id)
    const arrangement = composed.body.arrangement as { tables: string[][] }
    const pinned = arrangement.tables[0][0]
    const saved = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params: { id: String(pinnedDinner.id) },
      body: { tables: arrangement.tables, pins: [{ guest: pinned, table: 0 }], basedOn: composed.body.composedAt },
    })
    expect(saved.status).toBe(200)

    const answer = await composeEvening(evening.day, [
      { id: first.id, basedOn: null },
      { id: pinnedDinner.id, basedOn: saved.body.composedAt },
      { id: empty.id, basedOn: null },
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.day).toBe(evening.day)
    // How long its parts took, for the bench and the browser's tools.
    expect(answer.headers.get('server-timing')).toMatch(/^boards;dur=[\d.]+, engine;dur=[\d.]+, write;dur=[\d.]+$/)
    // The evening's dinners by starting time; the cancelled one and the next day's are not of it.
    expect(answer.body.dinners.map((dinner: EveningDinnerOutcome) => dinner.title)).toEqual([
      'Premier dîner',
      'Dîner épinglé',
      'Dîner sans convive',
    ])
    expect(outcomeOf(answer, first.id)).toMatchObject({ composed: true, guests: 8 })
    expect(outcomeOf(answer, first.id).message).toMatch(/^\d+ tables? composées? pour 8 convives\.$/)
    expect(outcomeOf(answer, pinnedDinner.id)).toMatchObject({ composed: true, guests: 6 })
    expect(outcomeOf(answer, pinnedDinner.id).message).toContain('1 convive épinglé garde sa table.')
    expect(outcomeOf(answer, empty.id)).toMatchObject({ composed: false, message: TABLE_ERRORS.noGuests })

    // What each dinner's screen now shows: every guest seated once, within bounds, the pin where it was.
    const firstBoard = await boardOf(first.id)
    expect(firstBoard.composedAt).toBe(outcomeOf(answer, first.id).composedAt)
    expect(firstBoard.arrangement.tables.flat().sort()).toEqual(firstBoard.guests.map((guest: { id: string }) => guest.id).sort())
    expect(firstBoard.arrangement.tables.every((table: string[]) => table.length >= 4 && table.length <= 8)).toBe(true)
    const pinnedBoard = await boardOf(pinnedDinner.id)
    expect(pinnedBoard.arrangement.pins).toEqual([{ guest: pinned, table: 0 }])
    expect(pinnedBoard.arrangement.tables[0]).toContain(pinned)
    expect((await boardOf(nextDay.id)).arrangement).toBeNull()
    expect((await boardOf(cancelled.id)).arrangement).toBeNull()

    // One Journal entry per composition: the evening's, and the single one before it.
    const logged = await compositionsLogged([first.id, pinnedDinner.id, empty.id])
    expect(Object.fromEntries(logged)).toEqual({ [first.id]: 1, [pinnedDinner.id]: 2 })
  })

  it('leaves as it was, with why, a dinner changed since the screen, confirmed with nothing to recompose, or not shown; composes the others', async () => {
    const evening = anEvening()
    const confirmedDinner = await bookedDinner(evening.at(0), 4, 'Dîner confirmé')
    const changed = await bookedDinner(evening.at(10), 4, 'Dîner recomposé entre-temps')
    const unseen = await bookedDinner(evening.at(20), 4, 'Dîner apparu depuis')
    const fresh = await bookedDinner(evening.at(30), 4, 'Dîner à composer')
    const done = await composeOne(confirmedDinner.id)
    expect(
      (await call(confirm.POST, { cookie: admin, params: { id: String(confirmedDinner.id) }, body: { basedOn: done.body.composedAt } }))
        .status,
    ).toBe(200)
    // Another admin composes this one after the screen was shown (it showed no tables).
    const meanwhile = await composeOne(changed.id)

    const answer = await composeEvening(evening.day, [
      { id: confirmedDinner.id, basedOn: done.body.composedAt },
      { id: changed.id, basedOn: null },
      { id: fresh.id, basedOn: null },
    ])
    expect(answer.status).toBe(200)
    expect(outcomeOf(answer, confirmedDinner.id)).toMatchObject({ composed: false, message: TABLE_ERRORS.nothingTouched })
    expect(outcomeOf(answer, changed.id)).toMatchObject({ composed: false, message: TABLE_ERRORS.changedMeanwhile })
    expect(outcomeOf(answer, unseen.id)).toMatchObject({ composed: false, message: EVENING_TABLES_TEXTS.notShown })
    expect(outcomeOf(answer, fresh.id)).toMatchObject({ composed: true, guests: 4 })
    expect((await boardOf(changed.id)).composedAt).toBe(meanwhile.body.composedAt)
    expect((await boardOf(unseen.id)).arrangement).toBeNull()
    const logged = await compositionsLogged([confirmedDinner.id, changed.id, unseen.id, fresh.id])
    expect(Object.fromEntries(logged)).toEqual({ [confirmedDinner.id]: 1, [changed.id]: 1, [fresh.id]: 1 })
  })

  it('leaves a dinner of the evening that has begun as it was, shown or not: its tables no longer change', async () => {
    const now = Date.now()
    const begun = await bookedDinner(new Date(now - 60_000).toISOString(), 4, 'Dîner commencé')
    const alsoBegun = await bookedDinner(new Date(now - 30_000).toISOString(), 4, 'Dîner commencé, plus affiché')
    const answer = await composeEvening(parisDay(new Date(now - 60_000)), [{ id: begun.id, basedOn: null }])
    expect(answer.status).toBe(200)
    expect(outcomeOf(answer, begun.id)).toMatchObject({ composed: false, message: TABLE_ERRORS.alreadyHeld })
    expect(outcomeOf(answer, alsoBegun.id)).toMatchObject({ composed: false, message: TABLE_ERRORS.alreadyHeld })
    expect((await boardOf(begun.id)).arrangement).toBeNull()
  })

  it('of two admins composing the same evening at once, each dinner is composed once: the other is told it changed meanwhile', async () => {
    const evening = anEvening()
    const dinners = [await bookedDinner(evening.at(0), 4), await bookedDinner(evening.at(15), 5)]
    const shown = dinners.map((d) => ({ id: d.id, basedOn: null }))
    const answers = await Promise.all([composeEvening(evening.day, shown), composeEvening(evening.day, shown)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    for (const d of dinners) {
      const outcomes = answers.map((answer) => outcomeOf(answer, d.id))
      expect(outcomes.filter((outcome) => outcome.composed)).toHaveLength(1)
      expect(outcomes.find((outcome) => !outcome.composed)?.message).toBe(TABLE_ERRORS.changedMeanwhile)
    }
    const logged = await compositionsLogged(dinners.map((d) => d.id))
    expect(Object.fromEntries(logged)).toEqual(Object.fromEntries(dinners.map((d) => [d.id, 1])))
  })

  it('refuses a bad date or body (400 in French), a visitor (401), a member or an editor (403); an evening without dinners is a 404', async () => {
    const evening = anEvening()
    const d = await bookedDinner(evening.at(0), 4)
    const shown = [{ id: d.id, basedOn: null }]
    for (const day of ['2027-02-30', 'demain', '2027-1-05']) {
      expect(await composeEvening(day, shown)).toMatchObject({ status: 400, body: { message: EVENING_TABLES_TEXTS.dayInvalid } })
    }
    for (const body of [{}, { dinners: [] }, { dinners: [{ id: 'x', basedOn: null }] }, { dinners: shown, extra: 1 }]) {
      expect(await call(evenings.POST, { cookie: admin, params: { day: evening.day }, body })).toMatchObject({
        status: 400,
        body: { message: EVENING_TABLES_TEXTS.bodyInvalid },
      })
    }
    expect((await call(evenings.POST, { params: { day: evening.day }, body: { dinners: shown } })).status).toBe(401)
    expect((await composeEvening(evening.day, shown, (await member()).cookie)).status).toBe(403)
    expect((await composeEvening(evening.day, shown, await editorCookie())).status).toBe(403)
    expect(await composeEvening('2001-01-01', shown)).toMatchObject({ status: 404, body: { message: EVENING_TABLES_TEXTS.noDinners } })
    // Nothing refused composed anything.
    expect((await boardOf(d.id)).arrangement).toBeNull()
  })
})
