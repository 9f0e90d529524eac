import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'

import * as guestsCsv from '@/app/(frontend)/api/admin/dinners/[id]/exports/guests/route'
import * as restaurantCsv from '@/app/(frontend)/api/admin/dinners/[id]/exports/restaurant/route'
import * as teamGuests from '@/app/(frontend)/api/admin/dinners/[id]/guests/route'
import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import type { DinnerBoard } from '@/domain/api/dinners'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { fillCount } from '@/domain/plural'
import { tablesSummaryLabel } from '@/domain/seatingState'
import type { User } from '@/payload-types'
import { dinnersOverview } from '@/server/dinners/team/overview'

import { adminCookie, call, ready, smtp } from './support/api'
import { book, dinner, type Member, member, members, unbook } from './support/dinners'

/** Late bookings and cancellations after the composition: the board, the index and both CSVs say the same. */
let admin: string
let adminUser: User

const params = (dinnerId: number) => ({ id: String(dinnerId) })
const boardOf = async (dinnerId: number): Promise<DinnerBoard> => (await call(tables.GET, { cookie: admin, params: params(dinnerId) })).body
const place = (dinnerId: number, board: DinnerBoard, guest: string, table: number) =>
  call(tables.PUT, {
    cookie: admin,
    method: 'PUT',
    params: params(dinnerId),
    body: {
      tables: board.arrangement?.tables.map((ids, index) => (index === table ? [...ids, guest] : ids)),
      pins: board.arrangement?.pins ?? [],
      basedOn: board.composedAt,
    },
  })
const confirmShown = (dinnerId: number, board: DinnerBoard) =>
  call(confirm.POST, { cookie: admin, params: params(dinnerId), body: { basedOn: board.composedAt, shown: board.arrangement?.tables } })
const tableMails = (who: Member) => smtp().received.filter((mail) => mail.to.includes(who.email) && mail.subject.includes('votre table'))
const sheet = (text: string) => parse(text, { delimiter: ';' }) as string[][]
const indexLabel = async (dinnerId: number) => {
  const { upcoming } = await dinnersOverview(await ready(), adminUser)
  const summary = upcoming.find((entry) => entry.id === dinnerId)?.tables
  return summary ? tablesSummaryLabel(summary) : null
}

beforeAll(async () => {
  const payload = await ready()
  admin = await adminCookie()
  adminUser = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })).docs[0]
})

describe('late changes after the composition', () => {
  it('the board keeps the tables with an empty seat and the arrival to place; the index and both CSVs say the same; placed by hand, then confirmed', async () => {
    const d = await dinner({ seats: 14, tableSizeMin: 6, tableSizeMax: 8, title: 'Dîner aux changements tardifs' })
    const guests = await members(12)
    for (const g of guests) await book(g, d.id)
    const composed = (await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })).body as DinnerBoard
    const [first, second] = composed.arrangement?.tables ?? []

    // One guest of the first table withdraws; a member books afterwards.
    const leaving = guests.find((g) => String(g.id) === first[0]) as Member
    expect((await unbook(leaving, d.id)).status).toBe(200)
    const newcomer = await member({ lastName: 'Arrivée' })
    expect((await book(newcomer, d.id)).status).toBe(201)

    const board = await boardOf(d.id)
    expect(board.arrangement?.tables).toEqual([first.slice(1), second])
    expect(board.vacated).toEqual([[String(leaving.id)], []])
    expect(board.left[String(leaving.id)]).toMatch(/^Membre\d+ Convive$/)
    expect(board.arrivals).toEqual([String(newcomer.id)])
    expect(board.summary).toEqual({ stage: 'composed', arrivals: 1, vacated: 1, toTell: 0 })
    expect(await indexLabel(d.id)).toBe('Tables composées — 1 arrivée à placer, 1 place libérée')

    // The guests' CSV: each placed guest at the board's table, the arrival unplaced, who left absent.
    const list = sheet((await call(guestsCsv.GET, { cookie: admin, params: params(d.id) })).text).slice(1)
    expect(list).toHaveLength(12)
    const tableOfRow = new Map(list.map((row) => [`${row[1]} ${row[2]}`, row[0]]))
    expect([...tableOfRow.values()].filter((table) => table === '1')).toHaveLength(5)
    expect([...tableOfRow.values()].filter((table) => table === '2')).toHaveLength(6)
    expect(list.filter((row) => row[0] === 'Pas encore placé').map((row) => row[2])).toEqual(['Arrivée'])
    expect(list.map((row) => `${row[1]} ${row[2]}`)).not.toContain(board.left[String(leaving.id)])
    // The restaurant's sheet: the same tables, and the arrival apart.
    const covers = sheet((await call(restaurantCsv.GET, { cookie: admin, params: params(d.id) })).text)
      .slice(1)
      .map((row) => [row[0], row[1]])
    expect(covers).toEqual([
      ['1', '5'],
      ['2', '6'],
      ['Pas encore placé', '1'],
      ['Toutes les tables', '12'],
    ])

    // Confirming waits for the arrival's table; placed by hand at the first table, it fills the empty seat.
    expect(await confirmShown(d.id, board)).toMatchObject({ status: 409, body: { message: fillCount(TABLE_ERRORS.arrivalsFirst, 1) } })
    const placed = await place(d.id, board, String(newcomer.id), 0)
    expect(placed.status).toBe(200)
    expect(placed.body).toMatchObject({ arrivals: [], vacated: [[], []], summary: { arrivals: 0, vacated: 0 } })
    expect(await indexLabel(d.id)).toBe('Tables composées')
    const restaurantAfter = sheet((await call(restaurantCsv.GET, { cookie: admin, params: params(d.id) })).text)
    expect(restaurantAfter.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['1', '6'],
      ['2', '6'],
      ['Toutes les tables', '12'],
    ])
    expect((await confirmShown(d.id, placed.body)).status).toBe(200)
    expect((await smtp().waitFor(newcomer.email, 'votre table')).text).toMatch(/VOTRE TABLE\nTable 1\n/)
    expect(await indexLabel(d.id)).toBe('Tables confirmées')
  }, 60_000)

  it('once confirmed, a member added by the team waits unplaced; « recomposer seulement les tables concernées » seats them, the other tables unchanged, and only they are told', async () => {
    const d = await dinner({ seats: 20, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner confirmé puis complété' })
    const guests = await members(14)
    for (const g of guests) await book(g, d.id)
    const composed = (await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })).body as DinnerBoard
    expect((await confirmShown(d.id, composed)).status).toBe(200)
    for (const g of guests) await smtp().waitFor(g.email, 'votre table')
    const told = composed.arrangement?.tables ?? []

    const late = await member()
    expect((await call(teamGuests.POST, { cookie: admin, params: params(d.id), body: { member: late.id } })).status).toBe(201)
    const board = await boardOf(d.id)
    expect(board.arrangement?.tables).toEqual(told)
    expect(board.arrivals).toEqual([String(late.id)])
    expect(await indexLabel(d.id)).toBe('Tables confirmées — 1 arrivée à placer')

    const recomposed = await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: board.composedAt } })
    expect(recomposed.status).toBe(200)
    const after = recomposed.body as DinnerBoard
    expect(after.arrivals).toEqual([])
    const lateTable = after.arrangement?.tables.findIndex((ids) => ids.includes(String(late.id))) ?? -1
    expect(lateTable).toBeGreaterThanOrEqual(0)
    // The table that took them is the emptiest; every other table keeps exactly its guests.
    after.arrangement?.tables.forEach((ids, index) => index !== lateTable && expect(ids).toEqual(told[index]))
    expect(await indexLabel(d.id)).toBe('Tables confirmées — 1 convive à prévenir')

    // Two admins confirm at once: one tells the newcomer (once), the other is refused.
    const answers = await Promise.all([confirmShown(d.id, after), confirmShown(d.id, after)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    await smtp().waitFor(late.email, 'votre table')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(tableMails(late)).toHaveLength(1)
    for (const g of guests) expect(tableMails(g)).toHaveLength(1)
  }, 60_000)

  it('two admins placing the same arrival at once: one placement is kept, the other is told to reload, and nothing is lost', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner à deux mains' })
    const guests = await members(10)
    for (const g of guests) await book(g, d.id)
    await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })
    const newcomer = await member()
    expect((await book(newcomer, d.id)).status).toBe(201)
    const board = await boardOf(d.id)
    const answers = await Promise.all([place(d.id, board, String(newcomer.id), 0), place(d.id, board, String(newcomer.id), 1)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(TABLE_ERRORS.changedMeanwhile)
    const winner = answers.find((answer) => answer.status === 200)?.body as DinnerBoard
    const now = await boardOf(d.id)
    expect(now.arrangement?.tables).toEqual(winner.arrangement?.tables)
    expect(now.arrangement?.tables.flat().filter((id) => id === String(newcomer.id))).toHaveLength(1)
    expect(now.arrivals).toEqual([])
    // A placement of a guest who cancelled meanwhile is refused rather than stored.
    const leaving = guests[0]
    expect((await unbook(leaving, d.id)).status).toBe(200)
    const stale = await place(d.id, { ...now, arrangement: { tables: now.arrangement?.tables ?? [], pins: [] } }, String(leaving.id), 0)
    expect(stale.status).toBe(409)
  }, 60_000)

  it('a guest leaves confirmed tables and nobody waits: confirming again forgets the empty seat and mails no one', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner à la place libérée' })
    const guests = await members(10)
    for (const g of guests) await book(g, d.id)
    const composed = (await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })).body as DinnerBoard
    expect((await confirmShown(d.id, composed)).status).toBe(200)
    for (const g of guests) await smtp().waitFor(g.email, 'votre table')
    expect((await unbook(guests[0], d.id)).status).toBe(200)
    expect(await indexLabel(d.id)).toBe('Tables confirmées — 1 place libérée')

    expect((await confirmShown(d.id, await boardOf(d.id))).status).toBe(200)
    expect(await indexLabel(d.id)).toBe('Tables confirmées')
    expect((await boardOf(d.id)).vacated.flat()).toEqual([])
    // Nothing left to store: confirming once more changes nothing, and says so.
    expect(await confirmShown(d.id, await boardOf(d.id))).toMatchObject({ status: 409, body: { message: TABLE_ERRORS.nothingChanged } })
    for (const g of guests.slice(1)) expect(tableMails(g)).toHaveLength(1)
  }, 60_000)
})
