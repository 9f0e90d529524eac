import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as attendance from '@/app/(frontend)/api/admin/dinners/[id]/attendance/route'
import * as tables from '@/app/(frontend)/api/admin/dinners/[id]/tables/route'
import * as stats from '@/app/(frontend)/api/admin/sponsorship/stats/route'
import * as authUser from '@/app/(frontend)/api/auth/user/route'
import * as dataExport from '@/app/(frontend)/api/me/export/route'
import * as concerns from '@/app/(frontend)/api/me/sponsorship/concerns/route'
import * as invitations from '@/app/(frontend)/api/me/sponsorship/invitations/route'
import * as secondSponsor from '@/app/(frontend)/api/me/sponsorship/second-sponsor/route'
import * as register from '@/app/(frontend)/api/register/route'
import * as step from '@/app/(frontend)/api/registration/[userId]/step/route'
import * as confirmSecond from '@/app/(frontend)/api/sponsorship/second-sponsor/confirm/route'
import { BOOKING_ERRORS } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { VALIDATION } from '@/domain/messages/validation'
import { INVITATION_DAYS, SPONSORSHIP_ERRORS, SPONSORSHIP_PATHS, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { sponsorDetail } from '@/domain/sponsorshipReview'
import { pool } from '@/server/db/pool'
import { outsideTransaction } from '@/server/db/transaction'
import { describeInvitation } from '@/server/sponsorship/invitations'
import { describeSecondSponsor } from '@/server/sponsorship/secondSponsor'

import { adminCookie, call, completionSteps, mailedToken, ready, STEP1, uniqueEmail } from './support/api'
import { book, dinner, member, unbook } from './support/dinners'

let admin: string

const invite = (cookie: string, email: string, message = '') => call(invitations.POST, { cookie, body: { email, message } })

/** Registers through the wizard's first request, carrying the invitation's token and whatever else is sent. */
const registerWith = (email: string, extra: Record<string, unknown>) => call(register.POST, { body: { ...STEP1, email, ...extra } })

/** An invitation sent and its mailed token. */
async function invited(sponsor: { cookie: string }, message = '') {
  const email = uniqueEmail('filleul')
  expect((await invite(sponsor.cookie, email, message)).status).toBe(201)
  return { email, token: await mailedToken(email, 'vous invite', SPONSORSHIP_PATHS.invitationPage) }
}

/** The invited person's completed application (register with the token, then steps 2 to 7). */
async function applyWith(email: string, token: string) {
  const created = await registerWith(email, { invitation: token })
  expect(created.status).toBe(201)
  let cookie = created.cookie as string
  for (const [n, data] of completionSteps()) {
    const res = await call(step.POST, { body: { step: n, data }, cookie, params: { userId: String(created.body.id) } })
    expect(res.status).toBe(200)
    cookie = res.cookie ?? cookie
  }
  return { id: created.body.id as number, cookie }
}

async function pendingRecord(email: string) {
  const res = await call(pending.GET, { cookie: admin, path: `/api/admin/applications/pending?q=${encodeURIComponent(email)}` })
  expect(res.status).toBe(200)
  return res.body.find((doc: { email: string }) => doc.email === email)
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('an invitation per send, within the quarter’s quota', () => {
  it('sends a mail whose link opens the registration, and the space lists it as sent', async () => {
    const sponsor = await member({ plan: 'essential' })
    const { email, token } = await invited(sponsor, 'Viens dîner avec nous.')
    const view = await describeInvitation(outsideTransaction(await ready()), token)
    expect(view).toMatchObject({ state: 'valid', email, message: 'Viens dîner avec nous.' })
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.status).toBe(200)
    expect(space.body).toMatchObject({ quota: 3, left: 2, invitations: [{ email, state: 'sent' }] })
    const exported = await call(dataExport.GET, { cookie: sponsor.cookie })
    expect(exported.body.sponsorship.invitationsSent).toEqual([
      expect.objectContaining({ email, message: 'Viens dîner avec nous.', usedAt: null }),
    ])
  })

  it('refuses the sends over the quota when they arrive at once: exactly the quota goes out', async () => {
    const sponsor = await member({ plan: 'essential' })
    const answers = await Promise.all(Array.from({ length: 5 }, () => invite(sponsor.cookie, uniqueEmail('ensemble'))))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 201, 201, 409, 409])
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body.message).toBe(fill(SPONSORSHIP_ERRORS.quotaReached, { quota: 3 }))
    const { rows } = await pool(await ready()).query('SELECT count(*)::int AS n FROM sponsor_invitations WHERE sponsor_id = $1', [
      sponsor.id,
    ])
    expect(rows[0].n).toBe(3)
  })

  it('gives a premium member the premium quota', async () => {
    const sponsor = await member({ plan: 'premium' })
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.body).toMatchObject({ quota: 5, left: 5 })
  })

  it('answers 400 in French for a bad address, 401 without a session, 403 for an applicant', async () => {
    const sponsor = await member()
    const bad = await call(invitations.POST, { cookie: sponsor.cookie, body: { email: 'pas-une-adresse' } })
    expect(bad).toMatchObject({ status: 400, body: { message: VALIDATION.emailInvalid } })
    const long = await call(invitations.POST, { cookie: sponsor.cookie, body: { email: uniqueEmail(), message: 'x'.repeat(501) } })
    expect(long).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.messageTooLong } })
    const own = await call(invitations.POST, { cookie: sponsor.cookie, body: { email: sponsor.email } })
    expect(own).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.ownAddress } })
    expect((await call(invitations.POST, { body: { email: uniqueEmail() } })).status).toBe(401)
    expect((await call(invitations.GET)).status).toBe(401)
    const applicant = await member({ status: 'pending' })
    const refused = await call(invitations.POST, { cookie: applicant.cookie, body: { email: uniqueEmail() } })
    expect(refused).toMatchObject({ status: 403, body: { message: SPONSORSHIP_ERRORS.notMember } })
  })
})

describe('the invitation’s link', () => {
  it('records the sponsor and never a status: the application is pending whatever the body says', async () => {
    const sponsor = await member()
    const { email, token } = await invited(sponsor)
    const created = await registerWith(email, { invitation: token, applicationStatus: 'approved', role: 'admin', status: 'approved' })
    expect(created.status).toBe(201)
    const stored = await (await ready()).findByID({ collection: 'users', id: created.body.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ applicationStatus: 'pending', role: 'applicant' })
    const { rows } = await pool(await ready()).query('SELECT sponsor_id, used_at FROM sponsor_invitations WHERE applicant_id = $1', [
      created.body.id,
    ])
    expect(rows[0].sponsor_id).toBe(sponsor.id)
    expect(rows[0].used_at).not.toBeNull()
  })

  it('serves once: a second registration with the same link is refused, and nothing is created', async () => {
    const sponsor = await member()
    const { email, token } = await invited(sponsor)
    expect((await registerWith(email, { invitation: token })).status).toBe(201)
    const other = uniqueEmail('second')
    const again = await registerWith(other, { invitation: token })
    expect(again).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.invitationUsed } })
    const found = await (await ready()).find({ collection: 'users', where: { email: { equals: other } }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
    expect(await describeInvitation(outsideTransaction(await ready()), token)).toEqual({
      state: 'refused',
      message: SPONSORSHIP_ERRORS.invitationUsed,
    })
  })

  it('refuses a forged token and an expired link', async () => {
    const forged = await registerWith(uniqueEmail(), { invitation: 'z'.repeat(43) })
    expect(forged).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.invitationInvalid } })
    const wrongType = await registerWith(uniqueEmail(), { invitation: 42 })
    expect(wrongType).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.invitationInvalid } })

    const sponsor = await member()
    const { email, token } = await invited(sponsor)
    vi.useFakeTimers({ now: Date.now() + (INVITATION_DAYS + 1) * 86_400_000, toFake: ['Date'] })
    const late = await registerWith(email, { invitation: token })
    expect(late).toMatchObject({ status: 400, body: { message: SPONSORSHIP_ERRORS.invitationExpired } })
    // Back to today, the link's expiry passed: the sponsor's space says so.
    vi.useRealTimers()
    await pool(await ready()).query("UPDATE sponsor_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1", [email])
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.body.invitations[0]).toMatchObject({ email, state: 'expired' })
  })

  it('leaves the registration’s own rules: an address already registered is refused', async () => {
    const sponsor = await member()
    const existing = await member()
    expect((await invite(sponsor.cookie, existing.email)).status).toBe(201)
    const token = await mailedToken(existing.email, 'vous invite', SPONSORSHIP_PATHS.invitationPage)
    const res = await registerWith(existing.email, { invitation: token })
    expect(res.status).toBe(409)
    const { rows } = await pool(await ready()).query('SELECT used_at FROM sponsor_invitations WHERE email = $1', [existing.email])
    expect(rows[0].used_at).toBeNull()
  })
})

describe('the review and the sponsor’s space', () => {
  it('shows the sponsor, their word, their dinners; the concerns to the team alone; the sponsor sees only the state', async () => {
    const sponsor = await member()
    const payload = await ready()
    await pool(payload).query(`UPDATE users SET reviewed_at = now() - interval '14 months' WHERE id = $1`, [sponsor.id])
    const { email, token } = await invited(sponsor, 'Une amie de longue date.')
    const applicant = await applyWith(email, token)

    const witness = await member()
    const concern = await call(concerns.POST, { cookie: witness.cookie, body: { email, message: 'Attention, propos déplacés en public.' } })
    const unknown = await call(concerns.POST, { cookie: witness.cookie, body: { email: uniqueEmail('inconnu'), message: 'Rien.' } })
    expect(concern).toMatchObject({ status: 201, body: { message: SPONSORSHIP_TEXTS.concernSent } })
    expect(unknown.body).toEqual(concern.body)

    const record = await pendingRecord(email)
    expect(record.sponsorship.sponsor).toMatchObject({
      name: expect.stringMatching(/^Membre\d+ Convive$/),
      word: 'Une amie de longue date.',
      dinnersAttended: 0,
    })
    expect(sponsorDetail(record.sponsorship.sponsor)).toBe('membre depuis 1\u00a0an et 2\u00a0mois · 0\u00a0dîner')
    expect(record.sponsorship.concerns).toEqual([expect.objectContaining({ message: 'Attention, propos déplacés en public.' })])

    const own = await call(authUser.GET, { cookie: applicant.cookie })
    expect(JSON.stringify(own.body)).not.toContain('propos déplacés')

    expect((await call(invitations.GET, { cookie: sponsor.cookie })).body.invitations[0]).toMatchObject({ email, state: 'applied' })
    const decided = await call(review.POST, {
      cookie: admin,
      body: { action: 'approve', notes: 'Note interne du comité.' },
      params: { id: String(applicant.id) },
    })
    expect(decided.status).toBe(200)
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.body.invitations[0]).toMatchObject({ email, state: 'approved' })
    expect(space.text).not.toContain('Note interne')
    expect(space.text).not.toContain('propos déplacés')
  })

  it('answers 400, 401 and 403 on the concern route', async () => {
    const witness = await member()
    expect(await call(concerns.POST, { cookie: witness.cookie, body: { email: uniqueEmail(), message: ' ' } })).toMatchObject({
      status: 400,
      body: { message: SPONSORSHIP_ERRORS.concernRequired },
    })
    expect((await call(concerns.POST, { body: { email: uniqueEmail(), message: 'x' } })).status).toBe(401)
    const applicant = await member({ status: 'pending' })
    expect((await call(concerns.POST, { cookie: applicant.cookie, body: { email: uniqueEmail(), message: 'x' } })).status).toBe(403)
  })
})

describe('a second sponsor, through their own link', () => {
  it('asks another member, who confirms once; the review says so; an unknown address gets the same answer', async () => {
    const sponsor = await member()
    const second = await member()
    const { email, token } = await invited(sponsor)
    await applyWith(email, token)
    const [{ id: invitationId }] = (await call(invitations.GET, { cookie: sponsor.cookie })).body.invitations

    const stranger = await member()
    const notYours = await call(secondSponsor.POST, { cookie: stranger.cookie, body: { invitationId, email: second.email } })
    expect(notYours).toMatchObject({ status: 403, body: { message: SPONSORSHIP_ERRORS.notYourInvitation } })
    const nobody = await call(secondSponsor.POST, { cookie: sponsor.cookie, body: { invitationId, email: uniqueEmail('personne') } })
    const asked = await call(secondSponsor.POST, { cookie: sponsor.cookie, body: { invitationId, email: second.email } })
    expect(asked).toMatchObject({ status: 200, body: { message: SPONSORSHIP_TEXTS.secondAsked } })
    expect(nobody.body).toEqual(asked.body)

    const link = await mailedToken(second.email, 'second parrainage', SPONSORSHIP_PATHS.secondSponsorPage)
    expect(await describeSecondSponsor(await ready(), link)).toMatchObject({ state: 'valid' })
    expect((await pendingRecord(email)).sponsorship.second).toMatchObject({ confirmed: false })
    expect(await call(confirmSecond.POST, { body: { token: link } })).toMatchObject({
      status: 200,
      body: { message: SPONSORSHIP_TEXTS.secondDone },
    })
    expect(await call(confirmSecond.POST, { body: { token: link } })).toMatchObject({
      status: 409,
      body: { message: SPONSORSHIP_ERRORS.secondUsed },
    })
    expect(await call(confirmSecond.POST, { body: { token: 'y'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { message: SPONSORSHIP_ERRORS.secondInvalid },
    })
    expect((await pendingRecord(email)).sponsorship.second).toMatchObject({ confirmed: true })
    expect((await call(secondSponsor.POST, { body: { invitationId, email: second.email } })).status).toBe(401)
  })
})

/** A dinner held yesterday that `guests` booked, its attendance marked « Tous présents » by the team. */
async function attended(...guests: Array<{ id: number }>) {
  const payload = await ready()
  const d = await dinner({ days: -1, seats: 8, tableSizeMin: 4 })
  for (const guest of guests) {
    await payload.create({ collection: 'bookings', overrideAccess: true, data: { dinner: d.id, member: guest.id, status: 'booked' } })
  }
  return d.id
}

const markAllPresent = (dinnerId: number) =>
  call(attendance.PUT, { method: 'PUT', cookie: admin, body: { allPresent: true }, params: { id: String(dinnerId) } })

/** A sponsor and the member their invitation brought in, already approved. */
async function pair() {
  const sponsor = await member()
  const sponsee = await member()
  await pool(await ready()).query(
    `INSERT INTO sponsor_invitations (sponsor_id, email, token_hash, expires_at, used_at, applicant_id)
     VALUES ($1, $2, md5(random()::text), now() + interval '30 days', now(), $3)`,
    [sponsor.id, sponsee.email, sponsee.id],
  )
  return { sponsor, sponsee }
}

async function setReward(reward: 'free-dinner' | 'discount-month' | null) {
  const payload = await ready()
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { sponsorship: { reward } } })
}

describe('the sponsor’s reward', () => {
  afterEach(async () => {
    await setReward(null)
  })

  it('comes once the sponsee has attended two dinners, once only, even with two dinners marked at once', async () => {
    await setReward('free-dinner')
    const { sponsor, sponsee } = await pair()
    const rewards = async () =>
      (await pool(await ready()).query('SELECT kind FROM sponsor_rewards WHERE sponsee_id = $1', [sponsee.id])).rows
    expect((await markAllPresent(await attended(sponsee))).status).toBe(200)
    expect(await rewards()).toEqual([])
    const [second, third] = [await attended(sponsee), await attended(sponsee)]
    const marked = await Promise.all([markAllPresent(second), markAllPresent(third)])
    expect(marked.map((answer) => answer.status)).toEqual([200, 200])
    expect(await rewards()).toEqual([{ kind: 'free-dinner' }])
    expect((await markAllPresent(await attended(sponsee))).status).toBe(200)
    expect(await rewards()).toEqual([{ kind: 'free-dinner' }])
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.body.rewards).toEqual([expect.stringContaining('Un dîner vous est offert pour le parrainage de')])
  })

  it('counts two dinners marked at once when they are the sponsee’s first two', async () => {
    await setReward('free-dinner')
    const { sponsee } = await pair()
    const [one, two] = [await attended(sponsee), await attended(sponsee)]
    await Promise.all([markAllPresent(one), markAllPresent(two)])
    const { rows } = await pool(await ready()).query('SELECT count(*)::int AS n FROM sponsor_rewards WHERE sponsee_id = $1', [sponsee.id])
    expect(rows[0].n).toBe(1)
  })

  it('a free dinner books one dinner past the Essentiel month, and comes back when that seat is given up', async () => {
    await setReward('free-dinner')
    const sponsor = await member({ plan: 'essential' })
    const sponsee = await member()
    await pool(await ready()).query(
      `INSERT INTO sponsor_invitations (sponsor_id, email, token_hash, expires_at, used_at, applicant_id)
       VALUES ($1, $2, md5(random()::text), now() + interval '30 days', now(), $3)`,
      [sponsor.id, sponsee.email, sponsee.id],
    )
    await markAllPresent(await attended(sponsee))
    await markAllPresent(await attended(sponsee))
    const inNextMonth = (day: number) => {
      const now = new Date()
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, 18)).toISOString()
    }
    const [first, second, third] = [
      await dinner({ startsAt: inNextMonth(10) }),
      await dinner({ startsAt: inNextMonth(12) }),
      await dinner({ startsAt: inNextMonth(14) }),
    ]
    expect((await book(sponsor, first.id)).status).toBe(201)
    expect((await book(sponsor, second.id)).status).toBe(201)
    expect(await book(sponsor, third.id)).toMatchObject({ status: 409, body: { message: BOOKING_ERRORS.monthLimit } })
    const space = await call(invitations.GET, { cookie: sponsor.cookie })
    expect(space.body.rewards).toEqual([expect.stringContaining('Le dîner offert pour le parrainage de')])
    expect((await unbook(sponsor, second.id)).status).toBe(200)
    expect((await book(sponsor, third.id)).status).toBe(201)
  })

  it('gives nothing when the settings say nothing', async () => {
    const { sponsee } = await pair()
    await markAllPresent(await attended(sponsee))
    await markAllPresent(await attended(sponsee))
    const { rows } = await pool(await ready()).query('SELECT 1 FROM sponsor_rewards WHERE sponsee_id = $1', [sponsee.id])
    expect(rows).toEqual([])
  })
})

describe('the composition and the team’s figures', () => {
  it('treats a sponsor and their sponsee as a pair that already met', async () => {
    const { sponsor, sponsee } = await pair()
    const d = await dinner({ seats: 8, tableSizeMin: 4 })
    for (const guest of [sponsor, sponsee, await member(), await member()]) {
      expect((await book(guest, d.id)).status).toBe(201)
    }
    const board = await call(tables.GET, { cookie: admin, params: { id: String(d.id) } })
    expect(board.status).toBe(200)
    expect(board.body.input.pastTables).toContainEqual([String(sponsor.id), String(sponsee.id)])
  })

  it('counts the sponsored applications per quarter, for admins only', async () => {
    const sponsor = await member()
    const { email, token } = await invited(sponsor)
    await applyWith(email, token)
    const res = await call(stats.GET, { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.body.quarters[0]).toMatchObject({ sponsored: expect.any(Number), applications: expect.any(Number) })
    expect(res.body.quarters[0].sponsored).toBeGreaterThanOrEqual(1)
    expect((await call(stats.GET)).status).toBe(401)
    expect((await call(stats.GET, { cookie: sponsor.cookie })).status).toBe(403)
  })
})
