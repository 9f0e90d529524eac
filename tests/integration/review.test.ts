import { beforeAll, describe, expect, it } from 'vitest'

import * as reverseRoute from '@/app/(frontend)/api/admin/applications/[id]/reverse/route'
import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as rejected from '@/app/(frontend)/api/admin/applications/rejected/route'
import * as bulk from '@/app/(frontend)/api/admin/applications/review/route'
import * as exportData from '@/app/(frontend)/api/me/export/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { pool } from '@/server/db/pool'
import { deliverDueMails } from '@/server/email/outbox'

import { adminCookie, call, completedApplicant, ready, registerApplicant, setAsideEarlierMails, smtp } from './support/api'
import { book, dinner, member } from './support/dinners'
import type { ReceivedMail } from '../support/smtpSink'
import { until } from './support/until'
import { refusedRecipients } from './support/workerSetup'

let admin: string

const decide = (id: number, action: 'approve' | 'reject', notes = '') =>
  call(review.POST, { cookie: admin, body: { action, notes }, params: { id: String(id) } })

async function stored(id: number) {
  const payload = await ready()
  return payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })
}

const mailsTo = (address: string) => smtp().received.filter((mail) => mail.to.includes(address))

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('a decision applies only to a completed, pending application', () => {
  it('an unfinished registration answers 409 in French and stays as it is', async () => {
    const unfinished = await registerApplicant()
    const res = await decide(unfinished.id, 'approve')
    expect(res).toMatchObject({ status: 409, body: { message: API_ERRORS.applicationUnfinished } })
    expect((await stored(unfinished.id)).applicationStatus).toBe('pending')
    expect(mailsTo(unfinished.email).filter((mail) => mail.subject.includes('candidature'))).toHaveLength(0)
  })

  it('records who decided and when; the applicant reads the decision but not the reviewer', async () => {
    const done = await completedApplicant()
    const res = await decide(done.id, 'approve', 'Bienvenue parmi nous')
    expect(res.status).toBe(200)
    expect(res.body.user.reviewedBy).toMatchObject({ name: 'Équipe Admin' })
    const payload = await ready()
    const self = await payload.findByID({ collection: 'users', id: done.id, overrideAccess: true })
    const asApplicant = await payload.findByID({ collection: 'users', id: done.id, user: self, overrideAccess: false })
    expect(asApplicant.applicationStatus).toBe('approved')
    expect(asApplicant.reviewNotes).toBe('Bienvenue parmi nous')
    expect(asApplicant.reviewedBy).toBeUndefined()
  })
})

describe('two admins deciding at the same moment', () => {
  it('exactly one wins, the other gets 409, and the applicant receives one e-mail', async () => {
    const done = await completedApplicant()
    const [a, b] = await Promise.all([decide(done.id, 'approve', 'oui'), decide(done.id, 'reject', 'non')])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(loser.body.message).toBe(API_ERRORS.alreadyReviewed)
    const winner = a.status === 200 ? a : b
    await smtp().waitFor(done.email, 'candidature')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const decisionMails = mailsTo(done.email).filter((mail) => mail.subject.includes('candidature'))
    expect(decisionMails).toHaveLength(1)
    expect(decisionMails[0].subject).toContain(winner.body.user.applicationStatus === 'approved' ? 'acceptée' : 'réponse')
    expect((await stored(done.id)).applicationStatus).toBe(winner.body.user.applicationStatus)
  })
})

describe('the decision e-mail', () => {
  it('leaves after the decision is stored; a failed send keeps the decision and is retried', async () => {
    await setAsideEarlierMails()
    const done = await completedApplicant()
    refusedRecipients.add(done.email)
    try {
      const res = await decide(done.id, 'reject', 'Pas cette fois')
      expect(res.status).toBe(200)
      expect((await stored(done.id)).applicationStatus).toBe('rejected')
      const db = pool(await ready())
      const { rows } = await db.query('SELECT attempts, sent_at, last_error FROM mail_outbox WHERE recipient = $1 AND kind = $2', [
        done.email,
        'application-rejected',
      ])
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ attempts: 1, sent_at: null })
      expect(rows[0].last_error).toBeTruthy()
    } finally {
      refusedRecipients.delete(done.email)
    }
    const payload = await ready()
    // The retry time has come (it was minutes away): a round sends it. Which round is not the point:
    // CI runs on 7b14699 and 7e0ed12 saw the first round leave it unsent, under a load these
    // machines could not reproduce. Until it leaves, its retry time is brought to now again and a
    // round runs; whatever the rounds, it arrives once.
    const db = pool(payload)
    let mail: ReceivedMail | undefined
    await until('the decision mail to leave on a retry round', async () => {
      await db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1 AND sent_at IS NULL', [done.email])
      await deliverDueMails(payload)
      mail = mailsTo(done.email).find((m) => m.subject.includes('réponse'))
      return mail !== undefined
    })
    expect(mail?.text).toContain('Pas cette fois')
    expect((await deliverDueMails(payload)).sent).toBe(0)
    expect(mailsTo(done.email).filter((m) => m.subject.includes('réponse'))).toHaveLength(1)
  })
})

describe('POST /api/admin/applications/review (bulk)', () => {
  it('decides each pending application once, and says which could not be decided and why', async () => {
    const first = await completedApplicant()
    const second = await completedApplicant()
    const decided = await completedApplicant()
    await decide(decided.id, 'reject')
    const unfinished = await registerApplicant()
    const res = await call(bulk.POST, {
      cookie: admin,
      body: { ids: [first.id, second.id, decided.id, unfinished.id], action: 'approve', notes: 'Bienvenue à tous' },
    })
    expect(res.status).toBe(200)
    expect(res.body.decided).toEqual([first.id, second.id])
    expect(res.body.refused).toEqual([
      { id: decided.id, message: API_ERRORS.alreadyReviewed },
      { id: unfinished.id, message: API_ERRORS.applicationUnfinished },
    ])
    for (const applicant of [first, second]) {
      expect((await stored(applicant.id)).applicationStatus).toBe('approved')
      expect((await smtp().waitFor(applicant.email, 'acceptée')).text).toContain('Bienvenue à tous')
    }
  })

  it('answers 400 for a bad list, 401 without a session and 403 for an applicant', async () => {
    for (const ids of [[], ['x'], [1, 1], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect(await call(bulk.POST, { cookie: admin, body: { ids, action: 'approve' } })).toMatchObject({
        status: 400,
        body: { message: VALIDATION.reviewIdsInvalid },
      })
    }
    expect(await call(bulk.POST, { cookie: admin, body: { ids: [1], action: 'peut-être' } })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.reviewActionInvalid },
    })
    expect((await call(bulk.POST, { body: { ids: [1], action: 'approve' } })).status).toBe(401)
    const applicant = await registerApplicant()
    expect((await call(bulk.POST, { cookie: applicant.cookie, body: { ids: [applicant.id], action: 'approve' } })).status).toBe(403)
  })
})

describe('POST /api/admin/applications/{id}/reverse: an admin changes a decision', () => {
  const reverse = (id: number, body: Record<string, unknown>, cookie: string | null = admin) =>
    call(reverseRoute.POST, { cookie: cookie ?? undefined, body, params: { id: String(id) } })
  const decisionMails = (address: string) => mailsTo(address).filter((mail) => mail.subject.includes('candidature'))

  it('rejects an approved application with a reason: one new mail, and both decisions stay in the record', async () => {
    const done = await completedApplicant({ lastName: 'Volteface' })
    expect((await decide(done.id, 'approve', 'Bienvenue')).status).toBe(200)
    await smtp().waitFor(done.email, 'acceptée')
    const res = await reverse(done.id, { action: 'reject', reason: 'Profil en double', notes: 'Nous revenons vers vous' })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ applicationStatus: 'rejected', reviewNotes: 'Nous revenons vers vous' })
    expect(res.body.user.decisions).toMatchObject([
      { status: 'approved', notes: 'Bienvenue', reason: null, by: 'Équipe Admin' },
      { status: 'rejected', notes: 'Nous revenons vers vous', reason: 'Profil en double', by: 'Équipe Admin' },
    ])
    const mail = await smtp().waitFor(done.email, 'réponse')
    expect(mail.text).toContain('Notre équipe a réexaminé votre candidature et revient sur sa réponse précédente.')
    expect(mail.text).toContain('Nous revenons vers vous')
    // The reason is the team's: it is kept in the record, never sent.
    expect(mail.text).not.toContain('Profil en double')
    expect(decisionMails(done.email)).toHaveLength(2)
    // The applicant's own data export holds both decisions and the reason (GDPR art. 15), not who decided.
    const exported = await call(exportData.GET, { cookie: done.cookie })
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body
    expect(data.applicationDecisions).toMatchObject([
      { status: 'approved', notes: 'Bienvenue', reason: null },
      { status: 'rejected', notes: 'Nous revenons vers vous', reason: 'Profil en double' },
    ])
    expect(JSON.stringify(data.applicationDecisions)).not.toContain('Équipe Admin')
    // The rejected tab shows the record with its history.
    const list = await call(rejected.GET, { cookie: admin, path: '/api/admin/applications/rejected?q=Volteface' })
    expect(list.body[0].decisions.map((d: { status: string }) => d.status)).toEqual(['approved', 'rejected'])
  })

  it('a rejected applicant approved after all receives the welcome', async () => {
    const done = await completedApplicant()
    await decide(done.id, 'reject')
    const res = await reverse(done.id, { action: 'approve', reason: 'Recommandé par un membre' })
    expect(res.status).toBe(200)
    expect((await stored(done.id)).applicationStatus).toBe('approved')
    expect((await smtp().waitFor(done.email, 'acceptée')).text).toContain('revient sur sa réponse précédente')
  })

  it('two admins reversing at once: one change, one mail; the other is told in French and nothing flips back', async () => {
    const done = await completedApplicant()
    await decide(done.id, 'approve')
    await smtp().waitFor(done.email, 'acceptée')
    const [a, b] = await Promise.all([
      reverse(done.id, { action: 'reject', reason: 'Première raison' }),
      reverse(done.id, { action: 'reject', reason: 'Seconde raison' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect((a.status === 409 ? a : b).body.message).toBe(API_ERRORS.sameDecision)
    await smtp().waitFor(done.email, 'réponse')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(decisionMails(done.email)).toHaveLength(2)
    expect((await stored(done.id)).applicationStatus).toBe('rejected')
    const { rows } = await pool(await ready()).query('SELECT status FROM application_decisions WHERE user_id = $1 ORDER BY id', [done.id])
    expect(rows.map((row) => row.status)).toEqual(['approved', 'rejected'])
  })

  it('refuses in French: no reason (400), a pending application, the same decision, a member with a seat to come (409)', async () => {
    const done = await completedApplicant()
    expect(await reverse(done.id, { action: 'reject', reason: '  ' })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.reversalReasonRequired },
    })
    expect(await reverse(done.id, { action: 'approve', reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.notYetReviewed },
    })
    await decide(done.id, 'approve')
    expect(await reverse(done.id, { action: 'approve', reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.sameDecision },
    })
    expect(await reverse(done.id, { action: 'peut-être', reason: 'x' })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.reviewActionInvalid },
    })

    const seated = await member()
    const upcoming = await dinner()
    expect((await book(seated, upcoming.id)).status).toBe(201)
    expect(await reverse(seated.id, { action: 'reject', reason: 'x' })).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.reversalHasBookings },
    })
    expect((await stored(seated.id)).applicationStatus).toBe('approved')
  })

  it('answers 401 without a session, 403 to an applicant, 404 for an unknown application', async () => {
    const done = await completedApplicant()
    await decide(done.id, 'approve')
    expect((await reverse(done.id, { action: 'reject', reason: 'x' }, null)).status).toBe(401)
    const applicant = await registerApplicant()
    expect((await reverse(done.id, { action: 'reject', reason: 'x' }, applicant.cookie)).status).toBe(403)
    expect((await reverse(999_999_999, { action: 'reject', reason: 'x' })).status).toBe(404)
    expect((await stored(done.id)).applicationStatus).toBe('approved')
  })
})
