import { beforeAll, describe, expect, it } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as cancel from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as dinners from '@/app/(frontend)/api/dinners/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import * as me from '@/app/(frontend)/api/me/route'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { pool } from '@/server/db/pool'

import { adminCookie, call, ready, registerApplicant, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, member, members } from './support/dinners'

let admin: string

const book = (who: Member | { cookie?: string }, dinnerId: number, body: unknown = {}) =>
  call(bookings.POST, {
    cookie: who.cookie,
    body,
    params: { id: String(dinnerId) },
  })
const unbook = (who: Member, dinnerId: number) =>
  call(cancel.DELETE, {
    method: 'DELETE',
    cookie: who.cookie,
    params: { id: String(dinnerId) },
  })
const space = (who: Member) => call(myDinners.GET, { cookie: who.cookie })
/** The admin composes, or confirms, the tables their screen showed (`basedOn`: their composition time). */
const compose = (dinnerId: number, basedOn: string | null = null) =>
  call(tables.POST, { cookie: admin, params: { id: String(dinnerId) }, body: { basedOn } })
const confirmOn = (dinnerId: number, basedOn: string | null) =>
  call(confirm.POST, { cookie: admin, params: { id: String(dinnerId) }, body: { basedOn } })
const mailsTo = (address: string) => smtp().received.filter((mail) => mail.to.includes(address))

/** The spec's words, not our constants: what a member reads when refused. */
const SAYS = {
  notMember: /réservés aux membres/,
  monthLimit: /un dîner par mois/,
  trial: /un seul dîner découverte/,
  plusOne: /Seule la formule Premium/,
  tooLate: /trop tard pour annuler.*48 heures/,
  already: /déjà inscrit/,
}

/** A month far enough ahead that both dinners fall in it, whatever today's date. */
function inMonth(monthsAhead: number, day: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day, 18, 0)).toISOString()
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('GET /api/dinners (public)', () => {
  it('lists the upcoming published dinners with their seats left, never a draft, a past dinner or a venue', async () => {
    // Sooner than any other file's dinners, so that it is among the first UPCOMING_DINNERS_LIMIT whatever ran before.
    const published = await dinner({ title: 'Dîner public', seats: 10, days: 0.5 })
    const draft = await dinner({ title: 'Dîner brouillon', status: 'draft' })
    const past = await dinner({ title: 'Dîner passé', days: -2 })
    const guest = await member()
    await book(guest, published.id)
    const res = await call(dinners.GET)
    expect(res.status).toBe(200)
    const ids = res.body.dinners.map((d: { id: number }) => d.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    expect(ids).not.toContain(past.id)
    const listed = res.body.dinners.find((d: { id: number }) => d.id === published.id)
    expect(listed).toMatchObject({
      title: 'Dîner public',
      city: 'Paris',
      theme: 'politics-democracy',
      seats: 10,
      seatsLeft: 9,
    })
    expect(listed.speakers).toEqual([{ name: 'Claire Martin', role: 'journalist', bio: 'Grand reporter.' }])
    expect(JSON.stringify(res.body)).not.toMatch(/Salon Vert|rue Secrète|venue/i)
  })

  it('through Payload’s REST too, a visitor and a member read a dinner without its venue', async () => {
    const d = await dinner()
    const visitor = await cms('GET', `dinners/${d.id}`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.venueName).toBeUndefined()
    const someone = await member()
    const asMember = await cms('GET', `dinners/${d.id}`, {
      cookie: someone.cookie,
    })
    expect(asMember.body.title).toBe(d.title)
    expect(asMember.body.venueAddress).toBeUndefined()
    const draft = await dinner({ status: 'draft' })
    expect((await cms('GET', `dinners/${draft.id}`)).status).toBe(404)
  })
})

describe('POST /api/dinners/{id}/bookings', () => {
  it('books a seat for a member (201) and says so in their space', async () => {
    const d = await dinner()
    const m = await member()
    const res = await book(m, d.id)
    expect(res).toMatchObject({
      status: 201,
      body: {
        booking: {
          dinnerId: d.id,
          status: 'booked',
          plusOne: false,
          seatsLeft: 15,
        },
      },
    })
    const mine = await space(m)
    expect(mine.status).toBe(200)
    expect(mine.body.bookings).toHaveLength(1)
    expect(mine.body.bookings[0]).toMatchObject({
      status: 'booked',
      venue: null,
      tableNumber: null,
    })
    // « Dîners ouverts » leaves out what the member already holds.
    expect(mine.body.upcoming.some((u: { id: number }) => u.id === d.id)).toBe(false)
  })

  it('answers 401 without a session, 403 in French to an applicant not yet approved and to the team, 400 to a bad body, 404 to an unknown or draft dinner', async () => {
    const d = await dinner()
    expect((await book({}, d.id)).status).toBe(401)
    const pending = await member({ status: 'pending' })
    const refused = await book(pending, d.id)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(SAYS.notMember)
    const registered = await registerApplicant()
    expect((await book(registered, d.id)).status).toBe(403)
    expect((await book({ cookie: admin }, d.id)).status).toBe(403)
    const m = await member()
    const bad = await book(m, d.id, { plusOne: 'oui' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Requête de réservation invalide.')
    expect((await book(m, d.id, { plusOne: false, seat: 3 })).status).toBe(400)
    expect((await book(m, 999999)).status).toBe(404)
    const draft = await dinner({ status: 'draft' })
    expect((await book(m, draft.id)).status).toBe(404)
    const closed = await dinner({ status: 'closed' })
    expect((await book(m, closed.id)).status).toBe(409)
    const again = await book(m, d.id)
    expect(again.status).toBe(201)
    const twice = await book(m, d.id)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(SAYS.already)
  })

  it('keeps each plan’s limit (SPEC §9): essential one dinner a month, test one trial dinner, premium unlimited with one guest', async () => {
    const first = await dinner({ startsAt: inMonth(2, 5) })
    const sameMonth = await dinner({ startsAt: inMonth(2, 20) })
    const nextMonth = await dinner({ startsAt: inMonth(3, 5) })

    const essential = await member({ plan: 'essential' })
    expect((await book(essential, first.id)).status).toBe(201)
    const limited = await book(essential, sameMonth.id)
    expect(limited.status).toBe(409)
    expect(limited.body.message).toMatch(SAYS.monthLimit)
    expect((await book(essential, nextMonth.id)).status).toBe(201)
    const withGuest = await book(await member({ plan: 'essential' }), first.id, { plusOne: true, guest: { firstName: 'Hélène' } })
    expect(withGuest.status).toBe(409)
    expect(withGuest.body.message).toMatch(SAYS.plusOne)

    const trial = await member({ plan: 'test' })
    expect((await book(trial, first.id)).status).toBe(201)
    const second = await book(trial, nextMonth.id)
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(SAYS.trial)
    // A cancelled trial booking frees the trial.
    expect((await unbook(trial, first.id)).status).toBe(200)
    expect((await book(trial, nextMonth.id)).status).toBe(201)

    const premium = await member({ plan: 'premium' })
    const guest = { firstName: 'Hélène', dietaryNeeds: '' }
    expect(await book(premium, first.id, { plusOne: true, guest })).toMatchObject({
      status: 201,
      body: { booking: { plusOne: true } },
    })
    expect(await book(premium, sameMonth.id, { plusOne: true, guest })).toMatchObject({
      status: 201,
      // Nobody holds a seat there yet (the essential member was refused): the guest takes a second one.
      body: { booking: { seatsLeft: (sameMonth.seats ?? 0) - 2 } },
    })
    expect((await book(premium, nextMonth.id)).status).toBe(201)
  })
})

describe('DELETE /api/dinners/{id}/bookings/me', () => {
  it('cancels until 48 hours before the dinner, then refuses in French; the member can book again', async () => {
    const d = await dinner()
    const m = await member()
    await book(m, d.id)
    expect(await unbook(m, d.id)).toMatchObject({
      status: 200,
      body: { booking: { status: 'cancelled', seatsLeft: 16 } },
    })
    // « Mes dîners » keeps it, as cancelled, until the dinner has passed.
    expect((await space(m)).body.bookings).toMatchObject([{ status: 'cancelled', dinnerCancelled: false }])
    expect((await unbook(m, d.id)).status).toBe(404)
    expect((await book(m, d.id)).status).toBe(201)

    const soon = await dinner({ days: 1 })
    await book(m, soon.id)
    const late = await unbook(m, soon.id)
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(SAYS.tooLate)
    expect(
      (
        await call(cancel.DELETE, {
          method: 'DELETE',
          params: { id: String(d.id) },
        })
      ).status,
    ).toBe(401)
  })
})

describe('booking in a loop', () => {
  it('is limited per client address (each change expires the public pages): the 31st change in 10 minutes gets a French 429', async () => {
    const d = await dinner({ seats: 40 })
    const m = await member()
    const ip = `198.51.100.${process.pid % 250}`
    const params = { id: String(d.id) }
    const statuses: number[] = []
    for (let i = 0; i < 31; i += 1) {
      const answer =
        i % 2 === 0
          ? await call(bookings.POST, { cookie: m.cookie, body: {}, params, ip })
          : await call(cancel.DELETE, { method: 'DELETE', cookie: m.cookie, params, ip })
      statuses.push(answer.status)
      if (answer.status === 429) expect(answer.body.message).toMatch(/Trop de tentatives|réessayer/i)
    }
    expect(statuses.slice(0, 30).every((status) => status === 200 || status === 201)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('a full dinner', () => {
  it('takes a waitlist; a freed seat goes to the first on it, who is told by e-mail', async () => {
    const d = await dinner({ seats: 4, tableSizeMin: 4 })
    const guests = await Promise.all([1, 2, 3, 4].map(() => member()))
    for (const g of guests) expect((await book(g, d.id)).body.booking.status).toBe('booked')
    const [first, second] = [await member(), await member()]
    expect((await book(first, d.id)).body.booking).toMatchObject({
      status: 'waitlisted',
      seatsLeft: 0,
    })
    expect((await book(second, d.id)).body.booking.status).toBe('waitlisted')
    expect((await space(first)).body.bookings[0].status).toBe('waitlisted')

    expect((await unbook(guests[0], d.id)).status).toBe(200)
    expect((await space(first)).body.bookings[0].status).toBe('booked')
    expect((await space(second)).body.bookings[0].status).toBe('waitlisted')
    const mail = await smtp().waitFor(first.email, 'une place s’est libérée')
    expect(mail.text).toContain(d.title)
    expect(mailsTo(second.email).map((m) => m.subject)).toEqual([expect.stringContaining('liste d’attente')])
  })

  it('moves the waitlist up when the team adds seats, and never lets a newcomer take a seat before those who wait', async () => {
    const d = await dinner({ seats: 4, tableSizeMin: 4, title: 'Dîner agrandi' })
    const guests = await Promise.all([1, 2, 3, 4].map(() => member()))
    for (const g of guests) await book(g, d.id)
    const first = await member()
    expect((await book(first, d.id)).body.booking.status).toBe('waitlisted')
    const payload = await ready()
    const team = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })).docs[0]
    await payload.update({ collection: 'dinners', id: d.id, data: { seats: 5 }, user: team, overrideAccess: false })
    expect((await space(first)).body.bookings[0].status).toBe('booked')
    const { rows: queued } = await pool(payload).query(`SELECT subject FROM mail_outbox WHERE recipient = $1`, [first.email])
    expect(queued.map((row: { subject: string }) => row.subject).join()).toMatch(/une place s’est libérée pour « Dîner agrandi »/)

    // A seat freed outside a cancellation (a row removed by hand) goes to whoever waits, not to the next to book.
    const second = await member()
    expect((await book(second, d.id)).body.booking.status).toBe('waitlisted')
    await pool(payload).query(`DELETE FROM bookings WHERE dinner_id = $1 AND member_id = $2`, [d.id, guests[0].id])
    const newcomer = await member()
    expect((await book(newcomer, d.id)).body.booking.status).toBe('waitlisted')
    expect((await space(second)).body.bookings[0].status).toBe('booked')
  })

  it('never overfills: twenty members booking the last eight seats at once get eight seats and twelve places on the waitlist', async () => {
    const d = await dinner({ seats: 8 })
    const crowd = await members(20, () => ({ plan: 'premium' }))
    const answers = await Promise.all(crowd.map((m) => book(m, d.id)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const statuses = answers.map((a) => a.body.booking.status)
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(8)
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(12)
    const { rows } = await pool(await ready()).query(
      `SELECT status, count(*)::int AS n FROM bookings WHERE dinner_id = $1 GROUP BY status ORDER BY status`,
      [d.id],
    )
    expect(rows).toEqual([
      { status: 'booked', n: 8 },
      { status: 'waitlisted', n: 12 },
    ])
  })
})

describe('the data rights of a member with bookings', () => {
  it('the export lists their bookings with their dinners; erasing the account gives their seat to the first on the waitlist, who is told', async () => {
    const d = await dinner({ seats: 4, tableSizeMin: 4, title: 'Dîner d’un membre qui s’en va' })
    const [leaving, ...others] = await Promise.all([1, 2, 3, 4].map(() => member()))
    for (const g of [leaving, ...others]) await book(g, d.id)
    const waiting = await member()
    expect((await book(waiting, d.id)).body.booking.status).toBe('waitlisted')

    const exported = await call(exportData.GET, { cookie: leaving.cookie })
    expect(exported.status).toBe(200)
    const body = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body
    expect(body.bookings).toHaveLength(1)
    expect(body.bookings[0]).toMatchObject({ status: 'booked', dinner: { title: 'Dîner d’un membre qui s’en va' } })
    expect(body.bookings[0].dinner.venueName).toBeUndefined()

    expect((await call(me.DELETE, { method: 'DELETE', cookie: leaving.cookie })).status).toBe(200)
    expect((await space(waiting)).body.bookings[0].status).toBe('booked')
    expect((await smtp().waitFor(waiting.email, 'une place s’est libérée')).text).toContain('Dîner d’un membre qui s’en va')
    const { rows } = await pool(await ready()).query(`SELECT count(*)::int AS n FROM bookings WHERE member_id = $1`, [leaving.id])
    expect(rows[0].n).toBe(0)
  })
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
      expect(mail.text).toContain('Le Salon Vert, 12 rue Secrète, 75003 Paris')
      expect(mail.text).toContain('Claire Martin (journaliste)')
      expect(mail.text).toContain(`Votre table : table ${number}`)
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
    // Once confirmed, the tables no longer change, and bookings are closed.
    expect((await compose(d.id, recomposed.body.composedAt)).status).toBe(409)
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
    expect(mail.text).toContain('Le Salon Vert, 12 rue Secrète, 75003 Paris')
    expect(mail.text).toContain('Votre table : table 1')
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

  it('refuses a member (403), a visitor (401), an arrangement that drops a guest (409) or is malformed (400)', async () => {
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
    const dropped = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params,
      body: { tables: [guests.slice(1).map((g) => String(g.id))], pins: [], basedOn: null },
    })
    expect(dropped).toMatchObject({
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
