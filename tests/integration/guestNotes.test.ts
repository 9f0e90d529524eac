import { beforeAll, describe, expect, it } from 'vitest'

import * as notes from '@/app/(frontend)/api/admin/dinners/[id]/notes/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import { adminCookie, call, editorCookie, ready } from './support/api'
import { cms } from './support/cms'
import { book, dinner, member } from './support/dinners'

let admin: string

const write = (dinnerId: number, body: unknown, cookie: string | null = admin) =>
  call(notes.POST, { cookie: cookie ?? undefined, body, params: { id: String(dinnerId) } })

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('POST /api/admin/dinners/{id}/notes: the team’s note on a guest', () => {
  it('is written, shown on the board for a booked and a waiting guest, changed, then cleared', async () => {
    const small = await dinner({ seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    const others = [await member(), await member(), await member()]
    const [seated, waiting] = [await member(), await member()]
    expect((await book(seated, small.id)).status).toBe(201)
    for (const other of others) await book(other, small.id)
    expect((await book(waiting, small.id)).body.booking.status).toBe('waitlisted')
    expect(await write(small.id, { member: seated.id, note: 'Arrivera vers 21 h' })).toMatchObject({
      status: 200,
      body: { member: seated.id, note: 'Arrivera vers 21 h' },
    })
    expect((await write(small.id, { member: waiting.id, note: 'Ancien intervenant' })).status).toBe(200)
    const board = (await call(tables.GET, { cookie: admin, params: { id: String(small.id) } })).body
    expect(board.guests.find((g: { id: string }) => g.id === String(seated.id))?.note).toBe('Arrivera vers 21 h')
    expect(board.waitlist.find((g: { id: string }) => g.id === String(waiting.id))?.note).toBe('Ancien intervenant')
    expect((await write(small.id, { member: seated.id, note: '  ' })).body).toEqual({ member: seated.id, note: '' })
    const cleared = (await call(tables.GET, { cookie: admin, params: { id: String(small.id) } })).body
    expect(cleared.guests.find((g: { id: string }) => g.id === String(seated.id))?.note).toBe('')
  })

  it('is never shown in the member’s space nor through /cms-api, and is in their data export', async () => {
    const evening = await dinner()
    const guest = await member()
    await book(guest, evening.id)
    await write(evening.id, { member: guest.id, note: 'Placer loin de la porte' })
    const own = await cms('GET', `bookings?where[dinner][equals]=${evening.id}`, { cookie: guest.cookie })
    expect(own.status).toBe(200)
    const [mine] = own.body.docs ?? []
    expect(own.body.docs).toHaveLength(1)
    expect(mine).not.toHaveProperty('teamNote')
    expect(JSON.stringify(own.body)).not.toContain('Placer loin de la porte')
    const asAdmin = await cms('GET', `bookings?where[dinner][equals]=${evening.id}`, { cookie: admin })
    expect(asAdmin.body.docs?.[0]?.teamNote).toBe('Placer loin de la porte')
    // Nobody writes it through Payload's REST, admins included: only the guest list's route does.
    const patched = await cms('PATCH', `bookings/${String(mine?.id)}`, { cookie: admin, body: { teamNote: 'Autre' } })
    expect(patched.status).toBe(403)
    // Personal data all the same: the member's own export holds it (GDPR art. 15).
    const exported = await call(exportData.GET, { cookie: guest.cookie })
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body
    expect(data.bookings).toMatchObject([{ teamNote: 'Placer loin de la porte' }])
  })

  it('refuses in French: a note too long or a bad body (400), someone not booked, an unknown dinner (404)', async () => {
    const evening = await dinner()
    const guest = await member()
    await book(guest, evening.id)
    expect(await write(evening.id, { member: guest.id, note: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.textTooLong },
    })
    expect(await write(evening.id, { member: 'lui', note: 'x' })).toMatchObject({ status: 400, body: { message: VALIDATION.bodyInvalid } })
    const stranger = await member()
    expect(await write(evening.id, { member: stranger.id, note: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Cette personne n’est pas inscrite à ce dîner.' },
    })
    expect(await write(999_999_999, { member: guest.id, note: 'x' })).toMatchObject({ status: 404, body: { message: API_ERRORS.notFound } })
  })

  it('answers 401 without a session and 403 to an editor or a member', async () => {
    const evening = await dinner()
    const guest = await member()
    await book(guest, evening.id)
    expect((await write(evening.id, { member: guest.id, note: 'x' }, null)).status).toBe(401)
    expect((await write(evening.id, { member: guest.id, note: 'x' }, await editorCookie())).status).toBe(403)
    expect((await write(evening.id, { member: guest.id, note: 'x' }, guest.cookie)).status).toBe(403)
    const stored = await (await ready()).find({ collection: 'bookings', where: { dinner: { equals: evening.id } }, overrideAccess: true })
    expect(stored.docs[0].teamNote ?? null).toBeNull()
  })
})
