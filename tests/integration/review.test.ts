import { beforeAll, describe, expect, it } from 'vitest'

import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as bulk from '@/app/(frontend)/api/admin/applications/review/route'
import { API_ERRORS, VALIDATION } from '@/domain/messages'
import { pool } from '@/server/db/pool'
import { deliverDueMails } from '@/server/email/outbox'

import { adminCookie, call, completedApplicant, ready, registerApplicant, smtp } from './support/api'
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
    // The retry time has come (it was minutes away): the background round sends it, once.
    await pool(payload).query('UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1', [done.email])
    const round = await deliverDueMails(payload)
    expect(round.sent).toBeGreaterThanOrEqual(1)
    const mail = await smtp().waitFor(done.email, 'réponse')
    expect(mail.text).toContain('Pas cette fois')
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
