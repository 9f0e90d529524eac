import { beforeAll, describe, expect, it } from 'vitest'

import * as abStats from '@/app/(frontend)/api/admin/abtest/stats/route'
import * as abUsers from '@/app/(frontend)/api/admin/abtest/users/route'
import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as counts from '@/app/(frontend)/api/admin/applications/counts/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as unfinished from '@/app/(frontend)/api/admin/applications/unfinished/route'
import * as register from '@/app/(frontend)/api/register/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { PAGE_HEADERS } from '@/domain/paging'
import { pool } from '@/server/db/pool'

import { adminCookie, call, completedApplicant, ready, registerApplicant, STEP1, uniqueEmail } from './support/api'

let admin: string
/** A company name no other test uses: the lists below are searched for it. */
const company = `Maison Témoin ${process.pid}-${Date.now()}`
const created: number[] = []

const list = (route: { GET: unknown }, query = '') => call(route.GET, { cookie: admin, path: `/api/admin/applications/x${query}` })

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
  const names = ['Zoé Zola', 'Adèle Abadie', 'Marc Martin', 'Inès Idrissi', 'Bruno Blanc']
  for (const name of names) {
    const [firstName, lastName] = name.split(' ')
    created.push((await completedApplicant({ firstName, lastName, about: { company } })).id)
  }
})

describe('GET /api/admin/applications/{tab}: one page, searched and sorted in SQL', () => {
  it('answers the list of users with the paging in headers', async () => {
    const res = await list(pending, `?q=${encodeURIComponent(company)}&limit=2&page=1`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body).toHaveLength(2)
    expect(res.headers.get(PAGE_HEADERS.total)).toBe('5')
    expect(res.headers.get(PAGE_HEADERS.totalPages)).toBe('3')
    const last = await list(pending, `?q=${encodeURIComponent(company)}&limit=2&page=3`)
    expect(last.body).toHaveLength(1)
    const seen = new Set(
      [...res.body, ...(await list(pending, `?q=${encodeURIComponent(company)}&limit=2&page=2`)).body, ...last.body].map(
        (u: { id: number }) => u.id,
      ),
    )
    expect([...seen].sort()).toEqual([...created].sort())
  })

  it('searches names, e-mail and company, every word, whatever the case; sorts by name or date', async () => {
    const byName = await list(pending, `?q=${encodeURIComponent(`zola ${company.toUpperCase()}`)}`)
    expect(byName.body.map((u: { lastName: string }) => u.lastName)).toEqual(['Zola'])
    // Without its accent, in capitals: « ADELE » finds « Adèle », « ines » finds « Inès ».
    const accents = await list(pending, `?q=${encodeURIComponent(`ADELE ${company}`)}`)
    expect(accents.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Adèle'])
    expect((await list(pending, `?q=${encodeURIComponent(`ines temoin`)}`)).body.map((u: { lastName: string }) => u.lastName)).toContain(
      'Idrissi',
    )
    const sorted = await list(pending, `?q=${encodeURIComponent(company)}&sort=name`)
    expect(sorted.body.map((u: { lastName: string }) => u.lastName)).toEqual(['Abadie', 'Blanc', 'Idrissi', 'Martin', 'Zola'])
    const oldest = await list(pending, `?q=${encodeURIComponent(company)}&sort=oldest`)
    expect(oldest.body.map((u: { id: number }) => u.id)).toEqual(created)
    const recent = await list(pending, `?q=${encodeURIComponent(company)}`)
    expect(recent.body.map((u: { id: number }) => u.id)).toEqual([...created].reverse())
    expect((await list(pending, '?q=personne-ne-porte-ce-nom')).body).toEqual([])
  })

  it('lists unfinished registrations with their step, never completed ones', async () => {
    const fresh = await registerApplicant({ lastName: `EnCours${Date.now()}` })
    const res = await list(unfinished, `?q=${fresh.email}`)
    expect(res.body).toHaveLength(1)
    expect(res.body[0]).toMatchObject({ id: fresh.id, registrationStep: 2, registrationCompleted: false })
    expect((await list(unfinished, `?q=${encodeURIComponent(company)}`)).body).toEqual([])
  })

  it('answers 400 in French for a bad page, size or sort; 401 and 403 for others', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=101', '?limit=0']) {
      expect(await list(pending, query)).toMatchObject({ status: 400, body: { message: VALIDATION.pageInvalid } })
    }
    expect(await list(pending, '?sort=random')).toMatchObject({ status: 400, body: { message: VALIDATION.sortInvalid } })
    expect((await call(pending.GET)).status).toBe(401)
    const applicant = await registerApplicant()
    expect(await call(pending.GET, { cookie: applicant.cookie })).toMatchObject({ status: 403, body: { message: API_ERRORS.forbidden } })
  })
})

describe('GET /api/admin/applications/counts', () => {
  it('counts completed applications by status, and unfinished registrations apart', async () => {
    const before = (await call(counts.GET, { cookie: admin })).body
    await completedApplicant()
    await registerApplicant()
    const after = (await call(counts.GET, { cookie: admin })).body
    expect(after).toMatchObject({ total: before.total + 1, pending: before.pending + 1, unfinished: before.unfinished + 1 })
    expect(after.total).toBe(after.pending + after.approved + after.rejected)
    const payload = await ready()
    const inDatabase = await payload.count({
      collection: 'users',
      where: { and: [{ role: { equals: 'applicant' } }, { registrationCompleted: { equals: true } }] },
      overrideAccess: true,
    })
    expect(after.total).toBe(inDatabase.totalDocs)
    expect((await call(counts.GET)).status).toBe(401)
    expect((await call(counts.GET, { cookie: (await registerApplicant()).cookie })).status).toBe(403)
  })
})

describe('the counts kept by the users table triggers', () => {
  it('equal a count of the table after sign-ups, completions, decisions and erasures', async () => {
    const payload = await ready()
    const done = await completedApplicant()
    await call(review.POST, { cookie: admin, body: { action: 'reject' }, params: { id: String(done.id) } })
    const erased = await registerApplicant()
    await payload.delete({ collection: 'users', id: erased.id, overrideAccess: true })
    const db = pool(payload)
    const kept = await db.query(
      `SELECT role, completed, status, ab_group, count::int FROM user_counts WHERE count <> 0 ORDER BY 1, 2, 3, 4`,
    )
    const counted = await db.query(`
      SELECT role::text, coalesce(registration_completed, false) AS completed, application_status::text AS status,
             coalesce(ab_test_group::text, '') AS ab_group, count(*)::int AS count
        FROM users GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`)
    expect(kept.rows).toEqual(counted.rows)
  })
})

describe('the A/B view: statistics and the users by group', () => {
  it('pages each group; the control group is everyone outside the experiment', async () => {
    const email = uniqueEmail('groupe-a')
    await call(register.POST, { body: { ...STEP1, email, abVariant: 'control' } })
    const inA = await call(abUsers.GET, { cookie: admin, path: `/api/admin/abtest/users?group=A&q=${email}` })
    expect(inA.body).toHaveLength(1)
    expect(inA.body[0]).toMatchObject({ email, abTestGroup: 'A', registrationCompleted: false })
    expect((await call(abUsers.GET, { cookie: admin, path: `/api/admin/abtest/users?group=control&q=${email}` })).body).toEqual([])
    const control = await call(abUsers.GET, { cookie: admin, path: '/api/admin/abtest/users?group=control&limit=100' })
    expect(control.body.every((u: { abTestGroup: string | null }) => u.abTestGroup === null)).toBe(true)
    const stats = (await call(abStats.GET, { cookie: admin })).body
    expect(Number(control.headers.get(PAGE_HEADERS.total))).toBe(stats.controlGroup.count)
    const all = await call(abUsers.GET, { cookie: admin, path: '/api/admin/abtest/users?group=all&limit=1' })
    expect(Number(all.headers.get(PAGE_HEADERS.total))).toBe(stats.totalUsers)
    expect(await call(abUsers.GET, { cookie: admin, path: '/api/admin/abtest/users?group=Z' })).toMatchObject({
      status: 400,
      body: { message: VALIDATION.abGroupInvalid },
    })
  })

  it('compares A with B only, with the p-value and the samples, and says when there is not enough data', async () => {
    const stats = (await call(abStats.GET, { cookie: admin })).body
    expect(stats.comparison).toMatchObject({ samples: { A: stats.groupA.count, B: stats.groupB.count } })
    expect(stats.comparison.enoughData).toBe(
      stats.groupA.count >= 50 && stats.groupB.count >= 50 && stats.groupA.converted >= 5 && stats.groupB.converted >= 5,
    )
    if (!stats.comparison.enoughData) expect(stats.comparison.better).toBeNull()
  })
})
