import { beforeAll, describe, expect, it } from 'vitest'

import * as stats from '@/app/(frontend)/api/admin/abtest/stats/route'
import * as abUsers from '@/app/(frontend)/api/admin/abtest/users/route'
import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as approved from '@/app/(frontend)/api/admin/applications/approved/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as rejected from '@/app/(frontend)/api/admin/applications/rejected/route'
import * as register from '@/app/(frontend)/api/register/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import {
  adminCookie,
  call,
  completedApplicant as completedApplicantVia,
  ready,
  registerApplicant,
  smtp,
  STEP1,
  uniqueEmail,
} from './support/api'
import { dinner } from './support/dinners'

let admin: string

const completedApplicant = (abVariant?: 'control') => completedApplicantVia({ abVariant })

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
})

describe('application lists', () => {
  it('answer 401 without a session and 403 for an applicant', async () => {
    const applicant = await registerApplicant()
    for (const route of [pending, approved, rejected, stats, abUsers]) {
      expect((await call(route.GET)).status).toBe(401)
      expect(await call(route.GET, { cookie: applicant.cookie })).toMatchObject({ status: 403, body: { message: API_ERRORS.forbidden } })
    }
  })

  it('list completed applications by status; unfinished registrations are not applications', async () => {
    const done = await completedApplicant()
    const unfinished = await registerApplicant()
    const list = (await call(pending.GET, { cookie: admin })).body as Array<{ id: number; city: string; company: string }>
    const mine = list.find((u) => u.id === done.id)
    expect(mine).toMatchObject({ city: 'Lyon', company: 'Presse Sud', applicationStatus: 'pending' })
    expect(list.some((u) => u.id === unfinished.id)).toBe(false)
    expect(JSON.stringify(list)).not.toMatch(/"hash"|"salt"/)
  })
})

describe('POST /api/admin/applications/{id}/review', () => {
  it('approves a pending application, stamps it, e-mails the applicant; a second review is refused', async () => {
    const done = await completedApplicant()
    await dinner({ days: 3, title: 'Un dîner pour les nouveaux membres' })
    const res = await call(review.POST, {
      cookie: admin,
      body: { action: 'approve', notes: 'Bienvenue !' },
      params: { id: String(done.id) },
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ applicationStatus: 'approved', reviewNotes: 'Bienvenue !' })
    expect(res.body.user.reviewedAt).toBeTruthy()
    expect(((await call(approved.GET, { cookie: admin })).body as Array<{ id: number }>).some((u) => u.id === done.id)).toBe(true)
    const mail = await smtp().waitFor(done.email, 'acceptée')
    expect(mail.text).toContain('Bienvenue !')
    // A proper welcome: the plan, the next dinners, how tables are made, and one « Réserver ».
    expect(mail.text).toMatch(/Votre formule\s: Test sans engagement \(découvrir un premier dîner sans engagement\)\./)
    expect(mail.text).toMatch(/Les prochains dîners\s:\n« .+ », le .+, à .+/)
    expect(mail.text).toContain('tables de 6 à 8 convives')
    expect(mail.html.match(/<a [^>]*href="http:\/\/localhost:3000\/status"[^>]*>.*?Réserver/g)).toHaveLength(1)
    const again = await call(review.POST, { cookie: admin, body: { action: 'reject' }, params: { id: String(done.id) } })
    expect(again).toMatchObject({ status: 409, body: { message: API_ERRORS.alreadyReviewed } })
  })

  it('rejects with the rejected list updated', async () => {
    const done = await completedApplicant()
    await call(review.POST, { cookie: admin, body: { action: 'reject', notes: '' }, params: { id: String(done.id) } })
    expect(((await call(rejected.GET, { cookie: admin })).body as Array<{ id: number }>).some((u) => u.id === done.id)).toBe(true)
  })

  it('answers 400 for a bad action, 404 for an unknown id, 401/403 for non-admins', async () => {
    const done = await completedApplicant()
    const params = { id: String(done.id) }
    expect(await call(review.POST, { cookie: admin, body: { action: 'maybe' }, params })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.reviewActionInvalid },
    })
    expect((await call(review.POST, { cookie: admin, body: { action: 'approve' }, params: { id: '999999' } })).status).toBe(404)
    expect((await call(review.POST, { body: { action: 'approve' }, params })).status).toBe(401)
    const applicant = await registerApplicant()
    expect((await call(review.POST, { cookie: applicant.cookie, body: { action: 'approve' }, params })).status).toBe(403)
  })
})

describe('A/B statistics', () => {
  it('counts each group and its conversions', async () => {
    const before = (await call(stats.GET, { cookie: admin })).body
    await completedApplicant('control')
    await call(register.POST, { body: { ...STEP1, email: uniqueEmail(), abVariant: 'control' } })
    const after = (await call(stats.GET, { cookie: admin })).body
    expect(after.groupA.count).toBe(before.groupA.count + 2)
    expect(after.groupA.converted).toBe(before.groupA.converted + 1)
    expect(after.totalUsers).toBe(after.groupA.count + after.groupB.count + after.controlGroup.count)
    expect(after.groupA.conversionRate).toBeCloseTo((after.groupA.converted / after.groupA.count) * 100, 0)
    expect(after.comparison).toHaveProperty('significant')
  })

  it('lists users with their group', async () => {
    const list = (await call(abUsers.GET, { cookie: admin })).body as Array<Record<string, unknown>>
    expect(list.length).toBeGreaterThan(0)
    expect(Object.keys(list[0]).sort()).toEqual(
      ['abTestGroup', 'applicationStatus', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'registrationCompleted'].sort(),
    )
  })
})
