import { beforeAll, describe, expect, it } from 'vitest'

import * as teamGuests from '@/app/(frontend)/api/admin/dinners/[id]/guests/route'
import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { fillCount } from '@/domain/plural'
import { pool } from '@/server/db/pool'

import { adminCookie, call, editorCookie, ready, smtp } from './support/api'
import { book, dinner, type Member, member, members } from './support/dinners'

/** « Ajouter un convive »: the team books an approved member, a late guest after the confirmation included. */
let admin: string
let editor: string

const params = (dinnerId: number) => ({ id: String(dinnerId) })
const search = (dinnerId: number, q: string, cookie = admin) =>
  call(teamGuests.GET, { cookie, params: params(dinnerId), path: `/api/test?${new URLSearchParams({ q })}` })
const add = (dinnerId: number, body: unknown, cookie = admin) => call(teamGuests.POST, { cookie, params: params(dinnerId), body })
const board = async (dinnerId: number) => (await call(tables.GET, { cookie: admin, params: params(dinnerId) })).body
/** The team's tables by hand (moves, an arrival placed), on the composition its screen showed. */
const arrange = (dinnerId: number, tablesShown: string[][], basedOn: string) =>
  call(tables.PUT, { cookie: admin, method: 'PUT', params: params(dinnerId), body: { tables: tablesShown, pins: [], basedOn } })
const mailsTo = (who: Member, subject: string) =>
  smtp().received.filter((mail) => mail.to.includes(who.email) && mail.subject.includes(subject))

beforeAll(async () => {
  await ready()
  ;[admin, editor] = await Promise.all([adminCookie(), editorCookie()])
})

describe('a member added by the team', () => {
  it('after the confirmation: found by name, booked with their mail, shown as an arrival to place, and alone told once placed and confirmed', async () => {
    const d = await dinner({ seats: 10, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner à compléter' })
    const guests = await members(9)
    for (const g of guests) await book(g, d.id)
    const composed = await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })
    expect((await call(confirm.POST, { cookie: admin, params: params(d.id), body: { basedOn: composed.body.composedAt } })).status).toBe(
      200,
    )
    const firstTables = (await board(d.id)).arrangement.tables as string[][]
    for (const g of guests) await smtp().waitFor(g.email, 'votre table')

    const lastName = `Retardataire${Date.now()}`
    const late = await member({ lastName })
    const found = await search(d.id, lastName.toLowerCase().slice(0, 8))
    expect(found.status).toBe(200)
    expect(found.body).toContainEqual({
      id: late.id,
      name: expect.stringContaining(lastName),
      email: late.email,
      company: expect.any(String),
    })
    // Those already at the dinner are not offered.
    const everyone = await search(d.id, 'convive')
    expect(everyone.body.map((candidate: { id: number }) => candidate.id)).not.toContain(guests[0].id)

    const added = await add(d.id, { member: late.id })
    expect(added).toMatchObject({
      status: 201,
      body: { name: expect.stringContaining(lastName), tablesConfirmed: true, seatsRaisedTo: null },
    })
    expect((await smtp().waitFor(late.email, 'votre place au dîner')).text).toContain(
      'Votre place est réservée au dîner « Dîner à compléter »',
    )
    expect((await search(d.id, lastName)).body).toEqual([])

    // The board keeps the tables and shows them unplaced: confirming waits until the team places them.
    const after = await board(d.id)
    expect(after.arrangement.tables).toEqual(firstTables)
    expect(after.arrivals).toEqual([String(late.id)])
    const shownBefore = { basedOn: after.composedAt, shown: firstTables }
    expect(await call(confirm.POST, { cookie: admin, params: params(d.id), body: shownBefore })).toMatchObject({
      status: 409,
      body: { message: fillCount(TABLE_ERRORS.arrivalsFirst, 1) },
    })
    const emptiest = firstTables.reduce((best, table, index) => (table.length < firstTables[best].length ? index : best), 0)
    const placedTables = firstTables.map((table, index) => (index === emptiest ? [...table, String(late.id)] : table))
    const placed = await arrange(d.id, placedTables, after.composedAt)
    expect(placed.status).toBe(200)
    // A screen read before the placement (it showed the first tables) is stale: it must reload first.
    const stale = await call(confirm.POST, {
      cookie: admin,
      params: params(d.id),
      body: { basedOn: placed.body.composedAt, shown: firstTables },
    })
    expect(stale).toMatchObject({ status: 409, body: { message: TABLE_ERRORS.changedMeanwhile } })
    const changes = await call(confirm.POST, {
      cookie: admin,
      params: params(d.id),
      body: { basedOn: placed.body.composedAt, shown: placedTables },
    })
    expect(changes.status).toBe(200)
    expect((await smtp().waitFor(late.email, 'votre table')).text).toContain(`VOTRE TABLE\nTable ${emptiest + 1}`)
    for (const g of guests) expect(mailsTo(g, 'votre table')).toHaveLength(1)

    // The dinner full, the next one added takes one more seat rather than the waitlist.
    const another = await member()
    expect(await add(d.id, { member: another.id })).toMatchObject({ status: 201, body: { seatsRaisedTo: 11 } })
    const db = pool(await ready())
    const { rows } = await db.query('SELECT seats FROM dinners WHERE id = $1', [d.id])
    expect(Number(rows[0].seats)).toBe(11)
    // Both are in « Journal », with who added them.
    const { rows: entries } = await db.query(
      `SELECT kind, subject_id, changes FROM audit_log WHERE record_type = 'bookings' AND subject_id = ANY($1::int[]) ORDER BY id`,
      [[late.id, another.id]],
    )
    expect(entries).toEqual([
      { kind: 'booking.changed', subject_id: late.id, changes: { bookingStatus: [null, 'booked'] } },
      { kind: 'booking.changed', subject_id: another.id, changes: { bookingStatus: [null, 'booked'], dinnerSeats: [10, 11] } },
    ])
  }, 60_000)

  it('joins the re-seating being prepared: moves made since the confirmation stay, the late guest waits to be placed', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner en re-placement' })
    const guests = await members(10)
    for (const g of guests) await book(g, d.id)
    const composed = await call(tables.POST, { cookie: admin, params: params(d.id), body: { basedOn: null } })
    expect((await call(confirm.POST, { cookie: admin, params: params(d.id), body: { basedOn: composed.body.composedAt } })).status).toBe(
      200,
    )
    const told = (await board(d.id)) as { arrangement: { tables: string[][] }; composedAt: string }
    // The admin moves one guest to the other table: a re-seating not yet confirmed.
    const [moved, ...stay] = told.arrangement.tables[0]
    const draft = [stay, [...told.arrangement.tables[1], moved]]
    const saved = await arrange(d.id, draft, told.composedAt)
    expect(saved.status).toBe(200)

    const late = await member()
    expect((await add(d.id, { member: late.id })).status).toBe(201)
    const after = await board(d.id)
    expect(after.arrangement.tables).toEqual(draft)
    expect(after.arrivals).toEqual([String(late.id)])
  })

  it('once only when two admins add the same member at once: one booking, one mail', async () => {
    const d = await dinner({ seats: 8, title: 'Dîner à deux admins' })
    const wanted = await member()
    const answers = await Promise.all([add(d.id, { member: wanted.id }), add(d.id, { member: wanted.id })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'Ce membre est déjà inscrit à ce dîner, ou sur sa liste d’attente.',
    )
    await smtp().waitFor(wanted.email, 'votre place au dîner')
    expect(mailsTo(wanted, 'votre place au dîner')).toHaveLength(1)
  })

  it('refuses in French: a short search or a bad body (400), no session (401), a member or an editor (403), no dinner (404), and who or when cannot be (409)', async () => {
    const d = await dinner({ seats: 8, title: 'Dîner des refus' })
    const someone = await member()
    expect(await search(d.id, 'a')).toMatchObject({
      status: 400,
      body: { message: 'Saisissez au moins deux lettres du nom, de l’e-mail ou de l’entreprise.' },
    })
    expect((await call(teamGuests.GET, { cookie: admin, params: params(d.id) })).status).toBe(400)
    for (const body of [{}, { member: 'un' }, { member: -1 }, 'pas du JSON']) {
      expect(await add(d.id, body)).toMatchObject({ status: 400, body: { message: 'Requête invalide.' } })
    }
    expect((await call(teamGuests.POST, { params: params(d.id), body: { member: someone.id } })).status).toBe(401)
    expect((await call(teamGuests.GET, { params: params(d.id), path: '/api/test?q=convive' })).status).toBe(401)
    expect((await add(d.id, { member: someone.id }, someone.cookie)).status).toBe(403)
    expect((await add(d.id, { member: someone.id }, editor)).status).toBe(403)
    expect((await search(d.id, 'convive', editor)).status).toBe(403)
    expect((await add(999_999, { member: someone.id })).status).toBe(404)
    expect((await search(999_999, 'convive')).status).toBe(404)
    const draft = await dinner({ status: 'draft', title: 'Dîner en préparation' })
    expect((await search(draft.id, 'convive')).status).toBe(404)
    expect((await add(draft.id, { member: someone.id })).status).toBe(404)

    const pending = await member({ status: 'pending' })
    expect(await add(d.id, { member: pending.id })).toMatchObject({
      status: 409,
      body: { message: 'Ce compte n’est pas celui d’un membre approuvé.' },
    })
    const cancelled = await dinner({ title: 'Dîner annulé' })
    await pool(await ready()).query(`UPDATE dinners SET status = 'cancelled' WHERE id = $1`, [cancelled.id])
    expect(await add(cancelled.id, { member: someone.id })).toMatchObject({
      status: 409,
      body: { message: 'Ce dîner est annulé : on n’y ajoute plus personne.' },
    })
    const begun = await dinner({ days: -1, title: 'Dîner commencé' })
    expect(await add(begun.id, { member: someone.id })).toMatchObject({
      status: 409,
      body: { message: 'Ce dîner a déjà commencé : ses tables ne changent plus.' },
    })
    expect(mailsTo(someone, 'votre place au dîner')).toHaveLength(0)
  })
})
