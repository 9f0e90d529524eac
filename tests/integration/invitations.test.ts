import { beforeAll, describe, expect, it } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { pool } from '@/server/db/pool'

import { adminCookie, call, ready, smtp } from './support/api'
import { invitationOf } from '../support/calendar'
import { cms } from './support/cms'
import { book, dinner, member, members, unbook } from './support/dinners'

let admin: string

const mailsTo = (address: string) => smtp().received.filter((mail) => mail.to.includes(address))

async function bookingId(dinnerId: number, memberId: number): Promise<number> {
  const payload = await ready()
  const { rows } = await pool(payload).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 AND member_id = $2', [
    dinnerId,
    memberId,
  ])
  return rows[0].id
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('a booking is one calendar invitation that stays true (RFC 5545, 5546, 6047)', () => {
  it('books with a REQUEST, reveals the venue with the same UID and a higher SEQUENCE, and cancels with a CANCEL', async () => {
    const d = await dinner({ title: 'Invitation qui reste vraie', seats: 8, tableSizeMin: 4, tableSizeMax: 8 })
    const guests = await members(4)
    const [camille] = guests
    for (const guest of guests) expect((await book(guest, d.id)).status).toBe(201)

    const booked = await smtp().waitFor(camille.email, 'votre place au dîner')
    expect(booked.text).toContain('Votre place est réservée au dîner « Invitation qui reste vraie »')
    expect(booked.html).toContain('Votre place est réservée au dîner « Invitation qui reste vraie »')
    expect(booked.replyTo).toBe('equipe@lecercle.example')
    const first = invitationOf(booked)
    expect(first).toMatchObject({
      partMethod: 'REQUEST',
      method: 'REQUEST',
      uid: `booking-${await bookingId(d.id, camille.id)}@localhost`,
      sequence: 0,
      tzid: DINNER_TIME_ZONE,
      timezones: [DINNER_TIME_ZONE],
      stampIsUtc: true,
      location: 'Paris',
      status: 'CONFIRMED',
      attachedAs: 'diner.ics',
    })
    // To the second: iCalendar has no milliseconds.
    expect(first.start.getTime()).toBe(Math.floor(new Date(d.startsAt).getTime() / 1000) * 1000)
    expect(booked.text + booked.html).not.toContain('Salon Vert')

    const composed = await call(tables.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: null } })
    expect(composed.status).toBe(200)
    const confirmed = await call(confirm.POST, {
      cookie: admin,
      params: { id: String(d.id) },
      body: { basedOn: composed.body.composedAt },
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const reveal = invitationOf(await smtp().waitFor(camille.email, 'votre table'))
    expect(reveal).toMatchObject({ method: 'REQUEST', uid: first.uid, location: 'Le Salon Vert, 12 rue Secrète, 75003 Paris (Paris)' })
    expect(reveal.sequence).toBeGreaterThan(first.sequence)

    // The team moves the dinner to another venue and half an hour later: the guests are told what changed.
    const later = new Date(new Date(d.startsAt).getTime() + 30 * 60_000)
    const moved = await cms('PATCH', `dinners/${d.id}`, {
      cookie: admin,
      body: { venueName: 'La Table Ronde', venueAddress: '3 place du Débat, 75004 Paris', startsAt: later.toISOString() },
    })
    expect(moved.status).toBe(200)
    // The mails leave as the change commits, not at the outbox's next round.
    const changeMail = await smtp().waitFor(camille.email, 'change')
    expect(changeMail.text).toContain('Lieu : La Table Ronde, 3 place du Débat, 75004 Paris')
    expect(changeMail.text).toMatch(/Date : .* \(au lieu du .*\)/)
    const change = invitationOf(changeMail)
    expect(change).toMatchObject({ method: 'REQUEST', uid: first.uid, location: 'La Table Ronde, 3 place du Débat, 75004 Paris (Paris)' })
    expect(change.start.getTime()).toBe(Math.floor(later.getTime() / 1000) * 1000)
    expect(change.sequence).toBeGreaterThan(reveal.sequence)

    expect((await unbook(camille, d.id)).status).toBe(200)
    const withdrawn = await smtp().waitFor(camille.email, 'est annulée')
    const cancelled = invitationOf(withdrawn)
    expect(cancelled).toMatchObject({ partMethod: 'CANCEL', method: 'CANCEL', uid: first.uid, status: 'CANCELLED' })
    expect(cancelled.sequence).toBeGreaterThan(change.sequence)
  })

  it('tells a member who joins the waitlist their position, with no invitation, and invites them once promoted', async () => {
    const d = await dinner({ title: 'Liste d’attente annoncée', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    const seated = await members(4)
    for (const guest of seated) expect((await book(guest, d.id)).status).toBe(201)
    const [first, second] = await members(2)
    expect((await book(first, d.id)).body.booking.status).toBe('waitlisted')
    expect((await book(second, d.id)).body.booking.status).toBe('waitlisted')

    const secondMail = await smtp().waitFor(second.email, 'liste d’attente')
    expect(secondMail.text).toContain('en position 2')
    expect(secondMail.parts.some((part) => part.contentType === 'text/calendar')).toBe(false)
    expect((await smtp().waitFor(first.email, 'liste d’attente')).text).toContain('en position 1')

    expect((await unbook(seated[0], d.id)).status).toBe(200)
    const promoted = invitationOf(await smtp().waitFor(first.email, 'une place s’est libérée'))
    expect(promoted).toMatchObject({ method: 'REQUEST', uid: `booking-${await bookingId(d.id, first.id)}@localhost`, sequence: 0 })
    expect(mailsTo(second.email).filter((mail) => mail.subject.includes('une place'))).toHaveLength(0)
  })

  it('tells the guests of a new city, once, and keeps a venue changed before the tables hidden from them', async () => {
    const d = await dinner({ title: 'Rien de neuf pour les convives' })
    const guest = await member()
    expect((await book(guest, d.id)).status).toBe(201)
    await smtp().waitFor(guest.email, 'votre place au dîner')
    expect((await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { venueName: 'Ailleurs' } })).status).toBe(200)
    expect((await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { city: 'Lyon' } })).status).toBe(200)
    const changes = await smtp().waitFor(guest.email, 'change')
    expect(changes.text).toContain('Ville : Lyon (au lieu de Paris)')
    expect(changes.text + changes.html + invitationOf(changes).location).not.toContain('Ailleurs')
    expect(mailsTo(guest.email).filter((mail) => mail.subject.includes('change'))).toHaveLength(1)
  })

  it('keeps the UID when a member books again after cancelling, with a SEQUENCE above the CANCEL’s', async () => {
    const d = await dinner({ title: 'Revenir après avoir annulé' })
    const guest = await member()
    expect((await book(guest, d.id)).status).toBe(201)
    expect((await unbook(guest, d.id)).status).toBe(200)
    const cancelled = invitationOf(await smtp().waitFor(guest.email, 'est annulée'))
    expect((await book(guest, d.id)).status).toBe(201)
    await expect.poll(() => mailsTo(guest.email).filter((mail) => mail.subject.includes('votre place au dîner')).length).toBe(2)
    const again = invitationOf(mailsTo(guest.email).filter((mail) => mail.subject.includes('votre place au dîner'))[1])
    expect(again.uid).toBe(cancelled.uid)
    expect(again.sequence).toBeGreaterThan(cancelled.sequence)
  })
})
