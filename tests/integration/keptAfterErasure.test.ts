import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as reportsList from '@/app/(frontend)/api/admin/reports/route'
import * as myAttendance from '@/app/(frontend)/api/me/attendance/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import * as reportRoute from '@/app/(frontend)/api/me/reports/route'
import type { ApplicationRecord } from '@/domain/api/applications'
import type { MemberAttendance } from '@/domain/attendanceContests'
import type { ConductReport } from '@/domain/conductReports'
import { composeTables, type CompositionInput } from '@/domain/tables'
import * as categories from '@/migrations/20261206_110000_report_categories'
import * as kept from '@/migrations/20261206_120000_kept_after_erasure'
import { purgeKeptNoShows } from '@/server/account/keptAfterErasure'
import { memberKeys } from '@/server/account/memberKeys'
import { pool } from '@/server/db/pool'
import { inTransaction, sql } from '@/server/db/transaction'

import { adminCookie, call, completedApplicant, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { book, dinner, type Member, member, members, seatedAt } from './support/dinners'

const DAY = 24 * 60 * 60 * 1000
const PAUSED = 'vos réservations sont suspendues'

let admin: string
let phoneSerial = 0

/** A phone number no other test of this worker's database uses (every wizard applicant has 0102030405). */
function uniquePhone(): string {
  phoneSerial += 1
  const digits = String((process.pid * 1000 + phoneSerial) % 100_000_000).padStart(8, '0')
  return `06 ${digits.replace(/(\d\d)(?=\d)/g, '$1 ')}`
}

const db = async () => pool(await ready())

/** A member as the composition and the export know them, with their first name. */
async function firstNameOf(id: number): Promise<string> {
  const { rows } = await (await db()).query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [id])
  return rows[0].first_name
}

/** A dinner held `daysAgo` days ago whose confirmed tables seated `tablesOfMembers`, each absent as `markOf` says. */
async function held(daysAgo: number, tablesOfMembers: Member[][], markOf: (guest: Member) => 'present' | 'no_show' | null = () => null) {
  const d = await dinner({ days: -daysAgo, title: `Tenu il y a ${daysAgo} jours ${tablesOfMembers[0][0].id}` })
  await seatedAt(d.id, tablesOfMembers, markOf)
  return d.id
}

const report = (who: Member, body: unknown) => call(reportRoute.POST, { cookie: who.cookie, body })
const erase = (who: { cookie: string }) => call(meRoute.DELETE, { method: 'DELETE', cookie: who.cookie })
const approve = (id: number) => call(review.POST, { cookie: admin, body: { action: 'approve', notes: '' }, params: { id: String(id) } })

/** The pending application of this address, as the review dialog receives it. */
async function pendingRecord(email: string): Promise<ApplicationRecord> {
  const found = await call(pending.GET, { cookie: admin, path: `/api/admin/applications/pending?q=${encodeURIComponent(email)}` })
  expect(found.status).toBe(200)
  const record = (found.body as ApplicationRecord[]).find((entry) => entry.email === email)
  if (!record) throw new Error(`no pending application for ${email}`)
  return record
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('what an erasure must not wipe: a report and the absences, kept under the address', () => {
  it('report → erase → apply again with the same address → approve: the team is told the fact only, and 1,000 compositions never seat the pair together', async () => {
    const [reporter, reported, neighbour] = await members(3)
    const phone = uniquePhone()
    await (await db()).query('UPDATE users SET phone = $1 WHERE id = $2', [phone, reported.id])
    const reporterName = await firstNameOf(reporter.id)
    const sat = await held(3, [[reporter, reported, neighbour]])
    // Two absences without notice in the last 12 months, and one older that no longer counts.
    await held(40, [[reported]], () => 'no_show')
    await held(100, [[reported]], () => 'no_show')
    await held(400, [[reported]], () => 'no_show')
    const sent = await report(reporter, {
      dinnerId: sat,
      memberId: reported.id,
      category: 'harcelement',
      message: 'Il a insisté toute la soirée.',
    })
    expect(sent.status).toBe(201)
    const [{ id: reportId, created_at: reportedAt }] = (
      await (
        await db()
      ).query<{ id: number; created_at: Date }>('SELECT id, created_at FROM conduct_reports WHERE reporter_id = $1', [reporter.id])
    ).rows

    expect((await erase(reported)).status).toBe(200)
    // The report keeps its reporter, reason and date under the person's keys; the words, the dinner and the account go.
    const { rows: keptReport } = await (
      await db()
    ).query(
      'SELECT reporter_id, reported_id, dinner_id, category, message, created_at, reported_email_key, reported_phone_key FROM conduct_reports WHERE id = $1',
      [reportId],
    )
    expect(keptReport).toEqual([
      {
        reporter_id: reporter.id,
        reported_id: null,
        dinner_id: null,
        category: 'harcelement',
        message: null,
        created_at: reportedAt,
        reported_email_key: expect.stringMatching(/^[0-9a-f]{64}$/),
        reported_phone_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
    const stored = JSON.stringify(keptReport)
    expect(stored).not.toContain(reported.email)
    expect(stored).not.toContain(phone.replace(/ /g, ''))
    const { rows: keptAbsences } = await (
      await db()
    ).query<{ email_key: string; member_id: number | null }>('SELECT email_key, member_id FROM kept_no_shows WHERE email_key = $1', [
      keptReport[0].reported_email_key,
    ])
    expect(keptAbsences).toEqual([
      { email_key: keptReport[0].reported_email_key, member_id: null },
      { email_key: keptReport[0].reported_email_key, member_id: null },
    ])
    // The admins still read the report: its reason and date, about nobody named.
    const listed = ((await call(reportsList.GET, { method: 'GET', cookie: admin })).body.reports as ConductReport[]).find(
      (entry) => entry.id === reportId,
    )
    expect(listed).toMatchObject({ reported: null, message: null, dinner: null, category: 'harcelement' })

    // The same person applies again, the address typed in capitals.
    const again = await completedApplicant({ email: reported.email.toUpperCase(), phone: uniquePhone(), firstName: 'Revenu' })
    const stranger = await completedApplicant({ phone: uniquePhone() })
    const record = await pendingRecord(reported.email)
    expect(record.earlierReport).toBe('email')
    expect((await pendingRecord(stranger.email)).earlierReport).toBeNull()
    // The fact, never its details or who reported.
    const shown = JSON.stringify(record)
    for (const secret of [reporterName, reporter.email, 'harcelement', 'insisté']) expect(shown).not.toContain(secret)

    const approved = await approve(again.id)
    expect(approved.status).toBe(200)
    expect((approved.body.user as ApplicationRecord).earlierReport).toBe('email')
    const { rows: linked } = await (await db()).query('SELECT reported_id FROM conduct_reports WHERE id = $1', [reportId])
    expect(linked).toEqual([{ reported_id: again.id }])

    // The no-show policy reads the two absences that still count as the new member's.
    const space = (await call(myAttendance.GET, { method: 'GET', cookie: again.cookie })).body as MemberAttendance
    expect(space).toMatchObject({ noShows: 2, carriedOver: 2, marks: [] })

    // The next dinner: the reporter and the new account, with ten others.
    const next = await dinner({ days: 9, seats: 16, tableSizeMin: 4, tableSizeMax: 6, title: `Après le retour ${again.id}` })
    const others = await members(10)
    for (const who of [reporter, again, ...others]) expect((await book(who, next.id)).status).toBe(201)
    const composed = await call(tables.POST, { cookie: admin, params: { id: String(next.id) }, body: { basedOn: null } })
    expect(composed.status).toBe(200)
    const pair = [String(reporter.id), String(again.id)]
    expect(composed.body.input.apart).toEqual([pair])
    const together = (arrangement: string[][]) => arrangement.some((table) => pair.every((id) => table.includes(id)))
    expect(together(composed.body.arrangement.tables)).toBe(false)
    // The composition the route ran, 1,000 times over with other seeds, on the board's own input.
    const input = composed.body.input as CompositionInput
    let seated = 0
    for (let seed = 1; seed <= 1000; seed++) {
      const result = composeTables(input, { seed })
      if (!result.ok) throw new Error(`seed ${seed}: ${result.message}`)
      expect(together(result.tables), `seed ${seed}`).toBe(false)
      seated += 1
    }
    expect(seated).toBe(1000)

    // The reporter's identity never reaches the new account's export; its carried absences do, by date.
    const exported = await call(exportRoute.GET, { method: 'GET', cookie: again.cookie })
    expect(exported.status).toBe(200)
    const text = JSON.stringify(exported.body)
    for (const secret of [reporterName, reporter.email, 'harcelement', 'insisté', '"reporter']) expect(text).not.toContain(secret)
    expect(exported.body.conductReports).toEqual([])
    expect(exported.body.carriedOverNoShows).toHaveLength(2)

    // A third absence on the new account pauses its bookings, as it would have on the old one.
    const third = await held(1, [[again as Member]])
    const { rows: bookings } = await (
      await db()
    ).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 AND member_id = $2', [third, again.id])
    const marked = await call(attendance.PUT, {
      method: 'PUT',
      cookie: admin,
      body: { marks: [{ bookingId: bookings[0].id, mark: 'no_show' }] },
      params: { id: String(third) },
    })
    expect(marked.status).toBe(200)
    const paused = await smtp().waitFor(reported.email, PAUSED)
    expect(paused.text).toContain('trois absences sans prévenir en 12 mois')
  }, 180_000)

  it('a phone number given at registration finds the report too, written another way', async () => {
    const [reporter, reported] = await members(2)
    const phone = uniquePhone()
    await (await db()).query('UPDATE users SET phone = $1 WHERE id = $2', [phone, reported.id])
    const sat = await held(2, [[reporter, reported]])
    expect((await report(reporter, { dinnerId: sat, memberId: reported.id, category: 'irrespect', message: 'Du mépris.' })).status).toBe(
      201,
    )
    expect((await erase(reported)).status).toBe(200)
    const international = `+33 ${phone.slice(1)}`
    const again = await completedApplicant({ phone: international })
    expect((await pendingRecord(again.email)).earlierReport).toBe('phone')
    expect((await approve(again.id)).status).toBe(200)
    const { rows } = await (await db()).query('SELECT reported_id FROM conduct_reports WHERE reporter_id = $1', [reporter.id])
    expect(rows).toEqual([{ reported_id: again.id }])
  })

  it('an admin deleting the account from Payload’s admin keeps the same, and the key goes with the report when the reporter leaves', async () => {
    const [reporter, reported] = await members(2)
    const sat = await held(2, [[reporter, reported]])
    expect((await report(reporter, { dinnerId: sat, memberId: reported.id, category: 'autre', message: 'Gênant.' })).status).toBe(201)
    const deleted = await cms('DELETE', `users/${reported.id}`, { cookie: admin })
    expect(deleted.status).toBe(200)
    const { rows } = await (
      await db()
    ).query('SELECT reported_id, message, category FROM conduct_reports WHERE reporter_id = $1', [reporter.id])
    expect(rows).toEqual([{ reported_id: null, message: null, category: 'autre' }])

    // The report's own keeping time is the key's: the reporter erases their account, both go.
    expect((await erase(reporter)).status).toBe(200)
    expect((await (await db()).query('SELECT 1 FROM conduct_reports WHERE reporter_id = $1', [reporter.id])).rowCount).toBe(0)
    const again = await completedApplicant({ email: reported.email, phone: uniquePhone() })
    expect((await pendingRecord(again.email)).earlierReport).toBeNull()
  })

  it('a kept absence goes once it no longer counts (the nightly upkeep)', async () => {
    const gone = await member()
    await held(200, [[gone]], () => 'no_show')
    await held(20, [[gone]], () => 'no_show')
    expect((await erase(gone)).status).toBe(200)
    const keptOf = async () =>
      (await (await db()).query('SELECT 1 FROM kept_no_shows WHERE email_key = $1', [memberKeys({ email: gone.email }).email])).rowCount
    expect(await keptOf()).toBe(2)
    // Six months on, the absence of 200 days ago is past the 12 months: it goes, the other stays.
    await inTransaction(await ready(), (tx) => purgeKeptNoShows(tx, new Date(Date.now() - 175 * DAY)))
    expect(await keptOf()).toBe(1)
  })
})

describe('the migrations keep the reports already filed', () => {
  it('a report filed before the reasons existed is « autre », words and people unchanged', async () => {
    const [reporter, reported] = await members(2)
    const payload = await ready()
    const rolledBack = new Error('rolled back on purpose')
    await expect(
      inTransaction(payload, async (tx) => {
        const args = { db: { execute: (statement: Parameters<typeof tx.query>[0]) => tx.query(statement) } } as unknown as MigrateUpArgs
        await kept.down(args)
        await categories.down(args)
        await tx.query(
          sql`INSERT INTO conduct_reports (reporter_id, reported_id, message) VALUES (${reporter.id}, ${reported.id}, 'Avant la liste.')`,
        )
        await categories.up(args)
        await kept.up(args)
        const rows = await tx.query(sql`SELECT reported_id, category, message FROM conduct_reports WHERE reporter_id = ${reporter.id}`)
        expect(rows).toEqual([{ reported_id: reported.id, category: 'autre', message: 'Avant la liste.' }])
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
  })
})
