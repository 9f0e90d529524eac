import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'

import * as reverse from '@/app/(frontend)/api/admin/applications/[id]/reverse/route'
import * as forgot from '@/app/(frontend)/api/auth/forgot-password/route'
import * as reset from '@/app/(frontend)/api/auth/reset-password/route'
import * as feed from '@/app/(frontend)/api/calendar/[token]/route'
import * as feedSettings from '@/app/(frontend)/api/me/calendar-feed/route'
import * as download from '@/app/(frontend)/api/me/dinners/[id]/calendar/route'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { pool } from '@/server/db/pool'

import { invitationOf } from '../support/calendar'
import { adminCookie, call, mailedToken, ready, smtp } from './support/api'
import { book, dinner, member } from './support/dinners'

const fileOf = (who: { cookie?: string }, dinnerId: number | string) =>
  call(download.GET, { cookie: who.cookie, params: { id: String(dinnerId) } })
const feedAt = (url: string) => call(feed.GET, { params: { token: url.split('/').pop() ?? '' } })

/** The events of an iCalendar text, read with a parser library. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      status: String(event.getFirstPropertyValue('status')),
      attendees: event.getAllProperties('attendee').length,
      tzid: String(event.getFirstProperty('dtstart')?.getParameter('tzid')),
    })),
  }
}

beforeAll(async () => {
  await ready()
})

describe('« Ajouter à mon agenda » : a booked dinner as a file', () => {
  it('gives the booked dinner with the UID of its mailed invitation, as a PUBLISH without attendees', async () => {
    const guest = await member()
    const d = await dinner({ title: 'Un dîner à mettre à l’agenda' })
    expect((await book(guest, d.id)).status).toBe(201)
    const mailed = invitationOf(await smtp().waitFor(guest.email, 'votre place au dîner'))

    const file = await fileOf(guest, d.id)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="diner.ics"')
    const { method, events } = eventsOf(file.text)
    expect(method).toBe('PUBLISH')
    expect(events).toEqual([
      { uid: mailed.uid, summary: 'Dîner « Un dîner à mettre à l’agenda »', status: 'CONFIRMED', attendees: 0, tzid: DINNER_TIME_ZONE },
    ])
    expect(file.text).not.toContain('Salon Vert')
  })

  it('answers 401 without a session, 403 in French to an applicant, 404 in French without a booking or for a bad id', async () => {
    const d = await dinner()
    expect((await fileOf({}, d.id)).status).toBe(401)
    const pending = await fileOf(await member({ status: 'pending' }), d.id)
    expect(pending.status).toBe(403)
    expect(pending.body.message).toMatch(/réservés aux membres/)
    const stranger = await fileOf(await member(), d.id)
    expect(stranger.status).toBe(404)
    expect(stranger.body.message).toBe('Vous n’avez pas de réservation à ce dîner.')
    expect((await fileOf(await member(), 'abc')).status).toBe(404)
  })
})

describe('« Mes dîners » as a private calendar feed', () => {
  it('lists the member’s booked and waitlisted dinners, and nobody else’s; a new address retires the old one', async () => {
    const guest = await member()
    const other = await member()
    const open = await dinner({ title: 'Dîner du flux, réservé' })
    const full = await dinner({ title: 'Dîner du flux, complet', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    const elsewhere = await dinner({ title: 'Dîner d’un autre membre' })
    for (const m of [await member(), await member(), await member(), await member()]) expect((await book(m, full.id)).status).toBe(201)
    expect((await book(guest, open.id)).status).toBe(201)
    expect((await book(guest, full.id)).body.booking.status).toBe('waitlisted')
    expect((await book(other, elsewhere.id)).status).toBe(201)

    expect((await call(feedSettings.GET, { cookie: guest.cookie })).body).toEqual({ createdAt: null, address: null })
    const made = await call(feedSettings.POST, { cookie: guest.cookie, body: {} })
    expect(made.status).toBe(201)
    const url: string = made.body.address.url
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}$/)
    expect(made.body.address.webcal).toBe(url.replace('http:', 'webcal:'))
    // After a reload, the same address again (kept sealed): copying it does not cut the calendars subscribed.
    expect((await call(feedSettings.GET, { cookie: guest.cookie })).body).toEqual(made.body)
    const [stored] = (await pool(await ready()).query('SELECT token_hash, token_sealed FROM calendar_feeds WHERE user_id = $1', [guest.id]))
      .rows
    const secret = url.split('/').pop()!
    expect(stored.token_sealed).not.toContain(secret)
    expect(stored.token_hash).not.toContain(secret)

    const answer = await feedAt(url)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const { method, events } = eventsOf(answer.text)
    expect(method).toBe('PUBLISH')
    expect(events.map((e) => [e.summary, e.status]).sort()).toEqual([
      ['Dîner « Dîner du flux, complet » (liste d’attente)', 'TENTATIVE'],
      ['Dîner « Dîner du flux, réservé »', 'CONFIRMED'],
    ])
    expect(answer.text).not.toContain(other.email)
    expect(answer.text).not.toContain(guest.email)

    const renewed = await call(feedSettings.POST, { cookie: guest.cookie, body: {} })
    expect(renewed.body.address.url).not.toBe(url)
    expect((await feedAt(url)).status).toBe(404)
    expect((await feedAt(renewed.body.address.url)).status).toBe(200)
  })

  it('a feed made before addresses were sealed goes on working; its address cannot be shown, nor one sealed for another member', async () => {
    const [older, other] = [await member(), await member()]
    const made = await call(feedSettings.POST, { cookie: older.cookie, body: {} })
    const db = pool(await ready())
    await db.query('UPDATE calendar_feeds SET token_sealed = NULL WHERE user_id = $1', [older.id])
    expect((await call(feedSettings.GET, { cookie: older.cookie })).body).toEqual({ createdAt: made.body.createdAt, address: null })
    expect((await feedAt(made.body.address.url)).status).toBe(200)

    // Another member's sealed value copied onto this row does not open here (the owner is bound in).
    await call(feedSettings.POST, { cookie: other.cookie, body: {} })
    await db.query(
      'UPDATE calendar_feeds SET token_sealed = (SELECT token_sealed FROM calendar_feeds WHERE user_id = $2) WHERE user_id = $1',
      [older.id, other.id],
    )
    expect((await call(feedSettings.GET, { cookie: older.cookie })).body.address).toBeNull()
  })

  it('stops working on a password reset and once the person is no longer a member, whichever way that happened', async () => {
    const feedOf = async (who: { cookie: string }) =>
      (await call(feedSettings.POST, { cookie: who.cookie, body: {} })).body.address.url as string
    // A password reset: whoever held the account may have copied the address.
    const resetting = await member()
    const beforeReset = await feedOf(resetting)
    expect((await feedAt(beforeReset)).status).toBe(200)
    await call(forgot.POST, { body: { email: resetting.email } })
    const token = await mailedToken(resetting.email, 'réinitialiser', 'mot-de-passe/reinitialiser')
    expect((await call(reset.POST, { body: { token, password: 'nouveau-secret-1', confirmPassword: 'nouveau-secret-1' } })).status).toBe(
      200,
    )
    expect((await feedAt(beforeReset)).status).toBe(404)

    // The team changes its decision: the feed ends with it.
    const reversed = await member()
    const beforeReversal = await feedOf(reversed)
    const answer = await call(reverse.POST, {
      cookie: await adminCookie(),
      params: { id: String(reversed.id) },
      body: { action: 'reject', notes: '', reason: 'Candidature en double' },
    })
    expect(answer.status).toBe(200)
    expect((await feedAt(beforeReversal)).status).toBe(404)

    // Any other way (an admin's edit in Payload's form): the feed is refused, and revoked, at its next poll.
    const edited = await member()
    const beforeEdit = await feedOf(edited)
    await pool(await ready()).query(`UPDATE users SET application_status = 'rejected' WHERE id = $1`, [edited.id])
    expect((await feedAt(beforeEdit)).status).toBe(404)
    expect((await pool(await ready()).query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [edited.id])).rowCount).toBe(0)
  })

  it('answers 404 to an unknown address, 401 without a session and 403 to an applicant', async () => {
    const unknown = await feedAt('http://localhost:3000/api/calendar/pas-un-vrai-secret')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Ressource introuvable.')
    expect((await call(feedSettings.POST, { body: {} })).status).toBe(401)
    expect((await call(feedSettings.GET, {})).status).toBe(401)
    const pending = await member({ status: 'pending' })
    expect((await call(feedSettings.POST, { cookie: pending.cookie, body: {} })).status).toBe(403)
  })
})
