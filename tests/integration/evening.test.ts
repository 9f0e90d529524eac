import { randomUUID } from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as hosts from '@/app/(frontend)/api/admin/dinners/[id]/hosts/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as myAttendance from '@/app/(frontend)/api/me/attendance/route'
import * as late from '@/app/(frontend)/api/reminders/late/route'
import * as marksRoute from '@/app/(frontend)/api/soiree/[id]/marks/route'
import * as evening from '@/app/(frontend)/api/soiree/[id]/route'
import type { AttendanceRecord } from '@/domain/attendance'
import { EVENING_ERRORS, type EveningScreen, type HostMark, LATE_TEXTS } from '@/domain/evening'
import { REMINDER_TEXTS } from '@/domain/reminders'
import { pool } from '@/server/db/pool'
import { describeLateLink } from '@/server/dinners/attendance/lateNotice'
import { sendReminder } from '@/server/dinners/reminders/reminders'

import { adminCookie, call, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, member, members, seatedAt } from './support/dinners'

const HOUR = 60 * 60 * 1000
let admin: string

const params = (id: number | string) => ({ id: String(id) })
const screen = (dinnerId: number | string, cookie?: string) => call(evening.GET, { cookie, params: params(dinnerId) })
const send = (dinnerId: number, cookie: string, marks: { key?: string; bookingId: number; mark: HostMark; madeAt?: string }[]) =>
  call(marksRoute.POST, {
    cookie,
    params: params(dinnerId),
    body: { marks: marks.map((m) => ({ key: m.key ?? randomUUID(), madeAt: m.madeAt ?? new Date().toISOString(), ...m })) },
  })
const nameHost = (dinnerId: number, email: string) => call(hosts.POST, { cookie: admin, params: params(dinnerId), body: { email } })
const teamMarks = async (dinnerId: number): Promise<AttendanceRecord[]> =>
  (await call(attendance.GET, { cookie: admin, params: params(dinnerId) })).body.attendance

async function bookingIds(dinnerId: number): Promise<number[]> {
  const { rows } = await pool(await ready()).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 ORDER BY id', [dinnerId])
  return rows.map((row) => row.id)
}

async function hostMarkEntries(bookings: number[]): Promise<{ record_id: string; changes: Record<string, [unknown, unknown]> }[]> {
  const { rows } = await pool(await ready()).query(
    `SELECT record_id, changes FROM audit_log WHERE kind = 'attendance.hostMarked' AND record_id = ANY($1::text[]) ORDER BY id`,
    [bookings.map(String)],
  )
  return rows
}

/**
 * A dinner three days out (later than the soonest dinners other files of the worker count on, within
 * a session's life) with eight guests at two tables, and a member named its host; the clock still today.
 */
async function hostedDinner(title: string): Promise<{ id: number; startsAt: number; host: Member; guests: Member[] }> {
  const d = await dinner({ days: 3, title })
  const guests = await members(8)
  await seatedAt(d.id, [guests.slice(0, 4), guests.slice(4)])
  const host = await member()
  expect((await nameHost(d.id, host.email)).status).toBe(200)
  return { id: d.id, startsAt: new Date(d.startsAt).getTime(), host, guests }
}

const at = (time: number) => vi.useFakeTimers({ now: time, toFake: ['Date'] })

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the host of a dinner: what they reach, and when', () => {
  it('opens its evening screen only from a few hours before to the night after, and nothing else', async () => {
    const { id, startsAt, host } = await hostedDinner('Soirée gardée')
    const other = await dinner({ days: 3, title: 'Un autre dîner' })
    const stranger = await member()

    expect((await screen(id, host.cookie)).status).toBe(403)
    at(startsAt - 3 * HOUR)
    const open = await screen(id, host.cookie)
    expect(open.status).toBe(200)
    const shown = open.body as EveningScreen
    expect(shown.guests).toHaveLength(8)
    expect(shown.guests.map((guest) => guest.table)).toEqual([1, 1, 1, 1, 2, 2, 2, 2])
    // First name, last initial, table, +1, diet and allergies, and what they said: never more.
    expect(Object.keys(shown.guests[0]).sort()).toEqual(
      ['allergies', 'bookingId', 'cannotCome', 'diets', 'firstName', 'lastInitial', 'lateMinutes', 'mark', 'plusOne', 'table'].sort(),
    )
    expect(JSON.stringify(shown)).not.toMatch(/Convive|@|rue Secrète|Maison/)
    expect(shown.dinner.speakers).toEqual(['Claire Martin'])

    // Every other dinner, a stranger, a visitor, a bad id: refused alike.
    expect(await screen(other.id, host.cookie)).toMatchObject({ status: 403, body: { message: EVENING_ERRORS.notAHost } })
    expect((await screen(999999, host.cookie)).status).toBe(403)
    expect((await screen('abc', host.cookie)).status).toBe(403)
    expect((await screen(id, stranger.cookie)).status).toBe(403)
    expect((await screen(id)).status).toBe(401)
    expect((await send(other.id, host.cookie, [{ bookingId: (await bookingIds(id))[0], mark: 'present' }])).status).toBe(403)
    // The team's routes and Payload's REST stay closed to a host.
    expect((await call(attendance.GET, { cookie: host.cookie, params: params(id) })).status).toBe(403)
    expect((await call(hosts.GET, { cookie: host.cookie, params: params(id) })).status).toBe(403)
    expect((await call(tables.GET, { cookie: host.cookie, params: params(id) })).status).toBe(403)
    const bookings = await cms('GET', `bookings?where[dinner][equals]=${id}`, { cookie: host.cookie })
    expect([403, 200]).toContain(bookings.status)
    if (bookings.status === 200) expect(bookings.body.docs).toEqual([])
    // Another member's account: refused, as to any member (Payload answers 404 for a record its access hides).
    expect([403, 404]).toContain((await cms('GET', `users/${stranger.id}`, { cookie: host.cookie })).status)

    at(startsAt + 15 * HOUR)
    expect((await screen(id, host.cookie)).status).toBe(403)
  })

  it('is named and removed by the team, both in the Journal, and a removed host is refused at once', async () => {
    const { id, startsAt, host } = await hostedDinner('Hôte retiré')
    const team = await call(hosts.GET, { cookie: admin, params: params(id) })
    expect(team.body.hosts).toEqual([expect.objectContaining({ id: host.id, email: host.email })])
    expect(
      (await call(hosts.DELETE, { method: 'DELETE', cookie: admin, params: params(id), body: { userId: host.id } })).body.hosts,
    ).toEqual([])
    at(startsAt - HOUR)
    expect((await screen(id, host.cookie)).status).toBe(403)
    const { rows } = await pool(await ready()).query(
      `SELECT kind FROM audit_log WHERE record_type = 'dinners' AND record_id = $1 AND kind LIKE 'dinner.host%' ORDER BY id`,
      [String(id)],
    )
    expect(rows.map((row) => row.kind)).toEqual(['dinner.hostNamed', 'dinner.hostRemoved'])
  })
})

describe('the host marks: through the attendance service, each stored once', () => {
  it('stores eight marks sent twice after a bad connection once, as the team’s « Présences » shows them', async () => {
    const { id, startsAt, host } = await hostedDinner('Soirée hors ligne')
    at(startsAt - 10 * 60 * 1000)
    const ids = await bookingIds(id)
    const queued = ids.map((bookingId) => ({ key: randomUUID(), bookingId, mark: 'present' as const, madeAt: new Date().toISOString() }))
    const first = await send(id, host.cookie, queued)
    expect(first.status).toBe(200)
    // The phone did not hear the answer and sends the same marks again.
    const again = await send(id, host.cookie, queued)
    expect((again.body as EveningScreen).guests.every((guest) => guest.mark === 'present')).toBe(true)

    const { rows } = await pool(await ready()).query('SELECT count(*)::int AS n FROM evening_marks WHERE booking_id = ANY($1::int[])', [
      ids,
    ])
    expect(rows[0].n).toBe(8)
    expect(await hostMarkEntries(ids)).toHaveLength(8)
    const team = await teamMarks(id)
    expect(team.map((record) => [record.mark, record.origin])).toEqual(Array(8).fill(['present', 'host']))
    expect(team[0].markedBy).toMatch(/^Membre/)

    // The team corrects a mark: its record, its origin.
    at(startsAt + HOUR)
    await call(attendance.PUT, {
      method: 'PUT',
      cookie: admin,
      params: params(id),
      body: { marks: [{ bookingId: ids[0], mark: 'no_show' }] },
    })
    expect((await teamMarks(id)).find((record) => record.bookingId === ids[0])).toMatchObject({ mark: 'no_show', origin: 'team' })
  })

  it('converges on the latest of two hosts’ marks on one guest, and keeps both in the Journal', async () => {
    const { id, startsAt, host } = await hostedDinner('Deux hôtes')
    const second = await member()
    await nameHost(id, second.email)
    at(startsAt)
    const [guest] = await bookingIds(id)
    const earlier = new Date(startsAt - 60_000).toISOString()
    const later = new Date(startsAt - 30_000).toISOString()
    // At once: the second host's later « Absent·e » and the first's earlier « Arrivé·e », sent late from an offline phone.
    const [a, b] = await Promise.all([
      send(id, second.cookie, [{ bookingId: guest, mark: 'no_show', madeAt: later }]),
      send(id, host.cookie, [{ bookingId: guest, mark: 'present', madeAt: earlier }]),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const shown = (await screen(id, host.cookie)).body as EveningScreen
    expect(shown.guests.find((g) => g.bookingId === guest)!.mark).toBe('no_show')
    const entries = await hostMarkEntries([guest])
    expect(entries.map((entry) => [entry.changes.hostMark[1], entry.changes.applied[1]]).sort()).toEqual(
      [
        ['no_show', true],
        ['present', expect.any(Boolean)],
      ].sort(),
    )
    // « En retard » later on: the guest is expected again, the absence taken back.
    await send(id, host.cookie, [{ bookingId: guest, mark: 'late', madeAt: new Date(startsAt).toISOString() }])
    expect((await teamMarks(id)).find((record) => record.bookingId === guest)!.mark).toBeNull()
  })

  it('feeds the no-show policy and its fee as a team mark does', async () => {
    const { id, startsAt, host, guests } = await hostedDinner('Absence notée à la porte')
    at(startsAt + 30 * 60 * 1000)
    const [guest] = await bookingIds(id)
    const me = () => call(myAttendance.GET, { cookie: guests[0].cookie })
    // The fee's decision, planned with an absence for the end of its contest window, dropped when it is taken back.
    const feeDecision = async () =>
      (await pool(await ready()).query('SELECT 1 FROM graphile_worker._private_jobs WHERE key = $1', [`no-show-fee:${guest}`])).rows.length
    const before = (await me()).body.noShows
    await send(id, host.cookie, [{ bookingId: guest, mark: 'no_show' }])
    expect((await me()).body.noShows).toBe(before + 1)
    expect(await feeDecision()).toBe(1)
    await send(id, host.cookie, [{ bookingId: guest, mark: 'present' }])
    expect((await me()).body.noShows).toBe(before)
    expect(await feeDecision()).toBe(0)
  })
})

describe('a team account as host', () => {
  it('may be named too, and reaches the screen in the evening only', async () => {
    const { id, startsAt } = await hostedDinner('Hôte de l’équipe')
    const teamHost = await member()
    await pool(await ready()).query(`UPDATE users SET role = 'editor' WHERE id = $1`, [teamHost.id])
    expect((await nameHost(id, teamHost.email)).body.hosts).toHaveLength(2)
    at(startsAt - HOUR)
    expect((await screen(id, teamHost.cookie)).status).toBe(200)
  })
})

/** The morning brief sent to the guest, and the token of its « Je serai en retard » link. */
async function lateLinkOf(booking: number, email: string): Promise<string> {
  await sendReminder(await ready(), { bookingId: booking, kind: 'brief' })
  const brief = await smtp().waitFor(email, 'c’est ce soir')
  return new RegExp(`${LATE_TEXTS.linkLabel} : \\S+/retard\\?token=([\\w-]+)`).exec(brief.text)?.[1] ?? ''
}

describe('« Je serai en retard », from the morning brief', () => {
  it('tells the host at once: minutes late said again, then « je ne pourrai pas venir », a late cancellation', async () => {
    const { id, startsAt, host, guests } = await hostedDinner('Le retard annoncé')
    const [camille] = guests
    const [booking] = await bookingIds(id)
    at(startsAt - 10 * HOUR)
    const token = await lateLinkOf(booking, camille.email)
    expect(token).not.toBe('')
    // Opening the page asks; nothing is said yet.
    expect(await describeLateLink(await ready(), token)).toMatchObject({ state: 'valid' })
    expect((await call(late.POST, { body: { token, minutes: 30 } })).body.message).toContain('30 minutes')
    expect((await call(late.POST, { body: { token, minutes: 15 } })).status).toBe(200)
    expect((await call(late.POST, { body: { token, minutes: 20 } })).status).toBe(400)

    at(startsAt - HOUR)
    const seen = (await screen(id, host.cookie)).body as EveningScreen
    expect(seen.guests.find((guest) => guest.bookingId === booking)).toMatchObject({ lateMinutes: 15, cannotCome: false, mark: null })

    expect((await call(late.POST, { body: { token, minutes: 0 } })).body.message).toBe(LATE_TEXTS.cannotComeDone)
    const after = (await screen(id, host.cookie)).body as EveningScreen
    expect(after.guests.find((guest) => guest.bookingId === booking)).toMatchObject({ cannotCome: true, mark: 'no_show' })
    expect((await teamMarks(id)).find((record) => record.bookingId === booking)).toMatchObject({ mark: 'late_cancel', origin: 'member' })
    // The link has served; the reminder's page does not take it either.
    expect(await call(late.POST, { body: { token, minutes: 15 } })).toMatchObject({ status: 409, body: { message: REMINDER_TEXTS.used } })
    // The door cannot turn the member's late cancellation into an absence (a fee, a step of the policy).
    await send(id, host.cookie, [{ bookingId: booking, mark: 'no_show' }])
    expect((await teamMarks(id)).find((record) => record.bookingId === booking)).toMatchObject({ mark: 'late_cancel', origin: 'member' })
  })

  it('no longer speaks for a guest the door has marked: an absence stays an absence', async () => {
    const { id, startsAt, host, guests } = await hostedDinner('Absent puis excusé')
    const [camille] = guests
    const [booking] = await bookingIds(id)
    at(startsAt - 10 * HOUR)
    const token = await lateLinkOf(booking, camille.email)
    at(startsAt + HOUR)
    await send(id, host.cookie, [{ bookingId: booking, mark: 'no_show' }])
    expect(await call(late.POST, { body: { token, minutes: 0 } })).toMatchObject({
      status: 409,
      body: { message: EVENING_ERRORS.alreadyMarked },
    })
    expect((await teamMarks(id)).find((record) => record.bookingId === booking)).toMatchObject({ mark: 'no_show', origin: 'host' })
  })
})
