import { beforeAll, describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as tablesConfirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as journal from '@/app/(frontend)/api/admin/journal/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import * as me from '@/app/(frontend)/api/me/route'
import { AUDIT_TEXTS } from '@/domain/audit'
import { encodeAuditCursor } from '@/domain/auditCursor'
import { parisDay } from '@/domain/dinners'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { purgeExpiredAudit, recordAudit } from '@/server/audit/auditLog'
import { pool } from '@/server/db/pool'
import { inTransaction } from '@/server/db/transaction'

import { adminCookie, call, completedApplicant, editorCookie, ensureTeamMember, ready, registerApplicant, uniqueEmail } from './support/api'
import { cms } from './support/cms'
import { book, dinner, members } from './support/dinners'

let admin: string

type Entry = {
  kind: string
  actor_label: string | null
  subject_id: number | null
  subject_label: string | null
  changes: Record<string, unknown[]>
}

async function entriesAbout(subjectLabelPart: string): Promise<Entry[]> {
  const { rows } = await pool(await ready()).query<Entry>(
    'SELECT kind, actor_label, subject_id, subject_label, changes FROM audit_log WHERE subject_label LIKE $1 ORDER BY id',
    [`%${subjectLabelPart}%`],
  )
  return rows
}

const decide = (id: number, action: 'approve' | 'reject', notes = '') =>
  call(review.POST, { cookie: admin, body: { action, notes }, params: { id: String(id) } })

const readJournal = (query: string, as: { cookie?: string } = { cookie: admin }) =>
  call(journal.GET, { cookie: as.cookie, path: `/api/admin/journal${query}` })

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('the audit log is written with the change it records', () => {
  it('a decision: who, about whom, which record, and the status before → after; a refused one leaves nothing', async () => {
    const done = await completedApplicant()
    expect((await decide(done.id, 'approve', 'Bienvenue')).status).toBe(200)
    expect((await decide(done.id, 'reject')).status).toBe(409)
    const entries = await entriesAbout(done.email)
    expect(entries).toEqual([
      {
        kind: 'application.decided',
        actor_label: 'Équipe Admin <admin@test.example>',
        subject_id: done.id,
        subject_label: expect.stringContaining(done.email),
        changes: { applicationStatus: ['pending', 'approved'], reviewNotes: [null, 'Bienvenue'] },
      },
    ])
  })

  it('an entry written in a transaction that rolls back is gone with it', async () => {
    const payload = await ready()
    const label = `rollback-${Date.now()}@test.example`
    await expect(
      inTransaction(payload, async (tx) => {
        await recordAudit(tx, {
          kind: 'settings.edited',
          actor: null,
          subject: { id: null, label },
          record: { type: 'globals', id: 'site-settings' },
        })
        throw new Error('la modification échoue')
      }),
    ).rejects.toThrow('la modification échoue')
    expect(await entriesAbout(label)).toEqual([])
  })

  it('composing, moving and confirming the tables: one entry per composition, one per guest moved, under their name', async () => {
    const d = await dinner({ title: 'Dîner du journal', seats: 12, tableSizeMin: 6, tableSizeMax: 6 })
    const guests = await members(12)
    for (const guest of guests) expect((await book(guest, d.id)).status).toBe(201)
    const composed = await call(tables.POST, { cookie: admin, params: { id: String(d.id) }, body: { basedOn: null } })
    expect(composed.status).toBe(200)
    const [first, second] = composed.body.arrangement.tables as string[][]
    // One guest of each table swaps places.
    const moved = [
      [second[0], ...first.slice(1)],
      [first[0], ...second.slice(1)],
    ]
    const saved = await call(tables.PUT, {
      method: 'PUT',
      cookie: admin,
      params: { id: String(d.id) },
      body: { tables: moved, pins: [], basedOn: composed.body.composedAt },
    })
    expect(saved.status).toBe(200)
    const confirmed = await call(tablesConfirm.POST, {
      cookie: admin,
      params: { id: String(d.id) },
      body: { basedOn: saved.body.composedAt },
    })
    expect(confirmed.status).toBe(200)

    const { rows } = await pool(await ready()).query<{ kind: string; subject_id: number | null; changes: Record<string, unknown[]> }>(
      "SELECT kind, subject_id, changes FROM audit_log WHERE record_type = 'dinners' AND record_id = $1 ORDER BY id",
      [String(d.id)],
    )
    expect(rows.map((row) => row.kind)).toEqual(['tables.composed', 'tables.moved', 'tables.moved', 'tables.confirmed'])
    expect(rows[0].changes).toEqual({ tables: [null, 2], guests: [null, 12] })
    expect(
      rows
        .slice(1, 3)
        .map((row) => row.subject_id)
        .sort(),
    ).toEqual([Number(first[0]), Number(second[0])].sort())
    expect(rows.find((row) => row.subject_id === Number(first[0]))?.changes).toEqual({ table: [1, 2] })
    expect(rows[3].changes).toEqual({ guestsTold: [null, 12] })
    // « Journal » names the dinner by its title and day.
    const told = await readJournal('?type=tables.composed')
    expect(told.body[0].sentence.what).toMatch(
      /^a composé les tables du dîner «\u00a0Dîner du journal\u00a0» du \d+(er)? \p{L}+ \d{4}\u00a0: 2 tables pour 12 convives$/u,
    )
    const confirmedEntry = await readJournal('?type=tables.confirmed')
    expect(confirmedEntry.body[0].sentence.what).toContain('a confirmé les tables du dîner «\u00a0Dîner du journal\u00a0»')
  })

  it('a role changed by an admin and a settings edit, in Payload’s own API', async () => {
    const applicant = await registerApplicant()
    const promoted = await cms('PATCH', `users/${applicant.id}`, { cookie: admin, body: { role: 'editor' } })
    expect(promoted.status).toBe(200)
    expect(await entriesAbout(applicant.email)).toEqual([
      expect.objectContaining({
        kind: 'account.role',
        actor_label: 'Équipe Admin <admin@test.example>',
        changes: { role: ['applicant', 'editor'] },
      }),
    ])

    const tagline = `Slogan du ${Date.now()}`
    expect((await cms('POST', 'globals/site-settings', { cookie: admin, body: { tagline } })).status).toBe(200)
    const { rows } = await pool(await ready()).query<{ changes: Record<string, unknown[]> }>(
      "SELECT changes FROM audit_log WHERE kind = 'settings.edited' ORDER BY id DESC LIMIT 1",
    )
    expect(rows[0].changes.tagline[1]).toBe(tagline)
    expect(Object.keys(rows[0].changes)).toEqual(['tagline'])
    // Told with the field's name in the settings' form.
    const told = (await readJournal('?type=settings.edited')).body[0].sentence
    expect(told.what).toBe('a modifié les réglages du site')
    expect(told.details).toEqual([expect.stringMatching(new RegExp(`^Slogan\u00a0: «\u00a0${tagline}\u00a0»`))])
  })

  it('an address changed by an admin, and a content page edited, in Payload’s own API', async () => {
    const applicant = await registerApplicant()
    const address = `nouvelle-${Date.now()}@test.example`
    expect((await cms('PATCH', `users/${applicant.id}`, { cookie: admin, body: { email: address } })).status).toBe(200)
    expect(await entriesAbout(address)).toEqual([
      expect.objectContaining({ kind: 'account.email', subject_id: applicant.id, changes: { email: [applicant.email, address] } }),
    ])

    const page = await cms('GET', 'globals/page-manifeste', { cookie: admin })
    const kicker = `Surtitre du ${Date.now()}`
    try {
      expect((await cms('POST', 'globals/page-manifeste', { cookie: admin, body: { kicker } })).status).toBe(200)
      const { rows } = await pool(await ready()).query<{ record_id: string; changes: Record<string, unknown[]> }>(
        "SELECT record_id, changes FROM audit_log WHERE kind = 'page.edited' ORDER BY id DESC LIMIT 1",
      )
      expect(rows[0]).toEqual({ record_id: 'page-manifeste', changes: { kicker: [page.body.kicker, kicker] } })
      expect((await readJournal('?type=page.edited')).body[0].sentence).toEqual({
        what: expect.stringMatching(/^a modifié la page «\s+Manifeste\s+»$/),
        details: [`Surtitre\u00a0: «\u00a0${kicker}\u00a0» (auparavant «\u00a0${page.body.kicker}\u00a0»)`],
      })
    } finally {
      await cms('POST', 'globals/page-manifeste', { cookie: admin, body: { kicker: page.body.kicker } })
    }
  })
})

describe('nobody edits or deletes the log', () => {
  it('the database refuses an update, a delete and a truncation, whoever connects', async () => {
    const db = pool(await ready())
    await expect(db.query("UPDATE audit_log SET kind = 'falsifié'")).rejects.toThrow(/append-only/)
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/)
  })

  it('Payload’s API has no audit collection: no read, no write, for any role, admins included', async () => {
    const requests = [
      ['GET', 'audit-log'],
      ['POST', 'audit-log'],
      ['PATCH', 'audit-log/1'],
      ['DELETE', 'audit-log/1'],
    ] as const
    // The /cms-api guard refuses writes from outside the team first (401, 403); the team finds nothing (404).
    const callers = [
      { cookie: undefined, expected: [404, 401, 401, 401] },
      { cookie: (await registerApplicant()).cookie, expected: [404, 403, 403, 403] },
      { cookie: await editorCookie(), expected: [404, 404, 404, 404] },
      { cookie: admin, expected: [404, 404, 404, 404] },
    ]
    for (const { cookie, expected } of callers) {
      const statuses = []
      for (const [method, path] of requests)
        statuses.push(
          (await cms(method, path, { cookie, body: method === 'GET' || method === 'DELETE' ? undefined : { kind: 'x' } })).status,
        )
      expect(statuses).toEqual(expected)
    }
  })

  it('the nightly purge removes only the entries past the keeping time', async () => {
    const payload = await ready()
    const db = pool(payload)
    const { rows } = await db.query<{ id: string; at: Date }>(
      `INSERT INTO audit_log (kind, record_type, at) VALUES ('settings.edited', 'globals', now() - interval '4 years'),
                                                          ('settings.edited', 'globals', now() - interval '2 years') RETURNING id, at`,
    )
    await inTransaction(payload, (tx) => purgeExpiredAudit(tx, 3))
    const { rows: left } = await db.query<{ id: string }>('SELECT id FROM audit_log WHERE id = ANY($1::bigint[])', [
      rows.map((row) => row.id),
    ])
    expect(left.map((row) => row.id)).toEqual([rows[1].id])
  })
})

describe('erasing an account pseudonymises what the log says of it', () => {
  it('the entries about the person lose name, address and values, and the erasure is logged under the same pseudonym', async () => {
    const done = await completedApplicant()
    expect((await decide(done.id, 'reject', 'Pas cette fois')).status).toBe(200)
    expect((await call(exportData.GET, { cookie: done.cookie })).status).toBe(200)
    const { rows: before } = await pool(await ready()).query<{ id: string }>('SELECT id FROM audit_log WHERE subject_id = $1', [done.id])
    expect(before).toHaveLength(2)

    expect((await call(me.DELETE, { method: 'DELETE', cookie: done.cookie })).status).toBe(200)
    const { rows } = await pool(await ready()).query<Entry & { id: string }>(
      'SELECT id, kind, actor_label, subject_id, subject_label, changes FROM audit_log WHERE id = ANY($1::bigint[]) ORDER BY id',
      [before.map((row) => row.id)],
    )
    expect(JSON.stringify(rows)).not.toContain(done.email)
    const pseudonym = rows[0].subject_label
    expect(pseudonym).toMatch(/^Personne effacée · [0-9a-f]{8}$/)
    expect(rows.map((row) => [row.kind, row.subject_id, row.subject_label])).toEqual([
      ['application.decided', null, pseudonym],
      ['gdpr.export', null, pseudonym],
    ])
    expect(rows[0].changes).toEqual({ applicationStatus: ['(effacé)', '(effacé)'], reviewNotes: ['(effacé)', '(effacé)'] })
    expect(rows[1].actor_label).toBe(pseudonym)
    const { rows: pointing } = await pool(await ready()).query("SELECT 1 FROM audit_log WHERE record_type = 'users' AND record_id = $1", [
      String(done.id),
    ])
    expect(pointing).toEqual([])
    const { rows: erasure } = await pool(await ready()).query<Entry>(
      "SELECT kind, actor_label, subject_id, subject_label, changes FROM audit_log WHERE kind = 'gdpr.erasure' AND subject_label = $1",
      [pseudonym],
    )
    expect(erasure).toEqual([{ kind: 'gdpr.erasure', actor_label: pseudonym, subject_id: null, subject_label: pseudonym, changes: {} }])
  })
})

describe('a team account is erased by another admin only, and the log keeps what it did', () => {
  it('its holder is refused (403, French); another admin deletes it from Payload’s admin: its acts keep its name, the entries about it do not', async () => {
    const db = pool(await ready())
    const credentials = { email: uniqueEmail('equipe'), password: 'equipe-mot-de-passe-1' }
    await ensureTeamMember('editor', credentials.email, credentials.password)
    const { rows: created } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [credentials.email])
    const teammate = created[0].id
    const asEditor = (await call(login.POST, { body: credentials })).cookie as string
    const refused = await call(me.DELETE, { method: 'DELETE', cookie: asEditor })
    expect([refused.status, refused.body.message]).toEqual([403, API_ERRORS.teamAccountErasure])
    expect(API_ERRORS.teamAccountErasure).toContain('un autre administrateur doit le supprimer')

    // The first admin makes them an admin: an entry about them.
    expect((await cms('PATCH', `users/${teammate}`, { cookie: admin, body: { role: 'admin' } })).status).toBe(200)
    const asAdmin = (await call(login.POST, { body: credentials })).cookie as string
    // An admin is refused their own erasure too, through our route and through Payload's.
    const selfErasure = await call(me.DELETE, { method: 'DELETE', cookie: asAdmin })
    expect([selfErasure.status, selfErasure.body.message]).toEqual([403, API_ERRORS.teamAccountErasure])
    expect((await cms('DELETE', `users/${teammate}`, { cookie: asAdmin })).status).toBe(403)
    expect((await db.query('SELECT 1 FROM users WHERE id = $1', [teammate])).rowCount).toBe(1)

    // Their acts: a decision on an application.
    const done = await completedApplicant()
    expect(
      (await call(review.POST, { cookie: asAdmin, body: { action: 'approve', notes: '' }, params: { id: String(done.id) } })).status,
    ).toBe(200)
    const { rows: acts } = await db.query<{ id: string }>('SELECT id FROM audit_log WHERE actor_id = $1', [teammate])
    const { rows: about } = await db.query<{ id: string }>('SELECT id FROM audit_log WHERE subject_id = $1', [teammate])
    expect(acts.length).toBeGreaterThan(0)
    expect(about.length).toBeGreaterThan(0)

    // Another admin deletes the account in Payload's admin.
    expect((await cms('DELETE', `users/${teammate}`, { cookie: admin })).status).toBe(200)
    const { rows: made } = await db.query<Entry & { actor_id: number | null }>(
      'SELECT kind, actor_id, actor_label, subject_id, subject_label, changes FROM audit_log WHERE id = ANY($1::bigint[]) ORDER BY id',
      [acts.map((row) => row.id)],
    )
    expect(made).toEqual([
      {
        kind: 'application.decided',
        actor_id: null,
        actor_label: `Équipe Édition <${credentials.email}>`,
        subject_id: done.id,
        subject_label: expect.stringContaining(done.email),
        changes: { applicationStatus: ['pending', 'approved'] },
      },
    ])
    const { rows: aboutThem } = await db.query<Entry>(
      'SELECT kind, actor_label, subject_id, subject_label, changes FROM audit_log WHERE id = ANY($1::bigint[]) ORDER BY id',
      [about.map((row) => row.id)],
    )
    const pseudonym = aboutThem[0].subject_label as string
    expect(pseudonym).toMatch(/^Personne effacée · [0-9a-f]{8}$/)
    expect(aboutThem).toEqual([
      {
        kind: 'account.role',
        actor_label: 'Équipe Admin <admin@test.example>',
        subject_id: null,
        subject_label: pseudonym,
        changes: { role: ['(effacé)', '(effacé)'] },
      },
    ])
    // The deletion itself, by the admin who made it, with the role the account had.
    const { rows: erasure } = await db.query<Entry>(
      "SELECT kind, actor_label, subject_id, subject_label, changes FROM audit_log WHERE kind = 'gdpr.erasure' AND subject_label = $1",
      [pseudonym],
    )
    expect(erasure).toEqual([
      {
        kind: 'gdpr.erasure',
        actor_label: 'Équipe Admin <admin@test.example>',
        subject_id: null,
        subject_label: pseudonym,
        changes: { role: ['admin', null] },
      },
    ])
  })
})

describe('GET /api/admin/journal', () => {
  it('pages the entries newest first, filtered by person, kind and dates', async () => {
    const done = await completedApplicant()
    expect((await decide(done.id, 'approve')).status).toBe(200)
    const res = await readJournal(`?personne=${encodeURIComponent(done.email)}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      expect.objectContaining({
        kind: 'application.decided',
        kindLabel: 'Décision sur une candidature',
        actor: 'Équipe Admin <admin@test.example>',
        record: { type: 'users', id: String(done.id), href: `/admin/collections/users/${done.id}` },
        changes: { applicationStatus: ['pending', 'approved'] },
        // Told in French, naming the applicant as the log kept them.
        sentence: { what: expect.stringMatching(/^a approuvé la candidature de .+ <.+>$/), details: [] },
      }),
    ])
    expect(res.body[0].sentence.what).toContain(done.email)
    expect(res.headers.get('X-Total-Count')).toBe('1')
    expect(res.headers.get('X-Total-Capped')).toBe('false')
    // One page only: no cursor on either side.
    expect(res.headers.get('X-Older-Cursor')).toBeNull()
    expect(res.headers.get('X-Newer-Cursor')).toBeNull()

    // The journal's dates are days in Paris: between midnight there and midnight UTC, UTC's date is yesterday.
    const today = parisDay()
    const byKind = await readJournal(`?type=application.decided&du=${today}&au=${today}`)
    expect(byKind.status).toBe(200)
    expect(byKind.body.length).toBeGreaterThan(0)
    expect(byKind.body.every((entry: { kind: string }) => entry.kind === 'application.decided')).toBe(true)
    expect((await readJournal('?au=2000-01-01')).body).toEqual([])
    // « _ » and « % » are letters here, not wildcards.
    expect((await readJournal('?personne=%25')).body).toEqual([])
  })

  it('refuses a wrong filter in French (400), and anyone but an admin (401, 403)', async () => {
    expect(await readJournal('?type=inconnu')).toMatchObject({ status: 400, body: { message: 'Type d’entrée inconnu.' } })
    for (const wrong of ['27/11/2026', '2026-02-31'])
      expect(await readJournal(`?du=${wrong}`)).toMatchObject({
        status: 400,
        body: { message: 'Date invalide : utilisez le format AAAA-MM-JJ.' },
      })
    const older = encodeAuditCursor({ at: '2026-12-15T09:14:05.123456Z', id: '12' })
    expect((await readJournal(`?avant=${older}`)).status).toBe(200)
    // A cursor not of ours, cut short, tampered with, naming a day that does not exist, or both directions at once.
    const forged = (text: string) => Buffer.from(text).toString('base64url')
    for (const wrong of [
      'abc',
      older.slice(0, -3),
      forged('2026-12-15T09:14:05.123Z|12'),
      forged('2026-02-31T09:14:05.123456Z|12'),
      forged('x|1'),
    ])
      for (const direction of ['avant', 'apres'])
        expect(await readJournal(`?${direction}=${encodeURIComponent(wrong)}`), wrong).toMatchObject({
          status: 400,
          body: { message: AUDIT_TEXTS.cursorInvalid },
        })
    expect(await readJournal(`?avant=${older}&apres=${older}`)).toMatchObject({ status: 400, body: { message: AUDIT_TEXTS.cursorsBoth } })
    for (const query of ['', `?avant=${older}`]) {
      expect((await readJournal(query, {})).status).toBe(401)
      expect(await readJournal(query, { cookie: await editorCookie() })).toMatchObject({ status: 403 })
      expect(await readJournal(query, { cookie: (await registerApplicant()).cookie })).toMatchObject({
        status: 403,
        body: { message: API_ERRORS.forbidden },
      })
    }
  })
})

describe('GET /api/admin/journal, page by page', () => {
  type Answer = Awaited<ReturnType<typeof readJournal>>
  const ids = (answer: Answer) => (answer.body as { id: number }[]).map((entry) => entry.id)
  const cursor = (answer: Answer, side: 'Older' | 'Newer') => answer.headers.get(`X-${side}-Cursor`)

  /** `count` entries about one person, all in one transaction (the same instant, as a composition writes them): only their ids tell them apart. */
  async function entriesAbout(label: string, count: number): Promise<void> {
    await inTransaction(await ready(), async (tx) => {
      for (let i = 0; i < count; i++)
        await recordAudit(tx, { kind: 'gdpr.export', actor: null, subject: { id: null, label }, record: { type: 'users', id: null } })
    })
  }

  it('reads older and newer pages from their cursors, the same pages while new entries arrive at the top', async () => {
    const label = `Paginée ${uniqueEmail()}`
    const about = `?personne=${encodeURIComponent(label)}`
    await entriesAbout(label, 120)
    const first = await readJournal(about)
    expect(first.status).toBe(200)
    expect(ids(first)).toHaveLength(50)
    expect(first.headers.get('X-Total-Count')).toBe('120')
    expect(cursor(first, 'Newer')).toBeNull()

    // Three entries arrive while the admin reads: the older pages do not shift.
    await entriesAbout(label, 3)
    const second = await readJournal(`${about}&avant=${cursor(first, 'Older')}`)
    expect(second.status).toBe(200)
    expect(ids(second)).toHaveLength(50)
    expect(Math.max(...ids(second))).toBeLessThan(Math.min(...ids(first)))
    const third = await readJournal(`${about}&avant=${cursor(second, 'Older')}`)
    expect(ids(third)).toHaveLength(20)
    expect(cursor(third, 'Older')).toBeNull()
    expect(new Set([...ids(first), ...ids(second), ...ids(third)]).size).toBe(120)

    // Back up: the same pages, then the three new entries on their own, the newest end.
    const backToSecond = await readJournal(`${about}&apres=${cursor(third, 'Newer')}`)
    expect(ids(backToSecond)).toEqual(ids(second))
    const backToFirst = await readJournal(`${about}&apres=${cursor(backToSecond, 'Newer')}`)
    expect(ids(backToFirst)).toEqual(ids(first))
    const newest = await readJournal(`${about}&apres=${cursor(backToFirst, 'Newer')}`)
    expect(ids(newest)).toHaveLength(3)
    expect(Math.min(...ids(newest))).toBeGreaterThan(Math.max(...ids(first)))
    expect(cursor(newest, 'Newer')).toBeNull()
    expect(cursor(newest, 'Older')).not.toBeNull()
    // The newest first, as everywhere in « Journal ».
    expect(ids(newest)).toEqual([...ids(newest)].sort((a, b) => b - a))
  })

  it('counts up to 200 entries and says there are more beyond', async () => {
    const label = `Comptée ${uniqueEmail()}`
    await entriesAbout(label, 201)
    const many = await readJournal(`?personne=${encodeURIComponent(label)}`)
    expect(many.headers.get('X-Total-Count')).toBe('200')
    expect(many.headers.get('X-Total-Capped')).toBe('true')
    const last = await readJournal(`?personne=${encodeURIComponent(label)}&type=gdpr.export&avant=${cursor(many, 'Older')}`)
    expect(ids(last)).toHaveLength(50)
  })
})
