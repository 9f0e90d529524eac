import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as cancelRoute from '@/app/(frontend)/api/admin/dinners/[id]/cancel/route'
import * as feedbackRoute from '@/app/(frontend)/api/feedback/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { pool } from '@/server/db/pool'
import { describeFeedbackLink, eraseOldComments, sendFeedbackRequests } from '@/server/dinners/afterwards/feedback'
import { feedbackTime } from '@/server/dinners/base/feedbackJobs'

import { adminCookie, call, mailedToken, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, members } from './support/dinners'

const DAY = 24 * 60 * 60 * 1000
const SUBJECT = 'votre avis sur le dîner'

let admin: string

const send = (body: unknown) => call(feedbackRoute.POST, { body })
const answers = { evening: 5, speaker: 4, conversation: 3, comment: 'Un lieu calme, merci.' }
const mailsTo = (address: string) => smtp().received.filter((m) => m.to.includes(address) && m.subject.includes(SUBJECT))

/** A dinner held yesterday evening with these guests booked; the first marked present, the second absent, the rest unmarked. */
async function heldYesterday(guests: Member[]): Promise<{ id: number; startsAt: string }> {
  const d = await dinner({ days: -1, title: `Dîner d’hier ${guests[0].id}` })
  const payload = await ready()
  const marks = ['present', 'no_show']
  for (const [index, guest] of guests.entries()) {
    await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: { dinner: d.id, member: guest.id, status: 'booked', attendance: (marks[index] ?? null) as never },
    })
  }
  return { id: d.id, startsAt: d.startsAt }
}

async function storedAnswers(bookingOf: Member): Promise<Record<string, unknown> | undefined> {
  const { rows } = await pool(await ready()).query(
    `SELECT f.evening, f.speaker, f.conversation, f.comment FROM dinner_feedback f JOIN bookings b ON b.id = f.booking_id WHERE b.member_id = $1`,
    [bookingOf.id],
  )
  return rows[0]
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the morning after: a job per dinner asks each guest who came, once', () => {
  it('is planned at 10 a.m. (Paris) the day after the dinner, moved with it, and dropped when it is cancelled', async () => {
    const startsAt = new Date(Date.now() + 6 * DAY)
    startsAt.setUTCHours(18, 30, 0, 0)
    const { id } = await dinner({ title: 'Dîner à venir', startsAt: startsAt.toISOString() })
    const planned = async () =>
      (await pool(await ready()).query<{ run_at: Date }>('SELECT run_at FROM graphile_worker.jobs WHERE key = $1', [`feedback:${id}`]))
        .rows[0]?.run_at
    expect(await planned()).toEqual(feedbackTime(startsAt))
    expect(new Intl.DateTimeFormat('fr-FR', { timeZone: DINNER_TIME_ZONE, hour: 'numeric' }).format(await planned())).toBe('10 h')

    const later = new Date(startsAt.getTime() + 2 * DAY)
    await cms('PATCH', `dinners/${id}`, { cookie: admin, body: { startsAt: later.toISOString() } })
    expect(await planned()).toEqual(feedbackTime(later))
    expect((await call(cancelRoute.POST, { cookie: admin, body: {}, params: { id: String(id) } })).status).toBe(200)
    expect(await planned()).toBeUndefined()
  })

  it('mails the guests who came or were not marked, never an absent one, and only once when two instances run the job', async () => {
    const guests = await members(3)
    const d = await heldYesterday(guests)
    const payload = await ready()
    const [a, b] = await Promise.all([
      sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt }),
      sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt }),
    ])
    expect(a + b).toBe(2)
    await smtp().waitFor(guests[0].email, SUBJECT)
    const mail = await smtp().waitFor(guests[2].email, SUBJECT)
    expect(mail.text).toContain('Ce qui se dit à table reste à table')
    expect(mailsTo(guests[1].email)).toHaveLength(0)
    expect(await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt })).toBe(0)
    expect([mailsTo(guests[0].email).length, mailsTo(guests[2].email).length]).toEqual([1, 1])
    // A job planned for another date (the dinner moved since) asks no one.
    expect(await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: new Date(Date.now() - 5 * DAY).toISOString() })).toBe(0)
  })
})

describe('the form: POST /api/feedback, with the mailed link and no session', () => {
  it('records the answers once per link, hands out the next link to change them, and refuses a replay, a forgery and a late one', async () => {
    const [guest] = await members(1)
    const d = await heldYesterday([guest])
    const payload = await ready()
    await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt })
    const token = await mailedToken(guest.email, SUBJECT, '/avis')

    // Opening the link (a mail scanner, the guest) only shows the form.
    const view = await describeFeedbackLink(payload, token)
    expect(view).toMatchObject({ state: 'valid', answers: null, dinner: { title: `Dîner d’hier ${guest.id}` } })
    expect(await storedAnswers(guest)).toBeUndefined()

    const first = await send({ token, ...answers })
    expect(first.status).toBe(200)
    expect(await storedAnswers(guest)).toEqual({ evening: 5, speaker: 4, conversation: 3, comment: 'Un lieu calme, merci.' })
    const replay = await send({ token, ...answers, evening: 1 })
    expect([replay.status, replay.body.message]).toEqual([
      409,
      'Ce lien a déjà servi\u00a0: votre avis est enregistré. Pour le modifier, reprenez la page ouverte après votre envoi.',
    ])
    expect((await describeFeedbackLink(payload, token)).state).toBe('used')

    // The page's next link changes the answers (one row per guest), until the date of the first.
    const next = first.body.token as string
    expect((await describeFeedbackLink(payload, next)).state === 'valid' && (await describeFeedbackLink(payload, next))).toMatchObject({
      answers: { evening: 5, comment: 'Un lieu calme, merci.' },
    })
    const changed = await send({ token: next, evening: 2, speaker: 2, conversation: 4, comment: '' })
    expect(changed.status).toBe(200)
    expect(changed.body.expiresAt).toBe(first.body.expiresAt)
    expect(await storedAnswers(guest)).toEqual({ evening: 2, speaker: 2, conversation: 4, comment: null })

    const forged = await send({ token: 'x'.repeat(43), ...answers })
    expect([forged.status, forged.body.message]).toEqual([
      404,
      'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier depuis l’e-mail.',
    ])

    vi.useFakeTimers({ now: Date.now() + 7 * DAY + 60_000, toFake: ['Date'] })
    const late = await send({ token: changed.body.token, ...answers })
    expect([late.status, late.body.message]).toEqual([
      410,
      'Ce lien a expiré\u00a0: l’avis se donne dans les 7 jours qui suivent le dîner.',
    ])
    expect((await describeFeedbackLink(payload, changed.body.token)).state).toBe('expired')
    expect((await storedAnswers(guest))?.evening).toBe(2)
  })

  it('says what is wrong with the answers, in French', async () => {
    const [guest] = await members(1)
    const d = await heldYesterday([guest])
    await sendFeedbackRequests(await ready(), { dinnerId: d.id, startsAt: d.startsAt })
    const token = await mailedToken(guest.email, SUBJECT, '/avis')
    const cases: [unknown, string][] = [
      [{ token, speaker: 3, conversation: 3 }, 'Choisissez une note de 1 à 5.'],
      [{ token, ...answers, evening: 6 }, 'Choisissez une note de 1 à 5.'],
      [{ token, ...answers, conversation: 0 }, 'Choisissez une note de 1 à 5.'],
      [{ token, ...answers, comment: 'x'.repeat(2001) }, 'Votre commentaire dépasse 2000 caractères.'],
      [{ ...answers }, 'Requête invalide.'],
    ]
    for (const [body, message] of cases) {
      const bad = await send(body)
      expect([bad.status, bad.body.message], JSON.stringify(body)).toEqual([400, message])
    }
    // Nothing refused used the link.
    expect((await send({ token, ...answers })).status).toBe(200)
  })
})

describe('privacy: a member’s answers (GDPR art. 15 and 17)', () => {
  it('are in their data export, and erased with their account, attendance mark included', async () => {
    const [guest] = await members(1)
    const d = await heldYesterday([guest])
    const payload = await ready()
    await sendFeedbackRequests(payload, { dinnerId: d.id, startsAt: d.startsAt })
    const token = await mailedToken(guest.email, SUBJECT, '/avis')
    expect((await send({ token, ...answers })).status).toBe(200)
    const exported = (await call(exportRoute.GET, { method: 'GET', cookie: guest.cookie })).body
    expect(exported.dinnerFeedback).toEqual([
      expect.objectContaining({
        dinner: `Dîner d’hier ${guest.id}`,
        evening: 5,
        speaker: 4,
        conversation: 3,
        comment: 'Un lieu calme, merci.',
      }),
    ])
    const db = pool(payload)
    const [stored] = (
      await db.query('SELECT f.booking_id FROM dinner_feedback f JOIN bookings b ON b.id = f.booking_id WHERE b.member_id = $1', [guest.id])
    ).rows
    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: guest.cookie })).status).toBe(200)
    expect((await db.query('SELECT 1 FROM dinner_feedback WHERE booking_id = $1', [stored.booking_id])).rowCount).toBe(0)
    // The attendance mark lived on the booking, which goes with the account.
    expect((await db.query('SELECT 1 FROM bookings WHERE id = $1', [stored.booking_id])).rowCount).toBe(0)
  })
})

describe('retention: feedback comments', () => {
  it('are erased past the setting (24 months by default), the scores kept', async () => {
    const [old, recent] = await members(2)
    const d = await heldYesterday([old, recent])
    const payload = await ready()
    for (const [who, monthsAgo] of [
      [old, 25],
      [recent, 23],
    ] as const) {
      await pool(payload).query(
        `INSERT INTO dinner_feedback (booking_id, evening, speaker, conversation, comment, created_at)
         SELECT id, 4, 4, 4, 'Un mot ancien.', now() - make_interval(months => $2) FROM bookings WHERE dinner_id = $1 AND member_id = $3`,
        [d.id, monthsAgo, who.id],
      )
    }
    expect(await eraseOldComments(payload)).toBeGreaterThanOrEqual(1)
    expect(await storedAnswers(old)).toEqual({ evening: 4, speaker: 4, conversation: 4, comment: null })
    expect((await storedAnswers(recent))?.comment).toBe('Un mot ancien.')
  })
})
