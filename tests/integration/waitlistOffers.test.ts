import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as accept from '@/app/(frontend)/api/waitlist-offers/accept/route'
import { pool } from '@/server/db/pool'
import { describeOffer, expireOffer } from '@/server/dinners/booking/waitlistOfferAnswers'

import { invitationOf } from '../support/calendar'
import { adminCookie, call, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, member, members } from './support/dinners'

const HOUR = 60 * 60 * 1000
const OFFER = 'la voulez-vous'

const book = (who: Member, dinnerId: number) => call(bookings.POST, { cookie: who.cookie, body: {}, params: { id: String(dinnerId) } })
const take = (token: string) => call(accept.POST, { body: { token } })
const offerLink = (text: string) => /Accepter la place : \S+\/offre\?token=([\w-]+)/.exec(text)?.[1] ?? ''

async function statusOf(dinnerId: number, memberId: number): Promise<string> {
  const { rows } = await pool(await ready()).query<{ status: string }>(
    'SELECT status FROM bookings WHERE dinner_id = $1 AND member_id = $2',
    [dinnerId, memberId],
  )
  return rows[0]?.status
}

async function bookingId(dinnerId: number, memberId: number): Promise<number> {
  const { rows } = await pool(await ready()).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 AND member_id = $2', [
    dinnerId,
    memberId,
  ])
  return rows[0].id
}

beforeAll(async () => {
  await ready()
})

describe('inside the last 48 hours, a freed seat is offered to the waitlist for a set time', () => {
  it('holds the seat for the first, passes it to the next when the window ends, and seats whoever accepts in time', async () => {
    const payload = await ready()
    const admin = await adminCookie()
    const d = await dinner({ days: 1.5, title: 'Place offerte au dernier moment', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    for (const m of await members(4)) expect((await book(m, d.id)).status).toBe(201)
    const [first, second] = await members(2)
    for (const m of [first, second]) expect((await book(m, d.id)).body.booking.status).toBe('waitlisted')

    // The team adds a seat the day before: it is offered, not given.
    expect((await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { seats: 5 } })).status).toBe(200)
    // Its mail leaves as the change commits.
    const firstMail = await smtp().waitFor(first.email, OFFER)
    expect(firstMail.text).toMatch(/réservée jusqu’au .* : acceptez-la d’un clic/)
    expect(await statusOf(d.id, first.id)).toBe('waitlisted')
    const firstToken = offerLink(firstMail.text)
    expect(await describeOffer(payload, firstToken)).toMatchObject({ state: 'open' })

    // The held seat is not a newcomer's.
    const newcomer = await member()
    expect((await book(newcomer, d.id)).body.booking.status).toBe('waitlisted')

    // Four hours (the settings' default) later the offer ends: the seat goes to the next.
    vi.useFakeTimers({ now: Date.now() + 4 * HOUR + 60_000, toFake: ['Date'] })
    try {
      await expireOffer(payload, { bookingId: await bookingId(d.id, first.id) })
      const late = await take(firstToken)
      expect(late).toMatchObject({ status: 410, body: { message: expect.stringMatching(/a expiré/) } })
      expect(await statusOf(d.id, first.id)).toBe('waitlisted')
      const secondToken = offerLink((await smtp().waitFor(second.email, OFFER)).text)
      const taken = await take(secondToken)
      expect(taken).toMatchObject({ status: 200, body: { message: expect.stringMatching(/la place est à vous/) } })
      expect(await statusOf(d.id, second.id)).toBe('booked')
      expect(invitationOf(await smtp().waitFor(second.email, 'votre place au dîner')).method).toBe('REQUEST')
      expect(await take(secondToken)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/déjà reçu une réponse/) } })
    } finally {
      vi.useRealTimers()
    }
    expect(await take('une-offre-inventee-de-toutes-pieces-123')).toMatchObject({ status: 404 })
    expect((await take('')).status).toBe(400)
    expect(await statusOf(d.id, newcomer.id)).toBe('waitlisted')
  })

  it('outside the last 48 hours, the freed seat still goes at once to the first on the waitlist', async () => {
    const admin = await adminCookie()
    const d = await dinner({ days: 5, seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    for (const m of await members(4)) expect((await book(m, d.id)).status).toBe(201)
    const waiting = await member()
    expect((await book(waiting, d.id)).body.booking.status).toBe('waitlisted')
    expect((await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { seats: 5 } })).status).toBe(200)
    expect(await statusOf(d.id, waiting.id)).toBe('booked')
  })
})
