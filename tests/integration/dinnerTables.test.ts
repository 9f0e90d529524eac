import { beforeAll, describe, expect, it } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as dinners from '@/app/(frontend)/api/dinners/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { pool } from '@/server/db/pool'

import { adminCookie, call, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { book, dinner, type Member, member, members, seatedAt, unbook } from './support/dinners'

let admin: string

const space = (who: Member) => call(myDinners.GET, { cookie: who.cookie })
/** The admin composes, or confirms, the tables their screen showed (`basedOn`: their composition time). */
const compose = (dinnerId: number, basedOn: string | null = null) =>
  call(tables.POST, { cookie: admin, params: { id: String(dinnerId) }, body: { basedOn } })
const confirmOn = (dinnerId: number, basedOn: string | null) =>
  call(confirm.POST, { cookie: admin, params: { id: String(dinnerId) }, body: { basedOn } })
const mailsTo = (address: string) => smtp().received.filter((mail) => mail.to.includes(address))

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('tables: compose, move, pin, confirm', () => {
  // Thirteen members, each with a password hash: as heavy as the concurrency tests below, on 2 busy cores.
  it('composes with one button, keeps a pinned guest, and on confirmation each guest gets one e-mail and sees the venue', async () => {
    const d = await dinner({
      seats: 12,
      tableSizeMin: 4,
      tableSizeMax: 8,
      title: 'Dîner à composer',
    })
    const guests = await members(12, (i) => ({ languages: i % 2 ? ['fr', 'en'] : ['fr'] }))
    for (const g of guests) await book(g, d.id)
    const late = await member()
    expect((await book(late, d.id)).body.booking.status).toBe('waitlisted')
    const params = { id: String(d.id) }

    const composed = await compose(d.id)
    expect(composed.status).toBe(200)
    const arrangement = composed.body.arrangement as { tables: string[][] }
    expect(arrangement.tables.flat().sort()).toEqual(guests.map((g) => String(g.id)).sort())
    expect(arrangement.tables.every((t) => t.length >= 4 && t.length <= 8)).toBe(true)
    expect(composed.body.waitlist.map((w: { id: string }) => w.id)).toEqual([String(late.id)])

    // The admin moves a guest to the other table and pins them there, then re-runs the composition.
    const moved = arrangement.tables[0][0]
    const tablesAfterMove = [arrangement.tables[0].slice(1), [...arrangement.tables[1], moved]]
    const saved = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params,
      body: { tables: tablesAfterMove, pins: [{ guest: moved, table: 1 }], basedOn: composed.body.composedAt },
    })
    expect(saved.status).toBe(200)
    const recomposed = await compose(d.id, saved.body.composedAt)
    expect(recomposed.body.arrangement.tables[1]).toContain(moved)
    expect(recomposed.body.arrangement.pins).toEqual([{ guest: moved, table: 1 }])
    // The admin panel's document (read through Payload) holds the same tables, pin and time.
    const read = await cms('GET', `dinner-tables?where[dinner][equals]=${d.id}&depth=0`, { cookie: admin })
    const stored = (read.body.docs as { tables: { guests: number[] }[]; pins: unknown[]; composedAt: string }[])[0]
    expect(stored.tables.map((table) => table.guests.map(String))).toEqual(recomposed.body.arrangement.tables)
    expect(stored.pins).toMatchObject([{ guest: Number(moved), table: 1, pinnedBy: expect.any(Number) }])
    expect(stored.composedAt).toBe(recomposed.body.composedAt)

    const before = await space(guests[0])
    expect(before.body.bookings[0]).toMatchObject({
      venue: null,
      tableNumber: null,
    })

    // Two admins confirm at once: one does, the other is told; each guest gets one mail.
    const [a, b] = await Promise.all([confirmOn(d.id, recomposed.body.composedAt), confirmOn(d.id, recomposed.body.composedAt)])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe(TABLE_ERRORS.alreadyConfirmed)
    const finalTables = recomposed.body.arrangement.tables as string[][]
    for (const g of guests) {
      const number = finalTables.findIndex((t) => t.includes(String(g.id))) + 1
      const mail = await smtp().waitFor(g.email, 'votre table')
      expect(mail.text).toContain('LIEU\nLe Salon Vert\n12 rue Secrète, 75003 Paris')
      expect(mail.text).toContain('Claire Martin (journaliste)')
      expect(mail.text).toContain(`VOTRE TABLE\nTable ${number}`)
      // Every guest is seated before the mails leave: each names the whole table, the first one mailed too.
      const mates = /À VOTRE TABLE\n((?:.+\n)+)/.exec(mail.text)?.[1].trim().split('\n') ?? []
      expect(mates).toHaveLength(finalTables[number - 1].length - 1)
      expect(mailsTo(g.email).filter((m) => m.subject.includes('votre table'))).toHaveLength(1)
      const mine = await space(g)
      expect(mine.body.bookings[0]).toMatchObject({
        tableNumber: number,
        venue: {
          name: 'Le Salon Vert',
          address: '12 rue Secrète, 75003 Paris',
        },
      })
    }
    // The venue shows to seated guests wherever they read it, and to nobody else.
    expect((await cms('GET', `dinners/${d.id}`, { cookie: guests[0].cookie })).body.venueName).toBe('Le Salon Vert')
    expect((await cms('GET', `dinners/${d.id}`, { cookie: late.cookie })).body.venueName).toBeUndefined()
    expect((await cms('GET', `dinners/${d.id}`)).body.venueName).toBeUndefined()
    expect((await space(late)).body.bookings[0]).toMatchObject({
      status: 'waitlisted',
      venue: null,
    })
    expect(mailsTo(late.email).map((m) => m.subject)).toEqual([expect.stringContaining('liste d’attente')])
    expect(JSON.stringify((await call(dinners.GET)).body)).not.toContain('Salon Vert')
    // Once confirmed, there is nothing to recompose while no table is past its bounds, and bookings are closed.
    expect(await compose(d.id, recomposed.body.composedAt)).toMatchObject({ status: 409, body: { message: TABLE_ERRORS.nothingTouched } })
    const closed = await book(await member(), d.id)
    expect(closed.status).toBe(409)
    expect(closed.body.message).toBe('Ce dîner n’est pas ouvert aux réservations.')
  }, 60_000)

  it('after confirmation, whoever moves up from the waitlist takes the freed place at its table and is sent the venue', async () => {
    const d = await dinner({ seats: 4, tableSizeMin: 4, tableSizeMax: 4, title: 'Dîner complet confirmé' })
    const seated = await Promise.all([1, 2, 3, 4].map(() => member()))
    for (const g of seated) await book(g, d.id)
    const next = await member()
    expect((await book(next, d.id)).body.booking.status).toBe('waitlisted')
    const params = { id: String(d.id) }
    expect((await confirmOn(d.id, (await compose(d.id)).body.composedAt)).status).toBe(200)

    expect((await unbook(seated[2], d.id)).status).toBe(200)
    const mail = await smtp().waitFor(next.email, 'votre table')
    expect(mail.text).toContain('LIEU\nLe Salon Vert\n12 rue Secrète, 75003 Paris')
    expect(mail.text).toContain('VOTRE TABLE\nTable 1')
    expect(mailsTo(next.email).filter((m) => m.subject.includes('une place s’est libérée'))).toHaveLength(0)
    expect((await space(next)).body.bookings[0]).toMatchObject({ status: 'booked', tableNumber: 1, venue: { name: 'Le Salon Vert' } })
    const board = await call(tables.GET, { cookie: admin, params })
    const table = [...seated.filter((_, i) => i !== 2), next].map((g) => String(g.id)).sort()
    expect(board.body.arrangement.tables.map((t: string[]) => [...t].sort())).toEqual([table])
    // Closed now, the dinner stays readable by its guests, and by nobody else but the team.
    expect((await cms('GET', `dinners/${d.id}`, { cookie: next.cookie })).status).toBe(200)
    expect((await cms('GET', `dinners/${d.id}`, { cookie: (await member()).cookie })).status).toBe(404)
    expect((await cms('GET', `dinners/${d.id}`)).status).toBe(404)
  })

  it('after confirmation, whoever moves up never takes a freed place beside someone a report keeps them apart from', async () => {
    const d = await dinner({ seats: 8, tableSizeMin: 4, tableSizeMax: 5, title: 'Dîner complet et un signalement' })
    const seated = await members(8)
    for (const g of seated) await book(g, d.id)
    const next = await member()
    expect((await book(next, d.id)).body.booking.status).toBe('waitlisted')
    const composed = await compose(d.id)
    expect((await confirmOn(d.id, composed.body.composedAt)).status).toBe(200)
    const [first, second] = composed.body.arrangement.tables as string[][]
    // The member who waits once reported a guest of the first table; another guest of that table withdraws.
    await pool(await ready()).query(
      `INSERT INTO conduct_reports (reporter_id, reported_id, category, message) VALUES ($1, $2, 'propos-deplaces', 'Propos déplacés')`,
      [next.id, Number(first[0])],
    )
    expect((await unbook(seated.find((g) => String(g.id) === first[1]) as Member, d.id)).status).toBe(200)
    const mail = await smtp().waitFor(next.email, 'votre table')
    expect(mail.text).toContain('VOTRE TABLE\nTable 2')
    const board = (await call(tables.GET, { cookie: admin, params: { id: String(d.id) } })).body
    expect(board.arrangement.tables[1].sort()).toEqual([...second, String(next.id)].sort())
  })

  it('after a late cancellation the admin re-seats the touched tables, and confirming again tells only the guests who changed table', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6, title: 'Dîner re-placé' })
    const guests = await members(10)
    for (const g of guests) await book(g, d.id)
    const params = { id: String(d.id) }
    const first = await compose(d.id)
    expect((await confirmOn(d.id, first.body.composedAt)).status).toBe(200)
    for (const g of guests) await smtp().waitFor(g.email, 'votre table')
    const told = (g: Member) => mailsTo(g.email).filter((m) => m.subject.includes('votre table')).length

    // A guest of the first table withdraws: the board shows their table one short, nobody to tell.
    const [leaving] = first.body.arrangement.tables[0] as string[]
    expect((await unbook(guests.find((g) => String(g.id) === leaving) as Member, d.id)).status).toBe(200)
    const gap = (await call(tables.GET, { cookie: admin, params })).body
    expect(gap.arrangement.tables.map((t: string[]) => t.length)).toEqual([
      first.body.arrangement.tables[0].length - 1,
      first.body.arrangement.tables[1].length,
    ])
    expect(Object.keys(gap.seated)).toHaveLength(9)
    // Confirming the gap stores the tables as they are, forgets the empty seat and tells nobody.
    const stored = await confirmOn(d.id, gap.composedAt)
    expect(stored.status).toBe(200)
    expect(stored.body.vacated.flat()).toEqual([])

    // A move by hand leaves the first table past its bounds: only the touched tables are recomposed.
    const [moved] = gap.arrangement.tables[0] as string[]
    const tablesAfterMove = [gap.arrangement.tables[0].filter((id: string) => id !== moved), [...gap.arrangement.tables[1], moved]]
    const saved = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params,
      body: { tables: tablesAfterMove, pins: [], basedOn: stored.body.composedAt },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.arrangement.tables).toEqual(tablesAfterMove)
    expect((await confirmOn(d.id, saved.body.composedAt)).body.message).toContain(TABLE_ERRORS.outOfBounds)
    const recomposed = await compose(d.id, saved.body.composedAt)
    expect(recomposed.status).toBe(200)
    for (const table of recomposed.body.arrangement.tables as string[][]) expect(table.length).toBeGreaterThanOrEqual(4)

    // Confirmed again: only those whose table number changed get a second mail; twice changes nothing.
    const changed = (recomposed.body.arrangement.tables as string[][]).flatMap((table, index) =>
      table.filter((id) => gap.seated[id] !== index + 1),
    )
    expect(changed.length).toBeGreaterThan(0)
    const again = await confirmOn(d.id, recomposed.body.composedAt)
    expect(again.status).toBe(200)
    expect(again.body.seated).toEqual(
      Object.fromEntries((recomposed.body.arrangement.tables as string[][]).flatMap((table, index) => table.map((id) => [id, index + 1]))),
    )
    for (const id of changed) {
      const g = guests.find((guest) => String(guest.id) === id) as Member
      await expect.poll(() => told(g)).toBe(2)
      expect((await space(g)).body.bookings[0].tableNumber).toBe(again.body.seated[id])
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const g of guests.filter((guest) => String(guest.id) !== leaving && !changed.includes(String(guest.id)))) expect(told(g)).toBe(1)
    expect(await confirmOn(d.id, recomposed.body.composedAt)).toMatchObject({ status: 409, body: { message: TABLE_ERRORS.nothingChanged } })
  }, 60_000)

  it('once the evening has begun, its tables no longer change (409 in French)', async () => {
    const d = await dinner({ days: -1, seats: 8, tableSizeMin: 4, tableSizeMax: 4, title: 'Dîner commencé' })
    const guests = await members(8)
    await seatedAt(d.id, [guests.slice(0, 4), guests.slice(4)])
    const params = { id: String(d.id) }
    const board = (await call(tables.GET, { cookie: admin, params })).body
    const [one, two] = board.arrangement.tables as string[][]
    const swapped = [
      [two[0], ...one.slice(1)],
      [one[0], ...two.slice(1)],
    ]
    expect(
      await call(tables.PUT, { cookie: admin, method: 'PUT', params, body: { tables: swapped, pins: [], basedOn: board.composedAt } }),
    ).toMatchObject({ status: 409, body: { message: TABLE_ERRORS.alreadyHeld } })
  })

  it('of two admins moving guests on the same tables at once, the second is told to reload (409), and nothing is lost silently', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6 })
    const guests = await members(10)
    for (const g of guests) await book(g, d.id)
    const params = { id: String(d.id) }
    const composed = (await compose(d.id)).body
    const [first, second] = composed.arrangement.tables as string[][]
    const move = (guest: string) => ({
      tables: [first.filter((id) => id !== guest), [...second, guest]],
      pins: [],
      basedOn: composed.composedAt,
    })
    const answers = await Promise.all([
      call(tables.PUT, { cookie: admin, method: 'PUT', params, body: move(first[0]) }),
      call(tables.PUT, { cookie: admin, method: 'PUT', params, body: move(first[1]) }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const refused = answers.find((a) => a.status === 409)
    expect(refused?.body.message).toMatch(/modifié entre-temps.*rechargez/)
    const winner = answers.find((a) => a.status === 200)
    expect((await call(tables.GET, { cookie: admin, params })).body.arrangement.tables).toEqual(winner?.body.arrangement.tables)
    const stale = await call(tables.PUT, { cookie: admin, method: 'PUT', params, body: move(first[2]) })
    expect(stale.status).toBe(409)
  })

  it('confirming while members book never leaves a booked guest without a table: either the tables are stale (409) or the bookings find the dinner closed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const d = await dinner({ seats: 20, tableSizeMin: 4, tableSizeMax: 8 })
      for (const g of await members(8)) await book(g, d.id)
      const composed = (await compose(d.id)).body
      const newcomers = await members(6)
      const [confirmed, ...booked] = await Promise.all([confirmOn(d.id, composed.composedAt), ...newcomers.map((m) => book(m, d.id))])
      expect([200, 409]).toContain(confirmed.status)
      for (const answer of booked) expect([201, 409]).toContain(answer.status)
      const { rows } = await pool(await ready()).query(
        `SELECT count(*)::int AS n FROM bookings WHERE dinner_id = $1 AND status = 'booked' AND table_number IS NULL`,
        [d.id],
      )
      expect(rows[0].n).toBe(confirmed.status === 200 ? 0 : 14 - booked.filter((a) => a.status !== 201).length)
    }
  }, 90_000)

  it('composing while guests cancel never deadlocks: every answer is a success or a French 409', async () => {
    for (let round = 0; round < 4; round += 1) {
      const d = await dinner({ seats: 16, tableSizeMin: 4, tableSizeMax: 8 })
      const guests = await members(14)
      for (const g of guests) await book(g, d.id)
      // The cancellations start while the composition is saving (it locks the dinner, then refers to each guest).
      const answers = await Promise.all([
        compose(d.id),
        ...guests.slice(0, 10).map((g, i) => new Promise((resolve) => setTimeout(resolve, i * 3)).then(() => unbook(g, d.id))),
      ])
      for (const answer of answers) expect([200, 409]).toContain(answer.status)
    }
  }, 90_000)

  it('counts each +1 at confirmation: a table past its bounds needs « Confirmer malgré tout » with a reason, which is kept', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 6 })
    const guests = await members(6)
    for (const [i, g] of guests.entries()) {
      expect((await book(g, d.id, i === 0 ? { plusOne: true, guest: { firstName: 'Hélène' } } : {})).status).toBe(201)
    }
    // Six members fill one table of at most six; with Hélène, seven sit at it.
    const composed = await compose(d.id)
    expect(composed.body.arrangement.tables).toHaveLength(1)
    const refused = await confirmOn(d.id, composed.body.composedAt)
    expect(refused).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/Table 1\s: 7 personnes, invités compris, hors des bornes 4 à 6/) },
    })
    expect(refused.body.message).toContain('Confirmer malgré tout')
    const params = { id: String(d.id) }
    const confirmWith = (body: unknown) => call(confirm.POST, { cookie: admin, params, body })
    for (const reason of ['', '  ', 'x'.repeat(501)]) {
      expect(await confirmWith({ basedOn: composed.body.composedAt, outOfBoundsReason: reason })).toMatchObject({
        status: 400,
        body: { message: TABLE_ERRORS.reasonRequired },
      })
    }
    const done = await confirmWith({ basedOn: composed.body.composedAt, outOfBoundsReason: 'Le restaurant ajoute une chaise à la table.' })
    expect(done.status).toBe(200)
    expect(done.body.confirmedOutOfBounds).toBe('Le restaurant ajoute une chaise à la table.')
    const { rows } = await pool(await ready()).query('SELECT out_of_bounds_reason FROM dinner_tables WHERE dinner_id = $1', [d.id])
    expect(rows[0].out_of_bounds_reason).toBe('Le restaurant ajoute une chaise à la table.')
    expect((await call(tables.GET, { cookie: admin, params })).body.confirmedOutOfBounds).toBe(
      'Le restaurant ajoute une chaise à la table.',
    )
  })

  it('composes in seats, each +1 counted: 8 members and 2 +1s make two tables of 5, confirmed without a reason', async () => {
    const d = await dinner({ seats: 12, tableSizeMin: 4, tableSizeMax: 5 })
    const guests = await members(8)
    for (const [i, g] of guests.entries()) {
      expect((await book(g, d.id, i < 2 ? { plusOne: true, guest: { firstName: `Invité ${i + 1}` } } : {})).status).toBe(201)
    }
    const composed = await compose(d.id)
    expect(composed.status).toBe(200)
    const withPlusOne = new Set(guests.slice(0, 2).map((g) => String(g.id)))
    const seats = (composed.body.arrangement.tables as string[][]).map(
      (table) => table.length + table.filter((id) => withPlusOne.has(id)).length,
    )
    expect(seats).toEqual([5, 5])
    expect(await confirmOn(d.id, composed.body.composedAt)).toMatchObject({ status: 200, body: { confirmedOutOfBounds: null } })
  })

  it('refuses a member (403), a visitor (401), an arrangement that seats someone not booked (409) or is malformed (400)', async () => {
    const d = await dinner({ seats: 8, tableSizeMin: 4 })
    const guests = await members(5)
    for (const g of guests) await book(g, d.id)
    const params = { id: String(d.id) }
    expect((await call(tables.GET, { params })).status).toBe(401)
    expect((await call(tables.GET, { cookie: guests[0].cookie, params })).status).toBe(403)
    expect(
      (
        await call(confirm.POST, {
          cookie: guests[0].cookie,
          params,
          body: { basedOn: null },
        })
      ).status,
    ).toBe(403)
    expect((await confirmOn(d.id, null)).body.message).toBe(TABLE_ERRORS.notComposed)
    expect((await call(confirm.POST, { cookie: admin, params, body: { basedOn: 'hier' } })).body.message).toBe(TABLE_ERRORS.bodyInvalid)
    expect((await call(tables.POST, { cookie: admin, params, body: {} })).status).toBe(400)
    const board = await call(tables.GET, { cookie: admin, params })
    expect(board.body.guests).toHaveLength(5)
    const outsider = await member()
    const stranger = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params,
      body: { tables: [[...guests.map((g) => String(g.id)), String(outsider.id)]], pins: [], basedOn: null },
    })
    expect(stranger).toMatchObject({
      status: 409,
      body: { message: TABLE_ERRORS.guestsChanged },
    })
    const malformed = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params,
      body: { tables: 'toutes' },
    })
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: TABLE_ERRORS.bodyInvalid },
    })
  })
})
