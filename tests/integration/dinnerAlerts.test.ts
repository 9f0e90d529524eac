import { randomUUID } from 'node:crypto'

import { DateTime } from 'luxon'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as unsubscribe from '@/app/(frontend)/api/dinner-alerts/unsubscribe/route'
import * as alerts from '@/app/(frontend)/api/me/dinner-alerts/route'
import * as dataExport from '@/app/(frontend)/api/me/export/route'
import { DINNER_ALERT_DELAY_MINUTES, DINNER_ALERT_TEXTS } from '@/domain/dinnerAlerts'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { pool } from '@/server/db/pool'
import { alertCountsByTheme } from '@/server/dinners/alerts/alertPreferences'
import { sendDinnerAlert } from '@/server/dinners/alerts/alertSending'
import { unsubscribeToken } from '@/server/email/unsubscribeToken'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'

import { call, freshIp, ready, setAsideEarlierMails, smtp } from './support/api'
import { book, dinner, member } from './support/dinners'
import { startInstances, stopInstances } from './support/jobRunners'
import { until } from './support/until'

const SITE = 'http://localhost:3000'
const alertsTo = (email: string) => smtp().received.filter((m) => m.to.includes(email) && m.subject.includes('ouvrir sur vos thématiques'))

/** A city of this test alone, so that no other test's dinner matches its members. */
const city = () => `Ville-${randomUUID().slice(0, 8)}`

async function choose(cookie: string, choice: { themes: string[]; cities?: string[]; weekdays?: string[] }) {
  return call(alerts.PUT, { method: 'PUT', cookie, body: choice })
}

/** The job queue's clock moved past the alert's delay, on two instances, as production runs it. */
async function runQueueLater() {
  vi.useFakeTimers({
    now: Date.now() + (DINNER_ALERT_DELAY_MINUTES + 1) * 60_000,
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
  })
  await startInstances(2)
}

function oneClick(url: string, body = 'List-Unsubscribe=One-Click') {
  const target = new URL(url)
  return unsubscribe.POST(
    new Request(`${SITE}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        [CLIENT_ADDRESS_HEADER]: freshIp(),
      },
      body,
    }),
    { params: Promise.resolve({}) },
  )
}

beforeAll(async () => {
  await ready()
})

afterEach(async () => {
  await stopInstances()
})

describe('« Prévenez-moi »', () => {
  it('sends one mail for three dinners published together, none for another theme, once with two instances', async () => {
    await setAsideEarlierMails()
    const here = city()
    const wanting = await member()
    const elsewhere = await member()
    const applicant = await member({ status: 'pending' })
    const booker = await member()
    expect((await choose(wanting.cookie, { themes: ['sport-society'], cities: [here] })).status).toBe(200)
    expect((await choose(elsewhere.cookie, { themes: ['sport-society'], cities: ['Ailleurs'] })).status).toBe(200)
    expect((await choose(booker.cookie, { themes: ['sport-society'], cities: [here] })).status).toBe(200)
    await pool(await ready()).query(`INSERT INTO dinner_alert_prefs (user_id, themes, cities) VALUES ($1, '{sport-society}', $2)`, [
      applicant.id,
      [here],
    ])

    // A member who asked for other days of the week than these dinners' is told of none of them.
    const [first, second, third] = [20, 21, 22].map((days) => DateTime.now().setZone(DINNER_TIME_ZONE).plus({ days }))
    const otherDays = await member()
    const weekdays = ['1', '2', '3', '4', '5', '6', '7'].filter((day) => ![first, second, third].some((at) => String(at.weekday) === day))
    expect((await choose(otherDays.cookie, { themes: ['sport-society'], cities: [here], weekdays })).status).toBe(200)

    const at = (when: DateTime) => when.toUTC().toISO() ?? ''
    const published = [
      await dinner({ title: 'Le sport, miroir du pays', theme: 'sport-society', city: here, startsAt: at(first) }),
      await dinner({ title: 'Stades et cités', theme: 'sport-society', city: here, startsAt: at(second) }),
      await dinner({ title: 'Jeux et enjeux', theme: 'sport-society', city: here, startsAt: at(third) }),
    ]
    const other = await dinner({ title: 'Le climat en débat', theme: 'environment-climate', city: here, days: 23 })
    // A member who booked one of them before the alert left is not told of it.
    expect((await book(booker, published[0].id)).status).toBe(201)

    await runQueueLater()
    await until('the alerts', () => alertsTo(wanting.email).length > 0 && alertsTo(booker.email).length > 0)
    // Each member's job, then each (member, dinner) told: both once, though two instances ran the queue.
    await until('the queue to be empty', async () => {
      const { rowCount } = await pool(await ready()).query(
        `SELECT 1 FROM mail_outbox WHERE kind = 'dinner-alert' AND sent_at IS NULL AND recipient = ANY($1)`,
        [[wanting.email, booker.email]],
      )
      return rowCount === 0
    })
    const [mail] = alertsTo(wanting.email)
    expect(alertsTo(wanting.email)).toHaveLength(1)
    expect(mail.subject).toContain('3 dîners viennent d’ouvrir')
    for (const d of published) {
      expect(mail.text).toContain(d.title)
      expect(mail.text.replace(/=\r?\n/g, '')).toContain(`/status?reserver=${d.id}`)
    }
    expect(mail.text).not.toContain(other.title)
    expect(alertsTo(otherDays.email)).toHaveLength(0)
    expect(mail.listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/dinner-alerts\/unsubscribe\?token=[\w.-]+>$/)
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')

    const [booked] = alertsTo(booker.email)
    expect(alertsTo(booker.email)).toHaveLength(1)
    expect(booked.text).not.toContain(published[0].title)
    expect(booked.text).toContain(published[1].title)
    expect(alertsTo(elsewhere.email)).toHaveLength(0)
    expect(alertsTo(applicant.email)).toHaveLength(0)

    const { rows } = await pool(await ready()).query<{ told: number }>(
      'SELECT count(*)::int AS told FROM dinner_alert_sends WHERE user_id = $1',
      [wanting.id],
    )
    expect(rows[0].told).toBe(3)

    // A retry on two instances at once (the rows waiting again, as after a crash before the commit) tells nobody twice.
    await pool(await ready()).query(
      'INSERT INTO dinner_alert_pending (user_id, dinner_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [wanting.id, published.map((d) => d.id)],
    )
    const job = { userId: wanting.id, day: '2031-01-01' }
    expect(await Promise.all([sendDinnerAlert(await ready(), job), sendDinnerAlert(await ready(), job)])).toEqual([null, null])

    // The team's count per theme includes them; the applicant's choice does not count.
    expect((await alertCountsByTheme(await ready()))['sport-society']).toBeGreaterThanOrEqual(3)

    // The one click of RFC 8058 stops the alerts: the export then shows none.
    const res = await oneClick(/<([^>]+)>/.exec(mail.listUnsubscribe)?.[1] ?? '')
    expect(res.status).toBe(200)
    const exported = await call(dataExport.GET, { cookie: wanting.cookie })
    expect(exported.body.dinnerAlerts.choice).toBeNull()
    expect(exported.body.dinnerAlerts.told).toHaveLength(3)
  })

  it('refuses a forged, expired or newsletter unsubscribe link, in French', async () => {
    const person = await member()
    await choose(person.cookie, { themes: ['sport-society'] })
    const url = (token: string) => `${SITE}/api/dinner-alerts/unsubscribe?token=${token}`
    const real = unsubscribeToken(person.id, new Date(), 'dinner-alerts')
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`
    const expired = unsubscribeToken(person.id, new Date(Date.now() - 400 * 24 * 3600_000), 'dinner-alerts')
    const newsletter = unsubscribeToken(person.id)
    for (const token of [forged, expired, newsletter]) {
      const res = await oneClick(url(token))
      expect(res.status).toBe(400)
      expect((await res.json()).message).toBe(DINNER_ALERT_TEXTS.invalidLink)
    }
    expect((await call(alerts.GET, { cookie: person.cookie })).body.choice.themes).toEqual(['sport-society'])
    expect((await oneClick(url(real))).status).toBe(200)
    expect((await call(alerts.GET, { cookie: person.cookie })).body.choice).toBeNull()
  })

  it('answers the space’s form: 200, 400 in French, 401 without a session, 403 for an applicant', async () => {
    const person = await member()
    const applicant = await member({ status: 'pending' })
    const saved = await choose(person.cookie, { themes: ['culture-creativity'], cities: ['Lyon', 'lyon'], weekdays: ['4'] })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe(DINNER_ALERT_TEXTS.saved)
    expect((await call(alerts.GET, { cookie: person.cookie })).body.choice).toEqual({
      themes: ['culture-creativity'],
      cities: ['Lyon'],
      weekdays: ['4'],
    })
    const empty = await choose(person.cookie, { themes: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(DINNER_ALERT_TEXTS.noThemeChosen)
    expect((await choose(person.cookie, { themes: ['astrologie'] })).status).toBe(400)
    expect((await call(alerts.GET)).status).toBe(401)
    expect((await choose(applicant.cookie, { themes: ['culture-creativity'] })).status).toBe(403)
    const cleared = await call(alerts.DELETE, { method: 'DELETE', cookie: person.cookie })
    expect(cleared.status).toBe(200)
    expect((await call(alerts.GET, { cookie: person.cookie })).body.choice).toBeNull()
  })
})
