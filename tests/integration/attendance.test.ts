import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as cancelRoute from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import type { AttendanceRecord } from '@/domain/attendance'
import { pool } from '@/server/db/pool'

import { adminCookie, call, editorCookie, ready } from './support/api'
import { cms } from './support/cms'
import { book, dinner, type Member, member, members } from './support/dinners'

const HOUR = 60 * 60 * 1000

let admin: string

/** As the admin unless told; `null` is a visitor without a session. */
const marks = (dinnerId: number | string, cookie: string | null = admin) =>
  call(attendance.GET, { method: 'GET', cookie: cookie ?? undefined, params: { id: String(dinnerId) } })
const mark = (dinnerId: number | string, body: unknown, cookie: string | null = admin) =>
  call(attendance.PUT, { method: 'PUT', cookie: cookie ?? undefined, body, params: { id: String(dinnerId) } })

type Guest = Member & { bookingId: number }
const byGuest = (records: AttendanceRecord[], who: Guest) => records.find((record) => record.bookingId === who.bookingId)

/** A dinner three members booked, and the clock moved to two hours after it began. */
async function heldDinner(title: string): Promise<{ id: number; guests: Guest[] }> {
  const d = await dinner({ days: 3, title })
  const guests: Guest[] = []
  for (const who of await members(3)) {
    expect((await book(who, d.id)).status).toBe(201)
    const { rows } = await pool(await ready()).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 AND member_id = $2', [
      d.id,
      who.id,
    ])
    guests.push({ ...who, bookingId: rows[0].id })
  }
  vi.useFakeTimers({ now: new Date(d.startsAt).getTime() + 2 * HOUR, toFake: ['Date'] })
  return { id: d.id, guests }
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('« Présences »: PUT /api/admin/dinners/{id}/attendance', () => {
  it('marks each guest once the dinner has begun, keeps who and when, and « Tous présents » marks only the rest', async () => {
    const { id, guests } = await heldDinner('Présences notées')
    const [camille, dominique, eliott] = guests

    const first = await mark(id, { marks: [{ bookingId: camille.bookingId, mark: 'no_show' }] })
    expect(first.status).toBe(200)
    const camilleMark = byGuest(first.body.attendance, camille)!
    expect(camilleMark).toMatchObject({ mark: 'no_show', markedBy: 'Équipe Admin' })
    expect(new Date(camilleMark.markedAt!).getTime()).toBeGreaterThan(0)
    expect(byGuest(first.body.attendance, dominique)).toMatchObject({ mark: null, markedAt: null, markedBy: null })

    // « Tous présents » never undoes a mark already made.
    const all = await mark(id, { allPresent: true })
    expect(all.status).toBe(200)
    expect(guests.map((who) => byGuest(all.body.attendance, who)!.mark)).toEqual(['no_show', 'present', 'present'])

    // A late cancellation after all; the same mark again keeps its first record.
    await mark(id, { marks: [{ bookingId: eliott.bookingId, mark: 'late_cancel' }] })
    const again = await mark(id, { marks: [{ bookingId: camille.bookingId, mark: 'no_show' }] })
    expect(byGuest(again.body.attendance, camille)!.markedAt).toBe(camilleMark.markedAt)
    expect(byGuest(again.body.attendance, eliott)!.mark).toBe('late_cancel')

    const { rows } = await pool(await ready()).query<{ attendance: string; by: number | null }>(
      'SELECT attendance, attendance_marked_by_id AS by FROM bookings WHERE dinner_id = $1 ORDER BY id',
      [id],
    )
    expect(rows.map((row) => row.attendance)).toEqual(['no_show', 'present', 'late_cancel'])
    expect(rows.every((row) => typeof row.by === 'number')).toBe(true)

    // The member's export holds their mark and its date, not which admin set it.
    const exported = await call(exportRoute.GET, { method: 'GET', cookie: camille.cookie })
    const [booking] = exported.body.bookings
    expect(booking).toMatchObject({ attendance: 'no_show', attendanceMarkedAt: camilleMark.markedAt })
    expect(booking).not.toHaveProperty('attendanceMarkedBy')
    // Payload's REST says the same to the member; an admin sees who marked.
    const own = await cms('GET', `bookings/${camille.bookingId}?depth=0`, { cookie: camille.cookie })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ attendance: 'no_show' })
    expect(own.body).not.toHaveProperty('attendanceMarkedBy')
    expect((await cms('GET', `bookings/${camille.bookingId}?depth=0`, { cookie: admin })).body.attendanceMarkedBy).toEqual(
      expect.any(Number),
    )
    // No one writes a mark through Payload's REST, an admin included: the dinner's page is the way.
    const forged = await cms('PATCH', `bookings/${dominique.bookingId}`, { cookie: admin, body: { attendance: 'no_show' } })
    expect(forged.status).toBe(403)
  })

  it('« Mes dîners » keeps a held dinner until the team marks who came; then it is in « Mes présences » only', async () => {
    const { id, guests } = await heldDinner('Dîner qui change de liste')
    const [first] = guests
    const titles = async () =>
      ((await call(myDinners.GET, { method: 'GET', cookie: first.cookie })).body.bookings as { dinner: { title: string } }[]).map(
        (booking) => booking.dinner.title,
      )
    expect(await titles()).toContain('Dîner qui change de liste')
    expect((await mark(id, { allPresent: true })).status).toBe(200)
    expect(await titles()).not.toContain('Dîner qui change de liste')
  })

  it('two marks sent at once: each is kept, and « Tous présents » leaves the other’s absence alone', async () => {
    const { id, guests } = await heldDinner('Deux admins, une liste')
    const [absent] = guests
    const [one, two] = await Promise.all([
      mark(id, { marks: [{ bookingId: absent.bookingId, mark: 'no_show' }] }),
      mark(id, { allPresent: true }),
    ])
    expect([one.status, two.status]).toEqual([200, 200])
    const final: AttendanceRecord[] = (await marks(id)).body.attendance
    // Whichever came first, the absence stands: either it was made first (« Tous présents » skips
    // it), or it replaced the present mark after.
    expect(byGuest(final, absent)!.mark).toBe('no_show')
    expect(final.filter((record) => record.mark === 'present')).toHaveLength(2)
  })

  it('refuses before the dinner has begun, for a dinner never held, a booking of another dinner, and a bad body (French)', async () => {
    const d = await dinner({ days: 3, title: 'Pas encore servi' })
    const [guest] = await members(1)
    expect((await book(guest, d.id)).status).toBe(201)
    const early = await mark(d.id, { allPresent: true })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Les présences se notent une fois le dîner commencé.')

    const draft = await dinner({ days: -1, title: 'Jamais publié', status: 'draft' })
    const refused = await mark(draft.id, { allPresent: true })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Ce dîner n’a pas eu lieu\u00a0: il n’y a pas de présences à noter.')

    const { id, guests } = await heldDinner('Réservation étrangère')
    const other = await heldDinner('Autre dîner')
    const stranger = await mark(id, { marks: [{ bookingId: other.guests[0].bookingId, mark: 'present' }] })
    expect(stranger.status).toBe(404)
    expect(stranger.body.message).toBe('Cette réservation n’est pas celle d’un convive de ce dîner.')
    // Nothing of a refused request is kept, even the marks before the wrong one.
    const mixed = await mark(id, {
      marks: [
        { bookingId: guests[0].bookingId, mark: 'present' },
        { bookingId: other.guests[0].bookingId, mark: 'present' },
      ],
    })
    expect(mixed.status).toBe(404)
    expect(byGuest((await marks(id)).body.attendance, guests[0])!.mark).toBeNull()

    const withId = (bookingId: unknown) => ({ marks: [{ bookingId, mark: 'present' }] })
    const malformed = [{}, { marks: [] }, { marks: [{ bookingId: guests[0].bookingId, mark: 'venu' }] }, { allPresent: false }, 'x']
    for (const body of [...malformed, withId(0), withId(-1), withId(2.5), withId('7'), withId(2 ** 31), withId(1e16)]) {
      const bad = await mark(id, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.message).toBe('Requête invalide.')
    }
    expect((await mark(999_999, { allPresent: true })).status).toBe(404)
    expect((await marks(999_999)).status).toBe(404)
  })

  it('a booking made again after the dinner moved back to the future starts without the old mark', async () => {
    const { id, guests } = await heldDinner('Remis à plus tard')
    await mark(id, { marks: [{ bookingId: guests[0].bookingId, mark: 'no_show' }] })
    vi.useRealTimers()
    const later = new Date(Date.now() + 5 * 24 * HOUR).toISOString()
    expect((await cms('PATCH', `dinners/${id}`, { cookie: admin, body: { startsAt: later } })).status).toBe(200)
    const unbook = await call(cancelRoute.DELETE, { method: 'DELETE', cookie: guests[0].cookie, params: { id: String(id) } })
    expect(unbook.status).toBe(200)
    expect((await book(guests[0], id)).status).toBe(201)
    expect(byGuest((await marks(id)).body.attendance, guests[0])).toMatchObject({ mark: null, markedAt: null, markedBy: null })
  })

  it('answers 401 without a session and 403 to a member and an editor, who learn nothing of the marks', async () => {
    const { id, guests } = await heldDinner('Présences réservées à l’équipe')
    const outsider = await member()
    const editor = await editorCookie()
    for (const cookie of [null, guests[0].cookie, outsider.cookie, editor]) {
      const read = await marks(id, cookie)
      const write = await mark(id, { allPresent: true }, cookie)
      expect([read.status, write.status]).toEqual(cookie ? [403, 403] : [401, 401])
      expect(JSON.stringify(read.body)).not.toContain('attendance')
    }
    expect((await marks(id)).body.attendance.every((record: AttendanceRecord) => record.mark === null)).toBe(true)
  })
})
