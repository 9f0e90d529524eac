import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'

import * as guests from '@/app/(frontend)/api/admin/dinners/[id]/exports/guests/route'
import * as restaurant from '@/app/(frontend)/api/admin/dinners/[id]/exports/restaurant/route'
import * as applications from '@/app/(frontend)/api/admin/exports/applications/route'
import * as bookings from '@/app/(frontend)/api/admin/exports/bookings/route'
import { pool } from '@/server/db/pool'
import { CLIENT_ADDRESS_HEADER } from '@/server/http/clientAddress'

import { adminCookie, call, completedApplicant, editorCookie, freshIp, ready, registerApplicant } from './support/api'
import { book, dinner, member } from './support/dinners'

let admin: string

/** What a spreadsheet reads: « ; »-separated rows (Response.text() has already read the byte-order mark). */
const sheet = (text: string) => parse(text, { delimiter: ';' }) as string[][]

/** The file's first bytes, as a spreadsheet gets them. */
async function firstBytes(handler: unknown, path: string): Promise<number[]> {
  const headers = { cookie: admin, origin: 'http://localhost:3000', [CLIENT_ADDRESS_HEADER]: freshIp() }
  const res = await (handler as (req: Request, context: unknown) => Promise<Response>)(
    new Request(`http://localhost:3000${path}`, { headers }),
    {
      params: Promise.resolve({}),
    },
  )
  return [...new Uint8Array(await res.arrayBuffer()).slice(0, 3)]
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('GET /api/admin/exports/applications', () => {
  it('the tab and search of the dashboard as CSV, with hostile cells neutralised, and the export in the audit log', async () => {
    const lastName = `Export${Date.now()}`
    const hostile = await completedApplicant({
      lastName,
      about: { company: '=HYPERLINK("https://evil.example","Cliquez")', currentJob: '@SUM(1+1)', city: '+33 Lyon' },
    })
    const res = await call(applications.GET, { cookie: admin, path: `/api/admin/exports/applications?tab=pending&q=${lastName}&sort=name` })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="candidatures-pending-\d{4}-\d{2}-\d{2}\.csv"$/)
    // UTF-8's byte-order mark first: a spreadsheet then reads « Médias » and not « MÃ©dias ».
    expect(await firstBytes(applications.GET, `/api/admin/exports/applications?tab=pending&q=${lastName}`)).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = sheet(res.text)
    expect(header.slice(0, 6)).toEqual(['Identifiant', 'Prénom', 'Nom', 'E-mail', 'Inscrit le', 'Statut'])
    expect(rows).toHaveLength(1)
    const row = Object.fromEntries(header.map((name, index) => [name, rows[0][index]]))
    expect(row).toMatchObject({
      Identifiant: String(hostile.id),
      Nom: lastName,
      'E-mail': hostile.email,
      Statut: 'En attente',
      Entreprise: '\'=HYPERLINK("https://evil.example","Cliquez")',
      Poste: "'@SUM(1+1)",
      Secteur: 'Médias & Communication',
    })

    const { rows: logged } = await pool(await ready()).query<{ changes: Record<string, unknown[]> }>(
      "SELECT changes FROM audit_log WHERE kind = 'export.csv' AND record_id = 'applications' ORDER BY id DESC LIMIT 1",
    )
    // Whether a search narrowed it, never its words (a name nobody could erase from the log later).
    expect(logged[0].changes).toEqual({ export: [null, 'Candidatures'], tab: [null, 'pending'], searched: [null, true] })
  })

  it('refuses a wrong tab in French, a visitor, an editor and an applicant', async () => {
    const path = '/api/admin/exports/applications?tab=toutes'
    expect(await call(applications.GET, { cookie: admin, path })).toMatchObject({ status: 400, body: { message: 'Onglet inconnu.' } })
    expect((await call(applications.GET, { path })).status).toBe(401)
    expect((await call(applications.GET, { cookie: await editorCookie(), path })).status).toBe(403)
    expect((await call(applications.GET, { cookie: (await registerApplicant()).cookie, path })).status).toBe(403)
  })
})

describe('a dinner’s guests and the restaurant’s sheet', () => {
  it('lists each guest with their dietary needs and the waitlist; the restaurant counts needs without a name', async () => {
    const d = await dinner({ title: 'Dîner exporté', seats: 4, tableSizeMin: 4, tableSizeMax: 8 })
    const vegetarian = await member({ lastName: 'Végé' })
    const payload = await ready()
    await payload.update({
      collection: 'users',
      id: vegetarian.id,
      overrideAccess: true,
      data: { dietaryInfo: { allergies: ['Gluten'], preferences: ['Végétarien'], otherInfo: '=1+1' } },
    })
    const other = await member({ lastName: 'Autre' })
    const third = await member({ lastName: 'Troisième' })
    const waiting = await member({ lastName: 'Attente' })
    expect((await book(vegetarian, d.id, { plusOne: true, guest: { firstName: 'Léa', dietaryNeeds: 'Sans lactose' } })).status).toBe(201)
    expect((await book(other, d.id)).status).toBe(201)
    expect((await book(third, d.id)).status).toBe(201)
    expect((await book(waiting, d.id)).body.booking.status).toBe('waitlisted')

    const list = await call(guests.GET, { cookie: admin, params: { id: String(d.id) } })
    expect(list.status).toBe(200)
    const [header, ...rows] = sheet(list.text)
    expect(header).toEqual([
      'Table',
      'Prénom',
      'Nom',
      'Statut',
      '+1',
      'Prénom du +1',
      'Allergies',
      'Préférences',
      'Autres besoins',
      'Besoins du +1',
      'Note de l’équipe',
    ])
    expect(rows.map((row) => [row[0], row[2], row[3], row[4], row[5], row[6], row[7], row[8], row[9]])).toEqual([
      ['Pas encore placé', 'Autre', 'Inscrit', 'Non', '', expect.any(String), expect.any(String), '', ''],
      ['Pas encore placé', 'Troisième', 'Inscrit', 'Non', '', expect.any(String), expect.any(String), '', ''],
      ['Pas encore placé', 'Végé', 'Inscrit', 'Oui', 'Léa', 'Gluten', 'Végétarien', "'=1+1", 'Sans lactose'],
      ['', 'Attente', 'Liste d’attente', 'Non', '', '', '', '', ''],
    ])

    const sheetRes = await call(restaurant.GET, { cookie: admin, params: { id: String(d.id) } })
    expect(sheetRes.status).toBe(200)
    expect(sheetRes.text).not.toMatch(/Végé;|Autre;|Attente|Léa/)
    const [restaurantHeader, ...lines] = sheet(sheetRes.text)
    const all = Object.fromEntries(restaurantHeader.map((name, index) => [name, lines[lines.length - 1][index]]))
    expect(all).toMatchObject({ Table: 'Toutes les tables', Couverts: '4', 'Allergie\u00a0: Gluten': expect.stringMatching(/^[123]$/) })
    expect(all.Notes).toContain('Un invité\u00a0: Sans lactose')
    expect(all.Notes).toContain("'=1+1")
  })

  it('answers 404 for a dinner that does not exist, and refuses anyone but an admin', async () => {
    expect((await call(guests.GET, { cookie: admin, params: { id: '999999' } })).status).toBe(404)
    expect((await call(restaurant.GET, { params: { id: '1' } })).status).toBe(401)
    expect((await call(restaurant.GET, { cookie: await editorCookie(), params: { id: '1' } })).status).toBe(403)
  })
})

describe('GET /api/admin/exports/bookings', () => {
  it('the bookings of the dinners held in the period, and none outside it', async () => {
    const inside = await dinner({ title: 'Dans la période', days: 40 })
    const outside = await dinner({ title: 'Hors période', days: 80 })
    const guest = await member({ lastName: 'Période' })
    expect((await book(guest, inside.id)).status).toBe(201)
    expect((await book(guest, outside.id)).status).toBe(201)
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const res = await call(bookings.GET, { cookie: admin, path: `/api/admin/exports/bookings?du=${day(39)}&au=${day(41)}` })
    expect(res.status).toBe(200)
    const [header, ...rows] = sheet(res.text)
    expect(header[0]).toBe('Dîner')
    const mine = rows.filter((row) => row[5] === guest.email)
    expect(mine.map((row) => [row[0], row[6]])).toEqual([['Dans la période', 'Réservé']])
  })

  it('asks for a whole period, in order, in French', async () => {
    const ask = (query: string) => call(bookings.GET, { cookie: admin, path: `/api/admin/exports/bookings${query}` })
    expect(await ask('')).toMatchObject({ status: 400, body: { message: 'Indiquez le début et la fin de la période.' } })
    expect(await ask('?du=2026-12-01&au=2026-11-01')).toMatchObject({
      status: 400,
      body: { message: 'La fin de la période doit suivre son début.' },
    })
    expect(await ask('?du=2026-02-30&au=2026-03-01')).toMatchObject({
      status: 400,
      body: { message: 'Date invalide\u00a0: utilisez le format AAAA-MM-JJ.' },
    })
  })
})
