import { beforeAll, describe, expect, it } from 'vitest'

import * as byId from '@/app/(frontend)/api/articles/[id]/route'
import * as active from '@/app/(frontend)/api/articles/active/route'
import * as reorder from '@/app/(frontend)/api/articles/reorder/route'
import * as articles from '@/app/(frontend)/api/articles/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { pool } from '@/server/db/pool'

import { adminCookie, call, ready, registerApplicant } from './support/api'

let admin: string
let applicant: string

const article = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Article ${n}`,
  description: `Description ${n}`,
  url: `https://example.org/${n}`,
  source: `Source ${n}`,
  theme: 'economy-work',
  ...extra,
})

async function adminList() {
  return (await call(articles.GET, { cookie: admin })).body as Array<{ id: number; position: number; title: string; isActive: boolean }>
}

beforeAll(async () => {
  await ready()
  admin = await adminCookie()
  applicant = (await registerApplicant()).cookie
})

describe('article CRUD (admin only)', () => {
  it('answers 401 without a session and 403 for an applicant, on every admin route', async () => {
    for (const cookie of [undefined, applicant]) {
      const expected = cookie ? 403 : 401
      expect((await call(articles.GET, { cookie })).status).toBe(expected)
      expect((await call(articles.POST, { cookie, body: article(0) })).status).toBe(expected)
      expect((await call(byId.PUT, { cookie, method: 'PUT', body: { isActive: false }, params: { id: '1' } })).status).toBe(expected)
      expect((await call(byId.DELETE, { cookie, method: 'DELETE', params: { id: '1' } })).status).toBe(expected)
      expect((await call(reorder.POST, { cookie, body: { articleIds: [1] } })).status).toBe(expected)
    }
    expect((await call(articles.GET, { cookie: applicant })).body.message).toBe(API_ERRORS.forbidden)
  })

  it('creates with defaults (active, non-bonus) at the end of the list', async () => {
    const before = await adminList()
    const res = await call(articles.POST, { cookie: admin, body: article(1) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ title: 'Article 1', isActive: true, isBonus: false, position: before.length + 1 })
  })

  it('answers 400 with the French message and stores nothing', async () => {
    const before = (await adminList()).length
    const res = await call(articles.POST, { cookie: admin, body: article(2, { url: 'pas une url' }) })
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.articleUrlInvalid } })
    expect((await call(articles.POST, { cookie: admin, body: article(2, { theme: 'cuisine' }) })).body.message).toBe(
      VALIDATION.articleThemeRequired,
    )
    expect((await adminList()).length).toBe(before)
  })

  it('updates only the given fields (toggle), 404 for an unknown article', async () => {
    const created = (await call(articles.POST, { cookie: admin, body: article(3, { isBonus: true, bonusLabel: 'Exclusif' }) })).body
    const res = await call(byId.PUT, { cookie: admin, method: 'PUT', body: { isActive: false }, params: { id: String(created.id) } })
    expect(res.body).toMatchObject({ isActive: false, isBonus: true, bonusLabel: 'Exclusif', title: 'Article 3' })
    expect(
      (await call(byId.PUT, { cookie: admin, method: 'PUT', body: { title: '' }, params: { id: String(created.id) } })).body.message,
    ).toBe(VALIDATION.articleTitleRequired)
    expect((await call(byId.PUT, { cookie: admin, method: 'PUT', body: {}, params: { id: '999999' } })).status).toBe(404)
    expect((await call(byId.PUT, { cookie: admin, method: 'PUT', body: {}, params: { id: 'abc' } })).status).toBe(404)
  })

  it('deletes and keeps positions dense', async () => {
    const a = (await call(articles.POST, { cookie: admin, body: article(4) })).body
    await call(articles.POST, { cookie: admin, body: article(5) })
    const res = await call(byId.DELETE, { cookie: admin, method: 'DELETE', params: { id: String(a.id) } })
    expect(res).toMatchObject({ status: 200, body: { id: a.id } })
    const positions = (await adminList()).map((x) => x.position)
    expect(positions).toEqual(positions.map((_, i) => i + 1))
    expect((await call(byId.DELETE, { cookie: admin, method: 'DELETE', params: { id: String(a.id) } })).status).toBe(404)
  })

  it('reorders every article in one go; a partial or unknown list is refused', async () => {
    const list = await adminList()
    const reversed = list.map((x) => x.id).reverse()
    const res = await call(reorder.POST, { cookie: admin, body: { articleIds: reversed } })
    expect(res.status).toBe(200)
    expect((res.body as Array<{ id: number }>).map((x) => x.id)).toEqual(reversed)
    // A list that is not exactly today's articles (one created or deleted meanwhile) is refused.
    for (const articleIds of [reversed.slice(1), [...reversed.slice(1), 999999]]) {
      expect(await call(reorder.POST, { cookie: admin, body: { articleIds } })).toMatchObject({
        status: 409,
        body: { message: API_ERRORS.articlesChanged },
      })
    }
    expect((await call(reorder.POST, { cookie: admin, body: { articleIds: [1, 1] } })).body.message).toBe(VALIDATION.articleIdsInvalid)
    expect((await adminList()).map((x) => x.id)).toEqual(reversed)
  })

  it('keeps positions 1..n and unique when editors reorder while others create and delete, all at once', async () => {
    const db = pool(await ready())
    for (let round = 0; round < 5; round++) {
      const doomed = (await call(articles.POST, { cookie: admin, body: article(100 + round) })).body.id as number
      const ids = (await adminList()).map((x) => x.id)
      const results = await Promise.all([
        call(reorder.POST, { cookie: admin, body: { articleIds: [...ids].reverse() } }),
        call(reorder.POST, { cookie: admin, body: { articleIds: [...ids.slice(1), ids[0]] } }),
        call(articles.POST, { cookie: admin, body: article(200 + round) }),
        call(byId.DELETE, { cookie: admin, method: 'DELETE', params: { id: String(doomed) } }),
      ])
      for (const res of results) expect([200, 201, 409]).toContain(res.status)
      const { rows } = await db.query<{ n: string; distinct_positions: string; lowest: number; highest: number }>(
        'SELECT count(*) AS n, count(DISTINCT position) AS distinct_positions, min(position) AS lowest, max(position) AS highest FROM articles',
      )
      const { n, distinct_positions, lowest, highest } = rows[0]
      expect(Number(distinct_positions)).toBe(Number(n))
      expect([Number(lowest), Number(highest)]).toEqual([1, Number(n)])
    }
  })
})

describe('GET /api/articles/active', () => {
  it('answers the active articles in position order, at most 5, with the public fields only', async () => {
    for (let i = 10; i < 17; i++) await call(articles.POST, { cookie: admin, body: article(i) })
    const res = await call(active.GET)
    expect(res.status).toBe(200)
    const list = res.body as Array<Record<string, unknown>>
    expect(list.length).toBe(5)
    expect(Object.keys(list[0]).sort()).toEqual(['bonusLabel', 'description', 'id', 'isBonus', 'source', 'theme', 'title', 'url'])
    const all = await adminList()
    const expected = all
      .filter((a) => a.isActive)
      .slice(0, 5)
      .map((a) => a.id)
    expect(list.map((a) => a.id)).toEqual(expected)
  })
})
