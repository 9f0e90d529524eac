import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as reportsList from '@/app/(frontend)/api/admin/reports/route'
import * as confirmEmail from '@/app/(frontend)/api/auth/confirm-email/route'
import * as myAttendance from '@/app/(frontend)/api/me/attendance/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as reportRoute from '@/app/(frontend)/api/me/reports/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import type { ApplicationRecord } from '@/domain/api/applications'
import type { MemberAttendance } from '@/domain/attendanceContests'
import type { ConductReport } from '@/domain/conductReports'
import { composeTables, type CompositionInput } from '@/domain/tables'
import * as categories from '@/migrations/20261206_110000_report_categories'
import * as kept from '@/migrations/20261206_120000_kept_after_erasure'
import * as carried from '@/migrations/20261206_140000_kept_keys_until_carried_over'
import { purgeKeptNoShows } from '@/server/account/keptAfterErasure'
import { memberKeys } from '@/server/account/memberKeys'
import { pool } from '@/server/db/pool'
import { inTransaction, sql, type Transaction } from '@/server/db/transaction'

import { adminCookie, call, completedApplicant, mailedToken, ready, smtp } from './support/api'
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

/** The applicant follows the confirmation link mailed to their address, from their own session. */
async function confirmAddress(who: { email: string; cookie: string }) {
  const token = await mailedToken(who.email, 'confirmez votre adresse', 'email/confirmer')
  expect((await call(confirmEmail.POST, { cookie: who.cookie, body: { token } })).status).toBe(200)
}

/** Whose account a kept report names now, and the keys it still has. */
async function keptReportOf(reporterId: number) {
  const { rows } = await (
    await db()
  ).query<{ reported_id: number | null; reported_email_key: string | null; reported_phone_key: string | null }>(
    'SELECT reported_id, reported_email_key, reported_phone_key FROM conduct_reports WHERE reporter_id = $1',
    [reporterId],
  )
  return rows
}

/** A member with this phone number, reported by a tablemate 2 days ago, absent without notice twice since the summer, who erases their account. */
async function reportedAndErased(phone: string | null = null, email?: string) {
  const [reporter, reported] = await members(2)
  await (await db()).query('UPDATE users SET phone = $1, email = COALESCE($2, email) WHERE id = $3', [phone, email ?? null, reported.id])
  const sat = await held(2, [[reporter, reported]])
  await held(30, [[reported]], () => 'no_show')
  await held(60, [[reported]], () => 'no_show')
  expect((await report(reporter, { dinnerId: sat, memberId: reported.id, category: 'irrespect', message: 'Du mépris.' })).status).toBe(201)
  expect((await erase(reported)).status).toBe(200)
  return { reporter, email: email ?? reported.email }
}

/** The member sat at a dinner yesterday, and the team marks them absent without notice (the no-show policy applies). */
async function markedAbsentYesterday(who: { id: number }) {
  const dinnerId = await held(1, [[who as Member]])
  const { rows } = await (
    await db()
  ).query<{ id: number }>('SELECT id FROM bookings WHERE dinner_id = $1 AND member_id = $2', [dinnerId, who.id])
  const marked = await call(attendance.PUT, {
    method: 'PUT',
    cookie: admin,
    body: { marks: [{ bookingId: rows[0].id, mark: 'no_show' }] },
    params: { id: String(dinnerId) },
  })
  expect(marked.status).toBe(200)
}

const space = async (who: { cookie: string }) =>
  (await call(myAttendance.GET, { method: 'GET', cookie: who.cookie })).body as MemberAttendance

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
  it('report → erase → apply again with the same address, confirmed → approve: the team is told the fact only, and 1,000 compositions never seat the pair together', async () => {
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

    const filed = await call(exportRoute.GET, { method: 'GET', cookie: reporter.cookie })
    expect(filed.body.conductReports).toMatchObject([{ tablemate: await firstNameOf(reported.id), category: 'harcelement' }])

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
    // Not confirmed yet: the team is told that nothing follows the account until it is.
    expect(record.earlierRecords).toEqual({ report: 'email', noShows: 'email', carryOver: 'afterConfirmation' })
    expect((await pendingRecord(stranger.email)).earlierRecords).toBeNull()
    // The fact, never its details or who reported.
    const shown = JSON.stringify(record)
    for (const secret of [reporterName, reporter.email, 'harcelement', 'insisté']) expect(shown).not.toContain(secret)

    // Someone else gives the erased account's phone number: before the carry-over, the team is told.
    const sharer = await completedApplicant({ phone })
    expect((await pendingRecord(sharer.email)).earlierRecords).toEqual({ report: 'phone', noShows: 'phone', carryOver: null })

    await confirmAddress({ email: reported.email, cookie: again.cookie })
    expect((await pendingRecord(reported.email)).earlierRecords).toEqual({ report: 'email', noShows: 'email', carryOver: 'atApproval' })
    const approved = await approve(again.id)
    expect((approved.body.user as ApplicationRecord).earlierRecords).toEqual({ report: 'email', noShows: 'email', carryOver: 'done' })
    expect(approved.status).toBe(200)
    // Carried over with the approval (the address was confirmed): the report names the member, and its keys are gone.
    expect(await keptReportOf(reporter.id)).toEqual([{ reported_id: again.id, reported_email_key: null, reported_phone_key: null }])
    const { rows: absenceKeys } = await (
      await db()
    ).query('SELECT email_key, phone_key FROM kept_no_shows WHERE member_id = $1', [again.id])
    expect(absenceKeys).toEqual([
      { email_key: null, phone_key: null },
      { email_key: null, phone_key: null },
    ])
    // Nobody giving that phone number later is flagged for a report that has found its member.
    expect((await pendingRecord(sharer.email)).earlierRecords).toBeNull()

    // The no-show policy reads the two absences that still count as the new member's.
    expect(await space(again)).toMatchObject({ noShows: 2, carriedOver: 2, marks: [] })

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

    // The reporter's own export keeps their report, naming nobody: not the new account's first name.
    const reporterExport = await call(exportRoute.GET, { method: 'GET', cookie: reporter.cookie })
    expect(reporterExport.body.conductReports).toEqual([
      { dinner: null, tablemate: '', category: 'harcelement', message: null, createdAt: reportedAt.toISOString() },
    ])
    expect(JSON.stringify(reporterExport.body)).not.toContain('Revenu')

    // A third absence on the new account pauses its bookings, as it would have on the old one.
    await markedAbsentYesterday(again)
    const paused = await smtp().waitFor(reported.email, PAUSED)
    expect(paused.text).toContain('trois absences sans prévenir en 12 mois')
  }, 180_000)

  it('approved before confirming the address: nothing follows the account until the member confirms it', async () => {
    const { reporter, email } = await reportedAndErased()
    const again = await completedApplicant({ email, phone: uniquePhone() })
    const approved = await approve(again.id)
    expect(approved.status).toBe(200)
    // The address may still be a stranger's: the report and the absences wait under its key, and the dialog says so.
    expect((approved.body.user as ApplicationRecord).earlierRecords).toMatchObject({ report: 'email', carryOver: 'afterConfirmation' })
    expect(await keptReportOf(reporter.id)).toEqual([
      { reported_id: null, reported_email_key: memberKeys({ email }).email, reported_phone_key: null },
    ])
    expect(await space(again)).toMatchObject({ noShows: 0, carriedOver: 0 })

    await confirmAddress(again)
    expect(await keptReportOf(reporter.id)).toEqual([{ reported_id: again.id, reported_email_key: null, reported_phone_key: null }])
    expect(await space(again)).toMatchObject({ noShows: 2, carriedOver: 2 })
  })

  it('a stranger giving an erased member’s phone number: the team is told, and nothing follows them', async () => {
    const phone = uniquePhone()
    const { reporter } = await reportedAndErased(phone)
    const stranger = await completedApplicant({ phone: `+33 ${phone.slice(1)}` })
    expect((await pendingRecord(stranger.email)).earlierRecords).toEqual({ report: 'phone', noShows: 'phone', carryOver: null })
    await confirmAddress(stranger)
    expect((await approve(stranger.id)).status).toBe(200)
    expect(await keptReportOf(reporter.id)).toEqual([
      { reported_id: null, reported_email_key: expect.any(String), reported_phone_key: memberKeys({ email: '', phone }).phone },
    ])
    // Their space and their export show no absence, and their own first one pauses nothing (two carried would have).
    expect(await space(stranger)).toMatchObject({ noShows: 0, carriedOver: 0 })
    const exported = await call(exportRoute.GET, { method: 'GET', cookie: stranger.cookie })
    expect(exported.body.carriedOverNoShows).toEqual([])
    await markedAbsentYesterday(stranger)
    expect(await space(stranger)).toMatchObject({ noShows: 1, carriedOver: 0, pausedUntil: null })
  })

  it('a Gmail address is one mailbox with its dots and « +… »; another provider’s « +… » is another address', async () => {
    const local = `camille.durand.${process.pid}.${Date.now()}`
    await reportedAndErased(null, `${local}@gmail.com`)
    const gmail = await completedApplicant({ email: `${local.replaceAll('.', '')}+cercle@googlemail.com`, phone: uniquePhone() })
    expect((await pendingRecord(gmail.email)).earlierRecords).toMatchObject({ report: 'email', noShows: 'email' })
    const { email } = await reportedAndErased(null, `${local}@example.org`)
    const tagged = await completedApplicant({ email: email.replace('@', '+cercle@'), phone: uniquePhone() })
    expect((await pendingRecord(tagged.email)).earlierRecords).toBeNull()
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
    expect((await pendingRecord(again.email)).earlierRecords).toBeNull()
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

/** Runs migrations down and up inside a transaction rolled back at the end: the database is left as it was. */
async function inRolledBackTransaction(work: (tx: Transaction, args: MigrateUpArgs) => Promise<void>) {
  const rolledBack = new Error('rolled back on purpose')
  await expect(
    inTransaction(await ready(), async (tx) => {
      const args = { db: { execute: (statement: Parameters<typeof tx.query>[0]) => tx.query(statement) } } as unknown as MigrateUpArgs
      await work(tx, args)
      throw rolledBack
    }),
  ).rejects.toBe(rolledBack)
}

describe('the migrations keep the reports already filed', () => {
  it('a report filed before the reasons existed is « autre », words and people unchanged', async () => {
    const [reporter, reported] = await members(2)
    await inRolledBackTransaction(async (tx, args) => {
      await carried.down(args)
      await kept.down(args)
      await categories.down(args)
      await tx.query(
        sql`INSERT INTO conduct_reports (reporter_id, reported_id, message) VALUES (${reporter.id}, ${reported.id}, 'Avant la liste.')`,
      )
      await categories.up(args)
      await kept.up(args)
      await carried.up(args)
      const rows = await tx.query(sql`SELECT reported_id, category, message FROM conduct_reports WHERE reporter_id = ${reporter.id}`)
      expect(rows).toEqual([{ reported_id: reported.id, category: 'autre', message: 'Avant la liste.' }])
    })
  })

  it('what the first rule carried over to an unconfirmed address goes back under its key; to a confirmed one, it stays without keys', async () => {
    const [reporter, confirmed, unconfirmed] = await members(3)
    await inRolledBackTransaction(async (tx, args) => {
      await carried.down(args)
      await tx.query(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${unconfirmed.id}`)
      // As the first rule left them: carried over, their keys kept beside the account.
      for (const [who, key] of [
        [confirmed, 'cle-confirmee'],
        [unconfirmed, 'cle-non-confirmee'],
      ] as const) {
        await tx.query(sql`
            INSERT INTO conduct_reports (reporter_id, reported_id, category, reported_email_key, reported_phone_key)
            VALUES (${reporter.id}, ${who.id}, 'autre', ${key}, 'telephone')`)
        await tx.query(
          sql`INSERT INTO kept_no_shows (email_key, phone_key, dinner_at, member_id) VALUES (${key}, 'telephone', now(), ${who.id})`,
        )
      }
      await carried.up(args)
      const reports = await tx.query(sql`
          SELECT reported_id, reported_email_key, reported_phone_key, kept_after_erasure FROM conduct_reports
           WHERE reporter_id = ${reporter.id} ORDER BY id`)
      expect(reports).toEqual([
        { reported_id: confirmed.id, reported_email_key: null, reported_phone_key: null, kept_after_erasure: true },
        { reported_id: null, reported_email_key: 'cle-non-confirmee', reported_phone_key: 'telephone', kept_after_erasure: true },
      ])
      const absences = await tx.query(sql`
          SELECT member_id, email_key, phone_key FROM kept_no_shows WHERE email_key LIKE 'cle-%' OR member_id = ${confirmed.id} ORDER BY id`)
      expect(absences).toEqual([
        { member_id: confirmed.id, email_key: null, phone_key: null },
        { member_id: null, email_key: 'cle-non-confirmee', phone_key: 'telephone' },
      ])
    })
  })
})
