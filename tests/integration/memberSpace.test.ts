import { beforeAll, describe, expect, it } from 'vitest'

import * as cancelDinner from '@/app/(frontend)/api/admin/dinners/[id]/cancel/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as unbookRoute from '@/app/(frontend)/api/dinners/[id]/bookings/me/route'
import * as bookings from '@/app/(frontend)/api/dinners/[id]/bookings/route'
import * as myDinners from '@/app/(frontend)/api/me/dinners/route'
import * as profile from '@/app/(frontend)/api/me/profile/route'
import { pool } from '@/server/db/pool'
import { sendReminder } from '@/server/dinners/reminders/reminders'
import { deliverDueMails } from '@/server/email/outbox'

import { invitationOf } from '../support/calendar'
import { adminCookie, call, ready, smtp } from './support/api'
import { cms } from './support/cms'
import { dinner, type Member, member, members } from './support/dinners'

let admin: string

const book = (who: Member, dinnerId: number, body: unknown = {}) =>
  call(bookings.POST, { cookie: who.cookie, body, params: { id: String(dinnerId) } })
const unbook = (who: Member, dinnerId: number) =>
  call(unbookRoute.DELETE, { method: 'DELETE', cookie: who.cookie, params: { id: String(dinnerId) } })
const space = (who: Member) => call(myDinners.GET, { method: 'GET', cookie: who.cookie })
const saveProfile = (cookie: string | undefined, body: unknown) => call(profile.PUT, { method: 'PUT', cookie, body })
const cancelAsAdmin = (dinnerId: number | string, cookie: string | undefined = admin) =>
  call(cancelDinner.POST, { cookie, params: { id: String(dinnerId) } })

async function bookingOf(dinnerId: number, memberId: number) {
  const { rows } = await pool(await ready()).query<{ id: number; status: string }>(
    'SELECT id, status FROM bookings WHERE dinner_id = $1 AND member_id = $2',
    [dinnerId, memberId],
  )
  return rows[0]
}

const PROFILE = {
  themes: ['culture-creativity', 'sport-society', 'environment-climate'],
  languages: ['fr', 'it'],
  dietaryInfo: { allergies: ['Soja'], preferences: ['Halal'], otherInfo: 'Pas de coriandre.' },
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('« Mon profil »: PUT /api/me/profile', () => {
  it('saves a member’s table answers, which the next composition of their tables reads', async () => {
    const d = await dinner({ title: 'Profil relu à la composition', seats: 8, tableSizeMin: 4, tableSizeMax: 8 })
    const guests = await members(4)
    for (const guest of guests) expect((await book(guest, d.id)).status).toBe(201)
    const saved = await saveProfile(guests[0].cookie, PROFILE)
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Votre profil est enregistré\u00a0: il servira à composer vos prochaines tables.')
    expect(saved.body.user).toMatchObject({ themes: PROFILE.themes, languages: PROFILE.languages, dietaryInfo: PROFILE.dietaryInfo })

    const board = await call(tables.GET, { method: 'GET', cookie: admin, params: { id: String(d.id) } })
    expect(board.status).toBe(200)
    const seen = board.body.guests.find((g: { id: string }) => g.id === String(guests[0].id))
    expect(seen).toMatchObject({ allergies: ['Soja'], preferences: ['Halal'], otherDiet: 'Pas de coriandre.' })
    const input = board.body.input.guests.find((g: { id: string }) => g.id === String(guests[0].id))
    expect(input.languages).toEqual(['fr', 'it'])
  })

  it('answers 400 in French to bad answers and changes nothing, 401 without a session, 403 to an applicant not yet approved and to the team', async () => {
    const m = await member()
    const fewThemes = await saveProfile(m.cookie, { ...PROFILE, themes: ['culture-creativity'] })
    expect(fewThemes.status).toBe(400)
    expect(fewThemes.body.message).toBe('Veuillez sélectionner au moins 3 thématiques.')
    const noLanguage = await saveProfile(m.cookie, { ...PROFILE, languages: [] })
    expect(noLanguage.body.message).toBe('Veuillez sélectionner au moins une langue parlée.')
    // Only the table answers: the plan or the application cannot ride along.
    expect((await saveProfile(m.cookie, { ...PROFILE, pricingPlan: 'premium' })).status).toBe(400)
    expect((await saveProfile(m.cookie, { ...PROFILE, dietaryInfo: { allergies: ['Arsenic'] } })).status).toBe(400)
    const { rows } = await pool(await ready()).query('SELECT value FROM users_languages WHERE parent_id = $1', [m.id])
    expect(rows.map((r) => r.value)).toEqual(['fr'])

    expect((await saveProfile(undefined, PROFILE)).status).toBe(401)
    const pending = await member({ status: 'pending' })
    const refused = await saveProfile(pending.cookie, PROFILE)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Le profil de table se modifie une fois votre candidature approuvée.')
    expect((await saveProfile(admin, PROFILE)).status).toBe(403)
  })
})

describe('a guest (+1) is booked with a first name and dietary needs', () => {
  it('asks for the guest’s first name, and gives it to the member’s space, the team’s board and the morning brief', async () => {
    const d = await dinner({ title: 'Avec une invitée' })
    const premium = await member({ plan: 'premium' })
    const nameless = await book(premium, d.id, { plusOne: true })
    expect(nameless.status).toBe(400)
    expect(nameless.body.message).toBe('Indiquez le prénom de votre invité.')
    const blank = await book(premium, d.id, { plusOne: true, guest: { firstName: '  ', dietaryNeeds: '' } })
    expect(blank.body.message).toBe('Indiquez le prénom de votre invité.')
    expect((await book(premium, d.id, { plusOne: false, guest: { firstName: 'Hélène' } })).status).toBe(400)
    const tooLong = await book(premium, d.id, { plusOne: true, guest: { firstName: 'Hélène', dietaryNeeds: 'x'.repeat(501) } })
    expect(tooLong.body.message).toBe('Les besoins alimentaires de votre invité sont trop longs (500 caractères au plus).')

    const booked = await book(premium, d.id, { plusOne: true, guest: { firstName: ' Hélène ', dietaryNeeds: 'Sans gluten' } })
    expect(booked).toMatchObject({ status: 201, body: { booking: { plusOne: true, status: 'booked' } } })
    const mine = (await space(premium)).body.bookings.find((b: { dinner: { id: number } }) => b.dinner.id === d.id)
    expect(mine.guest).toEqual({ firstName: 'Hélène', dietaryNeeds: 'Sans gluten' })

    const board = await call(tables.GET, { method: 'GET', cookie: admin, params: { id: String(d.id) } })
    const seen = board.body.guests.find((g: { id: string }) => g.id === String(premium.id))
    expect(seen.guest).toEqual({ firstName: 'Hélène', dietaryNeeds: 'Sans gluten' })

    const payload = await ready()
    await sendReminder(payload, { bookingId: (await bookingOf(d.id, premium.id)).id, kind: 'brief' })
    const brief = await smtp().waitFor(premium.email, 'c’est ce soir')
    expect(brief.text).toContain('Votre invité, Hélène : Sans gluten.')
  })
})

describe('« Mes dîners » and « Dîners ouverts »: GET /api/me/dinners', () => {
  it('gives each booking its status and waitlist position, keeps cancelled ones of dinners to come, and leaves held dinners out of the open ones', async () => {
    const full = await dinner({ title: 'Complet, en attente', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    // « Dîners ouverts » shows the soonest few: this one comes before those earlier files of this
    // worker left, and after the 48 hours within which a place can no longer be given back.
    const open = await dinner({ title: 'Encore ouvert', days: 2.1 })
    const seated = await members(4)
    for (const guest of seated) await book(guest, full.id)
    const [first, second] = await members(2)
    await book(first, full.id)
    await book(second, full.id)
    await book(second, open.id)
    expect((await unbook(second, open.id)).status).toBe(200)

    const mine = (await space(second)).body
    const byTitle = (title: string) => mine.bookings.find((b: { dinner: { title: string } }) => b.dinner.title === title)
    expect(byTitle('Complet, en attente')).toMatchObject({ status: 'waitlisted', position: 2, dinnerCancelled: false })
    expect(byTitle('Encore ouvert')).toMatchObject({ status: 'cancelled', position: null, dinnerCancelled: false })
    const openIds = mine.upcoming.map((u: { id: number }) => u.id)
    expect(openIds).not.toContain(full.id)
    expect(openIds).toContain(open.id)
    expect((await space(first)).body.bookings.find((b: { dinner: { id: number } }) => b.dinner.id === full.id).position).toBe(1)
    // « Ma formule »: what the plan counts (the waitlist holds a month's dinner too).
    expect(mine.planUsage.ever).toBe(1)
  })
})

describe('« Annuler le dîner »: POST /api/admin/dinners/{id}/cancel', () => {
  it('cancels every place, and sends each guest and waitlisted member a CANCEL of their booking’s invitation, once', async () => {
    const d = await dinner({ title: 'Dîner annulé par l’équipe', seats: 4, tableSizeMin: 4, tableSizeMax: 4 })
    const seated = await members(4)
    for (const guest of seated) expect((await book(guest, d.id)).status).toBe(201)
    const waiting = await member()
    expect((await book(waiting, d.id)).body.booking.status).toBe('waitlisted')
    const request = invitationOf(await smtp().waitFor(seated[0].email, 'votre place au dîner'))
    const bookingId = (await bookingOf(d.id, seated[0].id)).id
    const { rows: planned } = await pool(await ready()).query('SELECT 1 FROM graphile_worker.jobs WHERE key = $1', [
      `reminder-ask:${bookingId}`,
    ])
    expect(planned).toHaveLength(1)

    const [done, again] = await Promise.all([cancelAsAdmin(d.id), cancelAsAdmin(d.id)])
    expect([done.status, again.status].sort()).toEqual([200, 409])
    expect(done.status === 200 ? done.body : again.body).toEqual({ told: 5 })
    expect((done.status === 409 ? done.body : again.body).message).toBe('Ce dîner est déjà annulé.')

    await deliverDueMails(await ready(), { limit: 40 })
    const cancelled = await smtp().waitFor(seated[0].email, 'est annulé')
    expect(cancelled.text).toContain('le dîner « Dîner annulé par l’équipe »')
    expect(cancelled.html).toContain('est annulé')
    expect(invitationOf(cancelled)).toMatchObject({ method: 'CANCEL', partMethod: 'CANCEL', uid: request.uid, status: 'CANCELLED' })
    expect(invitationOf(cancelled).sequence).toBeGreaterThan(request.sequence)
    const toWaiting = await smtp().waitFor(waiting.email, 'est annulé')
    expect(toWaiting.text).toContain('Vous étiez sur sa liste d’attente')
    expect(invitationOf(toWaiting).method).toBe('CANCEL')
    expect(smtp().received.filter((m) => m.to.includes(seated[1].email) && m.subject.includes('est annulé'))).toHaveLength(1)

    const { rows: left } = await pool(await ready()).query('SELECT 1 FROM graphile_worker.jobs WHERE key = $1', [
      `reminder-ask:${bookingId}`,
    ])
    expect(left).toHaveLength(0)
    const mine = (await space(seated[0])).body.bookings.find((b: { dinner: { id: number } }) => b.dinner.id === d.id)
    expect(mine).toMatchObject({ status: 'cancelled', dinnerCancelled: true })
    expect((await book(await member(), d.id)).status).toBe(409)
  })

  it('answers 401 without a session, 403 to a member, 404 to an unknown dinner, 409 to a dinner past; the admin form cannot cancel silently', async () => {
    const d = await dinner({ title: 'Pas d’annulation en douce' })
    const m = await member()
    expect((await cancelAsAdmin(d.id, '')).status).toBe(401)
    expect((await cancelAsAdmin(d.id, m.cookie)).status).toBe(403)
    expect((await cancelAsAdmin(999999)).status).toBe(404)
    expect((await cancelAsAdmin('abc')).status).toBe(404)
    const past = await dinner({ title: 'Déjà passé', days: -2, status: 'done' })
    const late = await cancelAsAdmin(past.id)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Ce dîner a déjà eu lieu\u00a0: il ne peut plus être annulé.')

    const draft = await dinner({ title: 'Brouillon à supprimer', status: 'draft' })
    const notPublished = await cancelAsAdmin(draft.id)
    expect(notPublished.status).toBe(409)
    expect(notPublished.body.message).toBe('Ce dîner n’a jamais été publié\u00a0: supprimez le brouillon plutôt que de l’annuler.')

    const silent = await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { status: 'cancelled' } })
    expect(silent.status).toBe(400)
    expect(JSON.stringify(silent.body)).toContain('Pour annuler un dîner, utilisez «\u00a0Annuler le dîner\u00a0» sur sa page')
    expect((await cancelAsAdmin(d.id)).status).toBe(200)
    const reopened = await cms('PATCH', `dinners/${d.id}`, { cookie: admin, body: { status: 'published' } })
    expect(reopened.status).toBe(400)
    expect(JSON.stringify(reopened.body)).toContain('Ce dîner est annulé\u00a0: il ne peut plus être modifié.')
  })
})
