import { beforeAll, describe, expect, it } from 'vitest'

import * as confirm from '@/app/(frontend)/api/admin/dinners/[id]/tables/confirm/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as reportSeen from '@/app/(frontend)/api/admin/reports/[id]/seen/route'
import * as reportsList from '@/app/(frontend)/api/admin/reports/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as exportRoute from '@/app/(frontend)/api/me/export/route'
import * as reportRoute from '@/app/(frontend)/api/me/reports/route'
import * as meRoute from '@/app/(frontend)/api/me/route'
import * as tablemates from '@/app/(frontend)/api/me/tablemates/route'
import type { ConductReport, TablemateDinner } from '@/domain/conductReports'
import { pool } from '@/server/db/pool'
import { unreadReportCount } from '@/server/dinners/afterwards/conductReports'

import { ADMIN, adminCookie, call, editorCookie, ready, registerApplicant, smtp } from './support/api'
import { dinner, type Member, members, seatedAt } from './support/dinners'

let admin: string
let editor: string

const report = (who: { cookie?: string }, body: unknown) => call(reportRoute.POST, { cookie: who.cookie, body })
const mates = (who: { cookie?: string }) => call(tablemates.GET, { method: 'GET', cookie: who.cookie })
const list = (cookie?: string) => call(reportsList.GET, { method: 'GET', cookie })

/** A dinner held three days ago whose confirmed tables seated `tables` (members by table). */
async function heldWithTables(tablesOfMembers: Member[][]): Promise<number> {
  const d = await dinner({ days: -3, title: `Tables d’il y a trois jours ${tablesOfMembers[0][0].id}` })
  await seatedAt(d.id, tablesOfMembers)
  return d.id
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
  editor = await editorCookie()
})

describe('« Signaler un comportement »', () => {
  it('reaches the admins at once, tells the reported member nothing, and keeps the two apart at the next dinner', async () => {
    const [reporter, reported, neighbour, elsewhere] = await members(4)
    const held = await heldWithTables([[reporter, reported, neighbour], [elsewhere]])

    const found = (await mates(reporter)).body.dinners as TablemateDinner[]
    const mine = found.find((entry) => entry.dinnerId === held)!
    expect(mine.tablemates.map((mate) => mate.memberId).sort()).toEqual([reported.id, neighbour.id].sort())
    expect(JSON.stringify(mine)).not.toContain('Convive') // first names only, never a last name

    const sent = await report(reporter, {
      dinnerId: held,
      memberId: reported.id,
      category: 'propos-deplaces',
      message: '  Des remarques déplacées toute la soirée.  ',
    })
    expect(sent.status).toBe(201)
    const mail = await smtp().waitFor(ADMIN.email, 'un membre signale un comportement')
    // The words stay in the admin, not in mailboxes.
    expect(mail.text).not.toContain('Des remarques déplacées')
    expect(mail.text).toContain('/admin/dinners#signalements')
    expect(await unreadReportCount(await ready())).toBeGreaterThan(0)

    // The reported member learns nothing, through any of their routes.
    for (const answer of [await mates(reported), await call(exportRoute.GET, { method: 'GET', cookie: reported.cookie })]) {
      expect(JSON.stringify(answer.body)).not.toContain('déplacées')
    }
    expect(smtp().received.filter((received) => received.to.includes(reported.email) && /signal/i.test(received.subject))).toHaveLength(0)

    // Admins read it; editors and members never.
    const read = await list(admin)
    const entry = (read.body.reports as ConductReport[]).find((item) => item.message === 'Des remarques déplacées toute la soirée.')!
    expect(entry).toMatchObject({
      seen: false,
      category: 'propos-deplaces',
      reporter: expect.stringContaining('Membre'),
      reported: expect.stringContaining('Membre'),
    })
    for (const cookie of [editor, reporter.cookie, reported.cookie]) expect((await list(cookie)).status).toBe(403)
    expect((await list()).status).toBe(401)
    const seen = await call(reportSeen.POST, { cookie: admin, params: { id: String(entry.id) } })
    expect((seen.body.reports as ConductReport[]).find((item) => item.id === entry.id)!.seen).toBe(true)
    expect((await call(reportSeen.POST, { cookie: editor, params: { id: String(entry.id) } })).status).toBe(403)
    expect((await call(reportSeen.POST, { cookie: admin, params: { id: '999999' } })).status).toBe(404)

    // The next dinner: the two are never at one table; moved together by hand, the board says why and confirming is refused.
    const next = await dinner({ days: 9, seats: 16, tableSizeMin: 4, tableSizeMax: 8, title: `Le dîner suivant ${reporter.id}` })
    const others = await members(8)
    for (const who of [reporter, reported, ...others]) {
      expect((await call(bookings.POST, { cookie: who.cookie, body: {}, params: { id: String(next.id) } })).status).toBe(201)
    }
    const composed = await call(tables.POST, { cookie: admin, params: { id: String(next.id) }, body: { basedOn: null } })
    expect(composed.status).toBe(200)
    expect(composed.body.input.apart).toEqual([[String(reporter.id), String(reported.id)]])
    const arranged = composed.body.arrangement.tables as string[][]
    const tableOf = (id: number) => arranged.findIndex((table) => table.includes(String(id)))
    expect(tableOf(reporter.id)).not.toBe(tableOf(reported.id))

    const a = tableOf(reporter.id)
    const b = tableOf(reported.id)
    const swapped = arranged.map((table) => [...table])
    const partner = swapped[a].find((id) => id !== String(reporter.id))!
    swapped[a][swapped[a].indexOf(partner)] = String(reported.id)
    swapped[b][swapped[b].indexOf(String(reported.id))] = partner
    const saved = await call(tables.PUT, {
      cookie: admin,
      method: 'PUT',
      params: { id: String(next.id) },
      body: { tables: swapped, pins: [], basedOn: composed.body.composedAt },
    })
    expect(saved.status).toBe(200)
    const refused = await call(confirm.POST, { cookie: admin, params: { id: String(next.id) }, body: { basedOn: saved.body.composedAt } })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('deux convives qu’un signalement sépare y sont assis')
  })

  it('refuses anyone but a tablemate, a bad body (French), a visitor and an applicant', async () => {
    const [reporter, neighbour, elsewhere] = await members(3)
    const held = await heldWithTables([[reporter, neighbour], [elsewhere]])
    const stranger = await report(reporter, { dinnerId: held, memberId: elsewhere.id, category: 'autre', message: 'Je ne l’ai jamais vu.' })
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Cette personne n’était pas à votre table lors de ce dîner.'])
    expect((await report(reporter, { dinnerId: held, memberId: reporter.id, category: 'autre', message: 'Moi-même.' })).status).toBe(403)
    const cases: [unknown, string][] = [
      [{ dinnerId: held, memberId: neighbour.id, category: 'autre', message: ' ' }, 'Décrivez ce qui s’est passé, en quelques mots.'],
      [{ dinnerId: held, memberId: neighbour.id, category: 'autre', message: 'x'.repeat(2001) }, 'Votre message dépasse 2000 caractères.'],
      [{ dinnerId: held, memberId: neighbour.id, message: 'Bonjour' }, 'Choisissez le motif du signalement.'],
      [{ dinnerId: held, memberId: neighbour.id, category: 'grossier', message: 'Bonjour' }, 'Choisissez le motif du signalement.'],
      [{ dinnerId: 'un', memberId: neighbour.id, category: 'autre', message: 'Bonjour' }, 'Requête invalide.'],
    ]
    for (const [body, message] of cases) {
      const bad = await report(reporter, body)
      expect([bad.status, bad.body.message], JSON.stringify(body)).toEqual([400, message])
    }
    expect((await report({}, { dinnerId: held, memberId: neighbour.id, category: 'autre', message: 'Bonjour' })).status).toBe(401)
    const applicant = await registerApplicant()
    expect((await report(applicant, { dinnerId: held, memberId: neighbour.id, category: 'autre', message: 'Bonjour' })).status).toBe(403)
    expect((await mates(applicant)).status).toBe(403)
    const { rows } = await pool(await ready()).query('SELECT 1 FROM conduct_reports WHERE reporter_id = $1', [reporter.id])
    expect(rows).toHaveLength(0)
  })
})

describe('privacy: the reports a member filed (GDPR art. 15 and 17)', () => {
  it('are in their export, never in the reported member’s, and erased with the account that filed them', async () => {
    const [reporter, reported] = await members(2)
    const held = await heldWithTables([[reporter, reported]])
    expect(
      (await report(reporter, { dinnerId: held, memberId: reported.id, category: 'irrespect', message: 'Un ton blessant au dessert.' }))
        .status,
    ).toBe(201)
    const mine = (await call(exportRoute.GET, { method: 'GET', cookie: reporter.cookie })).body
    expect(mine.conductReports).toEqual([
      expect.objectContaining({ category: 'irrespect', message: 'Un ton blessant au dessert.', tablemate: expect.any(String) }),
    ])
    const theirs = (await call(exportRoute.GET, { method: 'GET', cookie: reported.cookie })).body
    expect(JSON.stringify(theirs)).not.toContain('blessant')
    const db = pool(await ready())
    const [filed] = (await db.query('SELECT id FROM conduct_reports WHERE reporter_id = $1', [reporter.id])).rows
    expect((await call(meRoute.DELETE, { method: 'DELETE', cookie: reporter.cookie })).status).toBe(200)
    expect((await db.query('SELECT 1 FROM conduct_reports WHERE id = $1', [filed.id])).rowCount).toBe(0)
  })
})
