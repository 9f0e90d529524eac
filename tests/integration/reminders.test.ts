import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as cancel from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as naming from '@/app/(frontend)/api/me/tablemate-naming/route'
import * as answer from '@/app/(frontend)/api/reminders/answer/route'
import { TABLEMATE_NAMING_TEXTS } from '@/domain/tablemateNaming'
import { PRIVACY_SEED } from '@/server/content/seedTexts'
import { pool } from '@/server/db/pool'
import { reminderTimes } from '@/server/dinners/base/reminderJobs'
import { describeReminderLink } from '@/server/dinners/reminders/reminderLinks'
import { sendReminder } from '@/server/dinners/reminders/reminders'

import { parisEvening } from '../../tooling/seed/demoDinners'
import { invitationOf } from '../support/calendar'
import { adminCookie, call, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { book, dinner, member, members } from './support/dinners'
import { startInstances, stopInstances } from './support/jobRunners'
import { until } from './support/until'

const DAY = 24 * 60 * 60 * 1000
const ASK = 'vous venez toujours'

const mailsTo = (address: string, subject: string) => smtp().received.filter((m) => m.to.includes(address) && m.subject.includes(subject))
const reply = (token: string) => call(answer.POST, { body: { token } })

async function bookingOf(dinnerId: number, memberId: number): Promise<{ id: number; status: string }> {
  const { rows } = await pool(await ready()).query<{ id: number; status: string }>(
    'SELECT id, status FROM bookings WHERE dinner_id = $1 AND member_id = $2',
    [dinnerId, memberId],
  )
  return rows[0]
}

async function plannedJob(key: string): Promise<Date | null> {
  const { rows } = await pool(await ready()).query<{ run_at: Date }>('SELECT run_at FROM graphile_worker.jobs WHERE key = $1', [key])
  return rows[0] ? new Date(rows[0].run_at) : null
}

async function remindersRecorded(bookingId: number): Promise<number> {
  const { rows } = await pool(await ready()).query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_reminders WHERE booking_id = $1',
    [bookingId],
  )
  return rows[0].n
}

/** The two links of a 72-hour reminder, as its text part gives them. */
function linksOf(text: string): { come: string; withdraw: string } {
  const find = (label: string) => new RegExp(`${label} : \\S+/rappel\\?token=([\\w-]+)`).exec(text)?.[1] ?? ''
  return { come: find('Je viens'), withdraw: find('Je me désiste') }
}

afterEach(stopInstances)

beforeAll(async () => {
  await ready()
})

describe('the reminders of a booking, on the job queue', () => {
  it('plans « Vous venez toujours ? » 72 hours before and sends it once, even with two instances running the queue', async () => {
    const payload = await ready()
    // At 8 p.m. (Paris) six days ahead, whatever the hour the test runs: a dinner starting just
    // after midnight would begin before its 8 a.m. brief, which is then rightly never planned.
    const d = await dinner({ startsAt: parisEvening(6), title: 'Rappel envoyé une fois' })
    const guest = await member()
    expect((await book(guest, d.id)).status).toBe(201)
    const booking = await bookingOf(d.id, guest.id)
    const times = reminderTimes(new Date(d.startsAt))
    expect(await plannedJob(`reminder-ask:${booking.id}`)).toEqual(times.ask)
    expect(await plannedJob(`reminder-brief:${booking.id}`)).toEqual(times.brief)

    // The clock jumps to just before the minute after the reminder's time (the queue's schedule
    // ticks at whole minutes: half a second away); two instances run the queue.
    vi.useFakeTimers({ now: times.ask.getTime() + 59_500, toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await startInstances(2)
    await until('the reminder', () => mailsTo(guest.email, ASK).length > 0)
    await until('its job to be done', async () => (await plannedJob(`reminder-ask:${booking.id}`)) === null)
    // A run of the same job again (a retry after a crash) sends nothing more.
    await sendReminder(payload, { bookingId: booking.id, kind: 'ask' })
    const sent = mailsTo(guest.email, ASK)
    expect(sent).toHaveLength(1)
    expect(sent[0].html).toContain('Je viens')
    expect(sent[0].html).toContain('Je me désiste')
    expect(mailsTo(guest.email, 'c’est ce soir')).toHaveLength(0)
  }, 60_000)

  it('never reminds a cancelled booking, and a new date plans the reminders again', async () => {
    const payload = await ready()
    const admin = await adminCookie()
    const d = await dinner({ days: 8, title: 'Rappel déplacé' })
    const [leaving, staying] = await members(2)
    for (const m of [leaving, staying]) expect((await book(m, d.id)).status).toBe(201)
    const left = await bookingOf(d.id, leaving.id)
    expect((await call(cancel.DELETE, { method: 'DELETE', cookie: leaving.cookie, params: { id: String(d.id) } })).status).toBe(200)
    expect(await plannedJob(`reminder-ask:${left.id}`)).toBeNull()
    await sendReminder(payload, { bookingId: left.id, kind: 'ask' })
    expect(mailsTo(leaving.email, ASK)).toHaveLength(0)

    const stay = await bookingOf(d.id, staying.id)
    await sendReminder(payload, { bookingId: stay.id, kind: 'ask' })
    await smtp().waitFor(staying.email, ASK)
    const later = new Date(new Date(d.startsAt).getTime() + 2 * DAY)
    expect((await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { startsAt: later.toISOString() } })).status).toBe(200)
    expect(await plannedJob(`reminder-ask:${stay.id}`)).toEqual(reminderTimes(later).ask)
    // A job that was already running for the old date when the dinner moved stands down: the
    // reminder would leave days early.
    await sendReminder(payload, { bookingId: stay.id, kind: 'ask', startsAt: d.startsAt })
    expect(await remindersRecorded(stay.id)).toBe(0)
    // What was sent for the old date no longer counts: the new date's job sends its own reminder.
    await sendReminder(payload, { bookingId: stay.id, kind: 'ask', startsAt: later.toISOString() })
    await until('a second reminder', () => mailsTo(staying.email, ASK).length === 2)
  })
})

describe('« Je viens » and « Je me désiste » : one click, no session, once', () => {
  it('withdrawing frees the seat for the first on the waitlist; a replayed, forged or expired link changes nothing', async () => {
    const payload = await ready()
    const d = await dinner({ days: 5, title: 'Place rendue d’un clic', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    const seated = await members(4)
    for (const m of seated) expect((await book(m, d.id)).status).toBe(201)
    const waiting = await member()
    expect((await book(waiting, d.id)).body.booking.status).toBe('waitlisted')
    for (const m of seated.slice(0, 2)) await sendReminder(payload, { bookingId: (await bookingOf(d.id, m.id)).id, kind: 'ask' })
    const first = linksOf((await smtp().waitFor(seated[0].email, ASK)).text)
    const second = linksOf((await smtp().waitFor(seated[1].email, ASK)).text)

    // Opening the link (a mail scanner, the member) only asks.
    const view = await describeReminderLink(payload, first.withdraw)
    expect(view).toMatchObject({ state: 'valid', action: 'withdraw' })
    expect(view.state === 'valid' && view.question).toContain('Place rendue d’un clic')
    expect((await bookingOf(d.id, seated[0].id)).status).toBe('booked')

    const withdrawn = await reply(first.withdraw)
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.message).toMatch(/votre réservation est annulée/)
    expect((await bookingOf(d.id, seated[0].id)).status).toBe('cancelled')
    expect((await bookingOf(d.id, waiting.id)).status).toBe('booked')
    await smtp().waitFor(waiting.email, 'une place s’est libérée')
    expect(invitationOf(await smtp().waitFor(seated[0].email, 'est annulée')).method).toBe('CANCEL')

    const replayed = await reply(first.withdraw)
    expect(replayed).toMatchObject({ status: 409, body: { message: expect.stringMatching(/déjà servi/) } })
    expect((await reply(first.come)).status).toBe(409)
    expect(await describeReminderLink(payload, first.come)).toMatchObject({ state: 'used' })
    const forged = await reply('un-lien-invente-de-toutes-pieces-1234567890')
    expect(forged).toMatchObject({ status: 404, body: { message: expect.stringMatching(/n’est pas valide/) } })
    expect((await reply('')).status).toBe(400)

    // Past the free-cancellation deadline, the links have expired: nothing changes.
    vi.useFakeTimers({ now: new Date(d.startsAt).getTime() - 47 * 60 * 60 * 1000, toFake: ['Date'] })
    const late = await reply(second.withdraw)
    expect(late).toMatchObject({ status: 410, body: { message: expect.stringMatching(/a expiré/) } })
    expect((await bookingOf(d.id, seated[1].id)).status).toBe('booked')
    vi.useRealTimers()

    // A member who cancels in their space: the reminder's links of that booking no longer act.
    await sendReminder(payload, { bookingId: (await bookingOf(d.id, seated[2].id)).id, kind: 'ask' })
    const third = linksOf((await smtp().waitFor(seated[2].email, ASK)).text)
    expect((await call(cancel.DELETE, { method: 'DELETE', cookie: seated[2].cookie, params: { id: String(d.id) } })).status).toBe(200)
    expect(await reply(third.come)).toMatchObject({ status: 404, body: { message: expect.stringMatching(/n’est pas valide/) } })

    const coming = await reply(second.come)
    expect(coming).toMatchObject({ status: 200, body: { message: expect.stringMatching(/venue est confirmée/) } })
    expect((await bookingOf(d.id, seated[1].id)).status).toBe('booked')
    expect((await reply(second.come)).status).toBe(409)
    // « Je viens » leaves the way out open until the deadline.
    expect((await reply(second.withdraw)).status).toBe(200)
  })
})

describe('the brief on the morning of the dinner', () => {
  it('gives the time, the venue, the table, the tablemates’ first names and sectors, the dietary needs, and how to reach the team', async () => {
    const payload = await ready()
    const admin = await adminCookie()
    const d = await dinner({ days: 3, title: 'Le brief du matin', seats: 8, tableSizeMin: 4, tableSizeMax: 8 })
    const guests = await members(4, (i) => ({ company: `Maison du brief ${i}` }))
    for (const m of guests) expect((await book(m, d.id)).status).toBe(201)
    const composed = await call(tables.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: null } })
    expect(
      (await call(confirm.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: composed.body.composedAt } })).status,
    ).toBe(200)
    const [camille] = guests
    await sendReminder(payload, { bookingId: (await bookingOf(d.id, camille.id)).id, kind: 'brief' })
    await sendReminder(payload, { bookingId: (await bookingOf(d.id, camille.id)).id, kind: 'brief' })
    const brief = await smtp().waitFor(camille.email, 'c’est ce soir')
    expect(mailsTo(camille.email, 'c’est ce soir')).toHaveLength(1)
    // The key facts as a card: each label above its value, the city once, and the venue on a map.
    expect(brief.text).toContain(
      'LIEU\nLe Salon Vert\n12 rue Secrète, 75003 Paris\nVoir sur la carte : https://www.openstreetmap.org/search?query=',
    )
    expect(brief.text).toContain('INTERVENANTS\nClaire Martin (journaliste)')
    expect(brief.text).toMatch(/VOTRE TABLE\nTable 1/)
    expect(brief.text).toMatch(/À VOTRE TABLE\nMembre\d+, Médias & Communication\n/)
    expect(brief.text).toMatch(/Vos besoins alimentaires|Aucun besoin alimentaire/)
    expect(brief.text).toContain('equipe@lecercle.example')
    for (const other of guests.slice(1)) expect(brief.text + brief.html).not.toContain(other.email)
    expect(brief.text).not.toContain('Convive')
  })

  it('gives only the sector of a tablemate who chose, in their space, not to be named', async () => {
    const payload = await ready()
    const admin = await adminCookie()
    const d = await dinner({ days: 3, title: 'Le brief discret', seats: 8, tableSizeMin: 4, tableSizeMax: 8 })
    const guests = await members(4, (i) => ({ company: `Maison discrète ${i}` }))
    for (const m of guests) expect((await book(m, d.id)).status).toBe(201)
    const [reader, discreet] = guests
    const chosen = await call(naming.PUT, { method: 'PUT', cookie: discreet.cookie, body: { named: false } })
    expect(chosen).toMatchObject({ status: 200, body: { named: false, message: TABLEMATE_NAMING_TEXTS.unnamed } })
    expect((await call(naming.PUT, { method: 'PUT', cookie: discreet.cookie, body: { named: 'non' } })).status).toBe(400)
    const composed = await call(tables.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: null } })
    await call(confirm.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: composed.body.composedAt } })
    await sendReminder(payload, { bookingId: (await bookingOf(d.id, reader.id)).id, kind: 'brief' })
    const brief = await smtp().waitFor(reader.email, 'c’est ce soir')
    const { rows } = await pool(payload).query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [discreet.id])
    expect(brief.text + brief.html).not.toContain(`${rows[0].first_name},`)
    expect(brief.text).toContain(`${TABLEMATE_NAMING_TEXTS.unnamedMate}, Médias & Communication`)
    // The table mail, days before, kept the same promise: the named tablemates by first name, the discreet one by sector.
    const tableMail = await smtp().waitFor(reader.email, 'votre table')
    const { rows: named } = await pool(payload).query<{ first_name: string }>('SELECT first_name FROM users WHERE id = ANY($1)', [
      guests.slice(2).map((m) => m.id),
    ])
    const mates = /À VOTRE TABLE\n((?:.+\n)+)/.exec(tableMail.text)?.[1] ?? ''
    expect(mates.trim().split('\n').sort()).toEqual(
      [
        ...named.map((m) => `${m.first_name}, Médias & Communication`),
        `${TABLEMATE_NAMING_TEXTS.unnamedMate}, Médias & Communication`,
      ].sort(),
    )
    expect(tableMail.text + tableMail.html).not.toContain(`${rows[0].first_name},`)
    for (const m of named) expect(tableMail.html).toContain(`${m.first_name}, Médias &amp; Communication`)
    // The discreet member's own mail names the others all the same.
    const discreetMail = await smtp().waitFor(discreet.email, 'votre table')
    for (const m of named) expect(discreetMail.text).toContain(`${m.first_name}, Médias & Communication`)
    // The privacy page says what the brief gives, and that a member may choose so.
    expect(PRIVACY_SEED.body).toContain('le prénom et le secteur d’activité de ses voisins de table')
    expect(PRIVACY_SEED.body).toContain('vous pouvez demander que vos voisins ne reçoivent que votre secteur')
  })
})
