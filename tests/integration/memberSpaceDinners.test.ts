import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as attendance from '@/app/(frontend)/api/me/attendance/route'
import * as spaceFeedback from '@/app/(frontend)/api/me/dinners/[id]/feedback/route'
import * as spaceReminder from '@/app/(frontend)/api/me/dinners/[id]/reminder/route'
import * as meDinners from '@/app/(frontend)/api/me/dinners/route'
import * as naming from '@/app/(frontend)/api/me/tablemate-naming/route'
import * as linkAnswer from '@/app/(frontend)/api/reminders/answer/route'
import type { MemberBooking, MemberDinners } from '@/domain/api/dinners'
import type { MemberAttendance } from '@/domain/attendanceContests'
import { issueSession } from '@/server/auth/session'
import { pool } from '@/server/db/pool'
import { describeFeedbackLink, sendFeedbackRequests } from '@/server/dinners/afterwards/feedback'
import { sendReminder } from '@/server/dinners/reminders/reminders'

import { call, mailedToken, ready, smtp } from './support/api'
import { book, dinner, type Member, member, members, seatedAt, unbook } from './support/dinners'

const DAY = 24 * 60 * 60 * 1000
const scores = { evening: 4, speaker: 5, conversation: 3, comment: 'Très bonne table.' }

const feedbackOf = (who: { cookie?: string }, dinnerId: number | string) =>
  call(spaceFeedback.GET, { cookie: who.cookie, params: { id: String(dinnerId) } })
const giveFeedback = (who: { cookie?: string }, dinnerId: number | string, body: unknown) =>
  call(spaceFeedback.POST, { cookie: who.cookie, body, params: { id: String(dinnerId) } })
const answer = (who: { cookie?: string }, dinnerId: number, body: unknown) =>
  call(spaceReminder.POST, { cookie: who.cookie, body, params: { id: String(dinnerId) } })
const spaceOf = async (who: Member) => (await call(meDinners.GET, { cookie: who.cookie })).body as MemberDinners
const bookingAt = async (who: Member, dinnerId: number) =>
  (await spaceOf(who)).bookings.find((booking) => booking.dinner.id === dinnerId) as MemberBooking

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

afterEach(() => {
  vi.useRealTimers()
})

describe('« Donner mon avis » and « Revoir mes voisins » from the space, signed in', () => {
  it('serves a guest who was asked, records the answers and the ticks, and refuses everyone else in French', async () => {
    const [ana, ben, absent] = await members(3)
    const d = await dinner({ days: -1, title: 'Dîner de la veille, avis en ligne' })
    await seatedAt(d.id, [[ana, ben, absent]], (guest) => (guest === absent ? 'no_show' : 'present'))
    expect(await sendFeedbackRequests(await ready(), { dinnerId: d.id, startsAt: d.startsAt })).toBe(2)

    // The space's past dinners lead to it while it is open.
    const marks = (await call(attendance.GET, { cookie: ana.cookie })).body as MemberAttendance
    const mark = marks.marks.find((m) => m.dinnerId === d.id)
    expect(mark?.feedback).toEqual({ until: expect.any(String), answered: false })

    const view = await feedbackOf(ana, d.id)
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({ dinner: { id: d.id, title: d.title }, answers: null, commentMonths: expect.any(Number) })
    const benAsShown = view.body.tablemates.find((mate: { memberId: number }) => mate.memberId === ben.id)
    expect(benAsShown.name).toMatch(/^Membre\d+$/)
    expect(view.body.tablemates.map((mate: { memberId: number }) => mate.memberId)).not.toContain(absent.id)

    const mailed = await mailedToken(ana.email, 'votre avis', 'avis')
    const saved = await giveFeedback(ana, d.id, { ...scores, revoir: [ben.id] })
    expect(saved).toMatchObject({ status: 200, body: { expiresAt: view.body.expiresAt } })
    // A forwarded mail can no longer overwrite what she answered in her space.
    expect(await describeFeedbackLink(await ready(), mailed)).toMatchObject({ state: 'used', dinnerId: d.id })
    expect((await feedbackOf(ana, d.id)).body.answers).toMatchObject({ evening: 4, speaker: 5, conversation: 3, revoir: [ben.id] })
    // Ben ticks Ana back from his space: both are introduced by one mail.
    expect((await giveFeedback(ben, d.id, { ...scores, revoir: [ana.id] })).status).toBe(200)
    await smtp().waitFor(ana.email, 'revoir')
    const again = (await call(attendance.GET, { cookie: ana.cookie })).body as MemberAttendance
    expect(again.marks.find((m) => m.dinnerId === d.id)?.feedback?.answered).toBe(true)

    // 400: a body out of bounds, in French.
    const invalid = await giveFeedback(ana, d.id, { ...scores, evening: 9 })
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Choisissez une note de 1 à 5.' } })
    // 403: someone else's table; 404: never asked (the absent guest), in French.
    expect((await giveFeedback(ana, d.id, { ...scores, revoir: [absent.id] })).status).toBe(403)
    const notAsked = await feedbackOf(absent, d.id)
    expect(notAsked).toMatchObject({ status: 404, body: { message: expect.stringMatching(/^Aucun avis n’est demandé/) } })
    // 401 without a session, 403 for an applicant not yet approved.
    expect((await feedbackOf({}, d.id)).status).toBe(401)
    expect((await giveFeedback({}, d.id, scores)).status).toBe(401)
    const applicant = await member({ status: 'pending' })
    expect((await feedbackOf(applicant, d.id)).status).toBe(403)
    expect((await feedbackOf(ana, 'abc')).status).toBe(404)

    // Past the request's date: closed, said so, nothing recorded.
    vi.useFakeTimers({ now: Date.now() + 8 * DAY, toFake: ['Date'] })
    // A session opened then (sessions last 7 days, as long as the feedback).
    const later = { cookie: (await issueSession(await ready(), ana.id)).split(';')[0] }
    expect(await feedbackOf(later, d.id)).toMatchObject({ status: 410, body: { message: expect.stringMatching(/est clos/) } })
    expect((await giveFeedback(later, d.id, { ...scores, evening: 1 })).status).toBe(410)
    const closed = (await call(attendance.GET, { cookie: later.cookie })).body as MemberAttendance
    expect(closed.marks.find((m) => m.dinnerId === d.id)?.feedback).toBeNull()
  })

  it('a mailed link that served or expired names its dinner, so its page leads there in the space', async () => {
    const [guest] = await members(1)
    const d = await dinner({ days: -1, title: 'Dîner au lien perdu' })
    await seatedAt(d.id, [[guest]], () => 'present')
    await sendFeedbackRequests(await ready(), { dinnerId: d.id, startsAt: d.startsAt })
    const token = await mailedToken(guest.email, 'votre avis', 'avis')
    vi.useFakeTimers({ now: Date.now() + 8 * DAY, toFake: ['Date'] })
    expect(await describeFeedbackLink(await ready(), token)).toMatchObject({ state: 'expired', dinnerId: d.id })
    expect(await describeFeedbackLink(await ready(), 'un-lien-inconnu')).toMatchObject({ state: 'invalid', dinnerId: null })
  })
})

describe('the next dinner in the space: the reminder answered there, the tablemates, the history', () => {
  it('« Je viens » answers the reminder and retires its mailed link; « Je me désiste » cancels as the link would', async () => {
    const payload = await ready()
    const d = await dinner({ days: 5, title: 'Dîner au rappel en ligne' })
    const [coming, leaving] = await members(2)
    for (const m of [coming, leaving]) {
      expect((await book(m, d.id)).status).toBe(201)
      expect((await bookingAt(m, d.id)).reminderAsked).toBe(false)
    }
    // Before the reminder asks: nothing to answer.
    expect(await answer(coming, d.id, { action: 'come' })).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/^Aucune question/) },
    })
    for (const m of [coming, leaving]) await sendReminder(payload, { bookingId: await bookingId(d.id, m.id), kind: 'ask' })
    expect((await bookingAt(coming, d.id)).reminderAsked).toBe(true)

    expect(await answer(coming, d.id, { action: 'come' })).toMatchObject({ status: 200, body: { action: 'come' } })
    expect((await bookingAt(coming, d.id)).reminderAsked).toBe(false)
    const mailed = /rappel\?token=([\w%-]+)/.exec((await smtp().waitFor(coming.email, 'vous venez toujours')).text.replace(/=\r?\n/g, ''))
    expect((await call(linkAnswer.POST, { body: { token: decodeURIComponent(mailed![1]) } })).status).toBe(409)

    expect((await answer(leaving, d.id, { action: 'withdraw' })).status).toBe(200)
    expect((await bookingAt(leaving, d.id)).status).toBe('cancelled')

    expect((await answer(coming, d.id, { action: 'peut-être' })).status).toBe(400)
    expect((await answer({}, d.id, { action: 'come' })).status).toBe(401)
    expect((await answer(await member({ status: 'pending' }), d.id, { action: 'come' })).status).toBe(403)
  })

  it('names the tablemates once the tables are confirmed, by their sector alone for one who chose so', async () => {
    const d = await dinner({ days: 6, title: 'Dîner aux voisins nommés' })
    const [reader, named, discreet] = await members(3)
    expect((await call(naming.PUT, { method: 'PUT', cookie: discreet.cookie, body: { named: false } })).status).toBe(200)
    await seatedAt(d.id, [[reader, named, discreet]])
    const seen = await bookingAt(reader, d.id)
    expect(seen.venue).toEqual({ name: 'Le Salon Vert', address: '12 rue Secrète, 75003 Paris' })
    expect(seen.tablemates).toHaveLength(2)
    expect(seen.tablemates[0]).toMatch(/^Membre\d+, Médias/)
    expect(seen.tablemates[1]).toMatch(/^Un·e convive, Médias/)
  })

  it('tells a waitlist left from a seat cancelled, and greets as a newcomer only until the first dinner', async () => {
    const full = await dinner({ days: 7, seats: 4, tableSizeMin: 4, tableSizeMax: 4, title: 'Dîner complet, liste quittée' })
    const open = await dinner({ days: 8, title: 'Dîner réservé puis annulé' })
    const [waiting, ...seated] = await members(5)
    for (const m of seated) expect((await book(m, full.id)).status).toBe(201)
    expect((await book(waiting, full.id)).body.booking.status).toBe('waitlisted')
    expect((await book(waiting, open.id)).status).toBe(201)
    expect((await unbook(waiting, full.id)).status).toBe(200)
    expect((await unbook(waiting, open.id)).status).toBe(200)
    const space = await spaceOf(waiting)
    expect(space.bookings.find((b) => b.dinner.id === full.id)).toMatchObject({ status: 'cancelled', leftWaitlist: true })
    expect(space.bookings.find((b) => b.dinner.id === open.id)).toMatchObject({ status: 'cancelled', leftWaitlist: false })
    expect(space.dined).toBe(false)

    const held = await dinner({ days: -2, title: 'Dîner déjà vécu' })
    await seatedAt(held.id, [[waiting]], () => 'present')
    expect((await spaceOf(waiting)).dined).toBe(true)
  })
})
