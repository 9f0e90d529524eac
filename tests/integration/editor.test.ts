import { beforeAll, describe, expect, it } from 'vitest'

import * as abStats from '@/app/(frontend)/api/admin/abtest/stats/route'
import * as abUsers from '@/app/(frontend)/api/admin/abtest/users/route'
import * as review from '@/app/(frontend)/api/admin/applications/[id]/review/route'
import * as counts from '@/app/(frontend)/api/admin/applications/counts/route'
import * as pending from '@/app/(frontend)/api/admin/applications/pending/route'
import * as articleById from '@/app/(frontend)/api/articles/[id]/route'
import * as articles from '@/app/(frontend)/api/articles/route'
import * as login from '@/app/(frontend)/api/auth/login/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'

import { adminCookie, call, completedApplicant, ensureTeamMember, ready } from './support/api'
import { cms } from './support/cms'

const EDITOR = { email: 'editeur@test.example', password: 'editor-password-1' }
let editor: string
let editorId: number

const article = {
  title: 'Un article d’éditeur',
  description: 'Une description.',
  url: 'https://example.org/a',
  source: 'La Revue',
  theme: 'economy-work',
}

beforeAll(async () => {
  await ready()
  await adminCookie()
  await ensureTeamMember('editor', EDITOR.email, EDITOR.password)
  const res = await call(login.POST, { body: EDITOR })
  editor = res.cookie as string
  editorId = res.body.user.id
})

describe('an editor curates the articles', () => {
  it('through /api: list, create, update, delete', async () => {
    expect((await call(articles.GET, { cookie: editor })).status).toBe(200)
    const created = await call(articles.POST, { cookie: editor, body: article })
    expect(created.status).toBe(201)
    const id = String(created.body.id)
    expect((await call(articleById.PUT, { cookie: editor, body: { isActive: false }, params: { id }, method: 'PUT' })).body.isActive).toBe(
      false,
    )
    expect((await call(articleById.DELETE, { cookie: editor, params: { id }, method: 'DELETE' })).status).toBe(200)
  })

  it('through /cms-api: articles yes, inactive ones included', async () => {
    const created = await cms('POST', 'articles', { cookie: editor, body: { ...article, isActive: false } })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const list = await cms('GET', 'articles?limit=1000', { cookie: editor })
    expect(list.status).toBe(200)
    expect(list.body.docs?.some((doc) => doc.id === id && doc.isActive === false)).toBe(true)
    expect((await cms('DELETE', `articles/${id}`, { cookie: editor })).status).toBe(200)
  })

  it('cannot set an article position itself: only the server orders', async () => {
    const first = (await cms('POST', 'articles', { cookie: editor, body: article })).body.doc as { id: number; position: number }
    const second = (await cms('POST', 'articles', { cookie: editor, body: { ...article, position: first.position } })).body.doc as {
      id: number
      position: number
    }
    expect(second.position).toBe(first.position + 1)
    await cms('PATCH', `articles/${second.id}`, { cookie: editor, body: { position: first.position } })
    expect((await cms('GET', `articles/${second.id}`, { cookie: editor })).body.position).toBe(second.position)
    for (const { id } of [first, second]) await cms('DELETE', `articles/${id}`, { cookie: editor })
  })
})

describe('an editor never reaches applicant data', () => {
  it('on /api: the review and A/B routes answer 403', async () => {
    const applicant = await completedApplicant()
    for (const route of [pending, counts, abStats, abUsers]) {
      expect(await call(route.GET, { cookie: editor })).toMatchObject({ status: 403, body: { message: API_ERRORS.forbidden } })
    }
    expect((await call(review.POST, { cookie: editor, body: { action: 'approve' }, params: { id: String(applicant.id) } })).status).toBe(
      403,
    )
  })

  it('on /cms-api: only their own user, no contact messages, no other account by id', async () => {
    const applicant = await completedApplicant()
    const users = await cms('GET', 'users?limit=100', { cookie: editor })
    expect(users.status).toBe(200)
    expect(users.body.docs?.map((doc) => doc.id)).toEqual([editorId])
    expect((await cms('GET', `users/${applicant.id}`, { cookie: editor })).status).toBe(404)
    expect((await cms('PATCH', `users/${applicant.id}`, { cookie: editor, body: { firstName: 'Piraté' } })).status).toBeGreaterThanOrEqual(
      403,
    )
    expect((await cms('GET', 'contact-messages', { cookie: editor })).status).toBe(403)
    const own = await cms('PATCH', `users/${editorId}`, { cookie: editor, body: { role: 'admin' } })
    expect((own.body.doc as { role?: string } | undefined)?.role ?? 'editor').toBe('editor')
  })
})
