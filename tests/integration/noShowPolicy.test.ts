import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as answerRoute from '@/app/(frontend)/api/admin/attendance/contests/[id]/route'
import * as teamList from '@/app/(frontend)/api/admin/attendance/route'
import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as pauseRoute from '@/app/(frontend)/api/admin/members/[id]/pause/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as contestRoute from '@/app/(frontend)/api/me/attendance/contest/route'
import * as myAttendance from '@/app/(frontend)/api/me/attendance/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import type { MemberAttendance, TeamAttendance } from '@/domain/attendanceContests'
import { issueSession } from '@/server/auth/session'
import { pool } from '@/server/db/pool'

import { adminCookie, call, editorCookie, ready, registerApplicant, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, member } from './support/dinners'
import { until } from './support/until'

const DAY = 24 * 60 * 60 * 1000
const TEAM = 'equipe@lecercle.example'
const WARNING = 'un mot sur vos absences'
const PAUSED = 'vos réservations sont suspendues'

let admin: string
let editor: string

const mailsTo = (address: string, subject: string) => smtp().received.filter((m) => m.to.includes(address) && m.subject.includes(subject))
const mark = (dinnerId: number, bookingId: number, value: string) =>
  call(attendance.PUT, { method: 'PUT', cookie: admin, body: { marks: [{ bookingId, mark: value }] }, params: { id: String(dinnerId) } })
const record = (cookie?: string) => call(myAttendance.GET, { method: 'GET', cookie })
const contest = (cookie: string | undefined, body: unknown) => call(contestRoute.POST, { cookie, body })
/** The team's routes, as the admin unless told; `null` is a visitor without a session. */
const team = (cookie: string | null = admin) => call(teamList.GET, { method: 'GET', cookie: cookie ?? undefined })
const answer = (bookingId: number | string, body: unknown, cookie: string | null = admin) =>
  call(answerRoute.POST, { cookie: cookie ?? undefined, body, params: { id: String(bookingId) } })
const lift = (memberId: number | string, cookie: string | null = admin) =>
  call(pauseRoute.DELETE, { method: 'DELETE', cookie: cookie ?? undefined, params: { id: String(memberId) } })
const book = (who: Member, dinnerId: number) => call(bookings.POST, { cookie: who.cookie, body: {}, params: { id: String(dinnerId) } })

/** Dinners held `daysAgo` days ago (one each), the member booked at every one; returns the booking ids by dinner. */
async function heldDinners(who: Member, daysAgo: number[]): Promise<{ dinnerId: number; bookingId: number }[]> {
  const payload = await ready()
  const held = []
  for (const days of daysAgo) {
    const d = await dinner({ days: -days, title: `Dîner d’il y a ${days} jours` })
    const booking = await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: { dinner: d.id, member: who.id, status: 'booked' },
    })
    held.push({ dinnerId: d.id, bookingId: booking.id })
  }
  return held
}

/** A new session once the clock has moved past the old one's 7 days. */
async function signedInAgain(who: Member): Promise<Member> {
  return { ...who, cookie: (await issueSession(await ready(), who.id)).split(';')[0] }
}

async function pausedUntil(memberId: number): Promise<Date | null> {
  const { rows } = await pool(await ready()).query<{ until: Date | null }>(
    'SELECT bookings_paused_until AS until FROM users WHERE id = $1',
    [memberId],
  )
  return rows[0].until
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
  editor = await editorCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the no-show policy (second absence: a warning; third: bookings paused 30 days)', () => {
  it('warns at the second absence, pauses at the third, refuses bookings while paused, and lets them again 30 days on', async () => {
    const who = await member()
    const [first, second, third] = await heldDinners(who, [20, 10, 2])
    expect((await mark(first.dinnerId, first.bookingId, 'no_show')).status).toBe(200)
    expect((await mark(second.dinnerId, second.bookingId, 'no_show')).status).toBe(200)
    const warning = await smtp().waitFor(who.email, WARNING)
    expect(warning.text).toContain('deux absences sans prévenir en 12 mois')
    expect(warning.text).toContain('Une marque de plus de 12 mois ne compte plus.')
    expect(mailsTo(who.email, PAUSED)).toHaveLength(0)

    // A late cancellation is not an absence without notice.
    const fourth = (await heldDinners(who, [1]))[0]
    await mark(fourth.dinnerId, fourth.bookingId, 'late_cancel')
    expect(await pausedUntil(who.id)).toBeNull()

    await mark(third.dinnerId, third.bookingId, 'no_show')
    const paused = await smtp().waitFor(who.email, PAUSED)
    expect(paused.text).toContain('trois absences sans prévenir en 12 mois')
    const until30 = (await pausedUntil(who.id))!.getTime()
    expect(Math.abs(until30 - (Date.now() + 30 * DAY))).toBeLessThan(60_000)
    // Marking the same absence again neither warns nor pauses twice.
    await mark(third.dinnerId, third.bookingId, 'no_show')
    expect(mailsTo(who.email, WARNING)).toHaveLength(1)
    expect(mailsTo(who.email, PAUSED)).toHaveLength(1)

    const next = await dinner({ days: 5, title: 'Pendant la suspension' })
    const refused = await book(who, next.id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Vos réservations sont suspendues jusqu’au \d{1,2} \S+ \d{4}, après plusieurs absences sans prévenir\./,
    )
    const space = await call(myDinners.GET, { method: 'GET', cookie: who.cookie })
    expect(new Date(space.body.pausedUntil).getTime()).toBe(until30)
    const own = (await record(who.cookie)).body as MemberAttendance
    expect(own).toMatchObject({ noShows: 3, policy: { warnAt: 2, pauseAt: 3, pauseDays: 30, windowMonths: 12 } })
    expect(own.marks.map((entry) => entry.mark)).toEqual(['late_cancel', 'no_show', 'no_show', 'no_show'])

    // The pause ends by itself: 31 days later the member books again.
    vi.useFakeTimers({ now: Date.now() + 31 * DAY, toFake: ['Date'] })
    const back = await signedInAgain(who)
    const later = await dinner({ days: 5, title: 'Après la suspension' })
    expect((await book(back, later.id)).status).toBe(201)
    expect((await call(myDinners.GET, { method: 'GET', cookie: back.cookie })).body.pausedUntil).toBeNull()
    // Thirteen months on, none of those marks counts any more.
    vi.setSystemTime(Date.now() + 365 * DAY)
    expect(((await record((await signedInAgain(who)).cookie)).body as MemberAttendance).noShows).toBe(0)
  })

  it('two absences marked at once on two dinners count each other: one warning, then one pause', async () => {
    const who = await member()
    const [first, second, third] = await heldDinners(who, [30, 12, 3])
    await mark(first.dinnerId, first.bookingId, 'no_show')
    const [one, two] = await Promise.all([
      mark(second.dinnerId, second.bookingId, 'no_show'),
      mark(third.dinnerId, third.bookingId, 'no_show'),
    ])
    expect([one.status, two.status]).toEqual([200, 200])
    await smtp().waitFor(who.email, PAUSED)
    await smtp().waitFor(who.email, WARNING)
    expect(mailsTo(who.email, WARNING)).toHaveLength(1)
    expect(mailsTo(who.email, PAUSED)).toHaveLength(1)
    expect(await pausedUntil(who.id)).not.toBeNull()
  })
})

describe('« Mes présences »: the member contests a mark, the team answers', () => {
  it('a contested absence taken back lifts the pause, and the member is told once', async () => {
    const who = await member()
    const held = await heldDinners(who, [40, 20, 4, 3])
    for (const { dinnerId, bookingId } of held.slice(0, 3)) await mark(dinnerId, bookingId, 'no_show')
    await mark(held[3].dinnerId, held[3].bookingId, 'present')
    await smtp().waitFor(who.email, PAUSED)
    const [, , contested, present] = held

    const sent = await contest(who.cookie, { bookingId: contested.bookingId, message: '  J’étais là, à la table 2, à côté de Camille.  ' })
    expect(sent.status).toBe(201)
    const mine = (sent.body as MemberAttendance).marks.find((entry) => entry.bookingId === contested.bookingId)!
    expect(mine.contest).toMatchObject({ message: 'J’étais là, à la table 2, à côté de Camille.', answer: null })
    expect(mine.contestUntil).toBeNull()
    // The team is told at once; a reply reaches the member.
    const toTeam = await smtp().waitFor(TEAM, 'présence contestée par Membre')
    expect(toTeam.text).toContain('J’étais là, à la table 2, à côté de Camille.')
    expect(toTeam.text).toContain('/admin/dinners#presences')

    const again = await contest(who.cookie, { bookingId: contested.bookingId, message: 'Encore moi.' })
    expect([again.status, again.body.message]).toEqual([
      409,
      'Vous avez déjà contesté cette marque\u00a0: l’équipe vous répond par e-mail.',
    ])
    const presence = await contest(who.cookie, { bookingId: present.bookingId, message: 'Pourquoi ?' })
    expect([presence.status, presence.body.message]).toEqual([
      409,
      'Cette marque ne se conteste pas\u00a0: seules une absence ou une annulation tardive le peuvent.',
    ])

    const list = (await team()).body as TeamAttendance
    expect(list.contests.find((entry) => entry.bookingId === contested.bookingId)).toMatchObject({
      mark: 'no_show',
      member: expect.stringContaining('Membre'),
    })
    expect(list.paused.find((entry) => entry.id === who.id)).toMatchObject({ noShows: 3 })

    const answered = await answer(contested.bookingId, { mark: 'present', reply: 'Toutes nos excuses, c’était une erreur de saisie.' })
    expect(answered.status).toBe(200)
    expect((answered.body as TeamAttendance).contests.some((entry) => entry.bookingId === contested.bookingId)).toBe(false)
    expect((answered.body as TeamAttendance).paused.some((entry) => entry.id === who.id)).toBe(false)
    expect(await pausedUntil(who.id)).toBeNull()
    const told = await smtp().waitFor(who.email, 'votre contestation pour')
    expect(told.text).toContain('et l’a corrigée\u00a0: «\u00a0Présent\u00a0»')
    expect(told.text).toContain('Toutes nos excuses, c’était une erreur de saisie.')
    expect(told.text).toContain('La suspension de vos réservations est levée')

    const twice = await answer(contested.bookingId, { mark: 'no_show', reply: '' })
    expect([twice.status, twice.body.message]).toEqual([409, 'Cette marque n’est pas contestée, ou l’équipe y a déjà répondu.'])
    expect(mailsTo(who.email, 'votre contestation pour')).toHaveLength(1)
    const after = ((await record(who.cookie)).body as MemberAttendance).marks.find((entry) => entry.bookingId === contested.bookingId)!
    expect(after).toMatchObject({
      mark: 'present',
      contest: { answer: { outcome: 'changed', reply: 'Toutes nos excuses, c’était une erreur de saisie.' } },
    })

    // Their export holds the contest and its answer; their account, the pause that was lifted.
    const exported = (await call(exportRoute.GET, { method: 'GET', cookie: who.cookie })).body
    const booking = exported.bookings.find((entry: { id: number }) => entry.id === contested.bookingId)
    expect(booking).toMatchObject({
      attendanceContestOutcome: 'changed',
      attendanceContest: 'J’étais là, à la table 2, à côté de Camille.',
    })
    expect(exported.account).toHaveProperty('noShowWarnedAt')
  })

  it('a mark kept is said so; a contest comes within 14 days of the mark, for the member’s own marks only', async () => {
    const who = await member()
    const other = await member()
    const [kept, late] = await heldDinners(who, [6, 5])
    const [theirs] = await heldDinners(other, [6])
    await mark(kept.dinnerId, kept.bookingId, 'late_cancel')
    await mark(late.dinnerId, late.bookingId, 'no_show')
    await mark(theirs.dinnerId, theirs.bookingId, 'no_show')

    const stranger = await contest(who.cookie, { bookingId: theirs.bookingId, message: 'Ce n’est pas moi.' })
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Cette réservation n’est pas la vôtre.'])
    expect((await contest(who.cookie, { bookingId: 999_999, message: 'Inconnue.' })).status).toBe(404)

    expect((await contest(who.cookie, { bookingId: kept.bookingId, message: 'J’avais prévenu la veille.' })).status).toBe(201)
    expect((await answer(kept.bookingId, { mark: 'late_cancel', reply: '' })).status).toBe(200)
    const told = await smtp().waitFor(who.email, 'votre contestation pour')
    expect(told.text).toContain('et la maintient\u00a0: «\u00a0Annulation tardive\u00a0»')
    expect(told.text).not.toContain('Son message')

    vi.useFakeTimers({ now: Date.now() + 15 * DAY, toFake: ['Date'] })
    const { cookie } = await signedInAgain(who)
    const tooLate = await contest(cookie, { bookingId: late.bookingId, message: 'Trop tard ?' })
    expect([tooLate.status, tooLate.body.message]).toEqual([
      409,
      'Le délai pour contester cette marque (14 jours) est passé. Écrivez à l’équipe si besoin.',
    ])
    expect(((await record(cookie)).body as MemberAttendance).marks.every((entry) => entry.contestUntil === null)).toBe(true)
  })

  it('refuses bad bodies in French, a visitor (401), an applicant (403), and anyone but an admin on the team’s routes', async () => {
    const who = await member()
    const [held] = await heldDinners(who, [2])
    await mark(held.dinnerId, held.bookingId, 'no_show')
    const cases: [unknown, string][] = [
      [{ bookingId: held.bookingId, message: '   ' }, 'Expliquez en quelques mots ce qui s’est passé.'],
      [{ bookingId: held.bookingId }, 'Expliquez en quelques mots ce qui s’est passé.'],
      [{ bookingId: held.bookingId, message: 'x'.repeat(1001) }, 'Votre message dépasse 1000 caractères.'],
      [{ bookingId: 'un', message: 'Bonjour' }, 'Requête invalide.'],
      [{ bookingId: -3, message: 'Bonjour' }, 'Requête invalide.'],
    ]
    for (const [body, message] of cases) {
      const bad = await contest(who.cookie, body)
      expect([bad.status, bad.body.message], JSON.stringify(body)).toEqual([400, message])
    }
    expect((await contest(undefined, { bookingId: held.bookingId, message: 'Bonjour' })).status).toBe(401)
    expect((await record()).status).toBe(401)
    const applicant = await registerApplicant()
    expect((await record(applicant.cookie)).status).toBe(403)
    expect((await contest(applicant.cookie, { bookingId: held.bookingId, message: 'Bonjour' })).status).toBe(403)

    expect((await contest(who.cookie, { bookingId: held.bookingId, message: 'J’ai eu un accident.' })).status).toBe(201)
    for (const cookie of [null, who.cookie, editor]) {
      const expected = cookie ? 403 : 401
      expect((await team(cookie)).status).toBe(expected)
      expect((await answer(held.bookingId, { mark: 'present', reply: '' }, cookie)).status).toBe(expected)
      expect((await lift(who.id, cookie)).status).toBe(expected)
    }
    for (const body of [{}, { mark: 'venu' }, { mark: 'present', reply: 'x'.repeat(1001) }]) {
      const bad = await answer(held.bookingId, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
    }
    expect((await answer(held.bookingId, { mark: 'present', reply: 'x'.repeat(1001) })).body.message).toBe(
      'La réponse dépasse 1000 caractères.',
    )
    expect((await answer('abc', { mark: 'present' })).status).toBe(404)
    // Still open: nothing above answered it.
    expect(((await team()).body as TeamAttendance).contests.some((entry) => entry.bookingId === held.bookingId)).toBe(true)
    // A member reads nothing of another's pause or contest through Payload's REST either.
    const outsider = await member()
    expect((await cms('GET', `bookings/${held.bookingId}`, { cookie: outsider.cookie })).status).toBe(404)
    const seen = await cms('GET', `users/${who.id}`, { cookie: outsider.cookie })
    expect(JSON.stringify(seen.body)).not.toContain('bookingsPausedUntil')
    // Nobody writes a pause or a contest through it, an admin included.
    await cms('PATCH', `users/${who.id}`, { cookie: admin, body: { bookingsPausedUntil: new Date(Date.now() + 9 * DAY).toISOString() } })
    expect(await pausedUntil(who.id)).toBeNull()
    expect((await cms('PATCH', `bookings/${held.bookingId}`, { cookie: admin, body: { attendanceContest: 'forgé' } })).status).toBe(403)
  })

  it('an admin lifts a pause; the member is told and books again; lifting twice says why', async () => {
    const who = await member()
    const held = await heldDinners(who, [9, 8, 7])
    for (const { dinnerId, bookingId } of held) await mark(dinnerId, bookingId, 'no_show')
    await until('the pause', async () => (await pausedUntil(who.id)) !== null)
    const lifted = await lift(who.id)
    expect(lifted.status).toBe(200)
    expect((lifted.body as TeamAttendance).paused.some((entry) => entry.id === who.id)).toBe(false)
    await smtp().waitFor(who.email, 'vos réservations sont rouvertes')
    expect((await book(who, (await dinner({ days: 4 })).id)).status).toBe(201)
    const again = await lift(who.id)
    expect([again.status, again.body.message]).toEqual([409, 'Les réservations de ce membre ne sont pas suspendues.'])
    expect((await lift(999_999)).status).toBe(404)
  })
})
