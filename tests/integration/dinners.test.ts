import { beforeAll, describe, expect, it } from 'vitest'

import * as cancel from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as dinners from '@/app/(frontend)/api/dinners/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import * as me from '@/app/(frontend)/api/me/route'
import { pool } from '@/server/db/pool'

import { adminCookie, call, ready, registerApplicant, smtp } from './support/api'
import { cms } from './support/cms'
import { book, dinner, type Member, member, members, unbook } from './support/dinners'

let admin: string

const space = (who: Member) => call(myDinners.GET, { cookie: who.cookie })
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
