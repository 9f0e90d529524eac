import type { AdminViewServerProps } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AbTestView } from '@components/admin/views/AbTestView'
import { ReviewDashboardView } from '@components/admin/views/ReviewDashboardView'
import type { User } from '@/payload-types'

import { ADMIN, adminCookie, ready, registerApplicant } from './support/api'

/** The props Payload gives a view, for the session `user` (null: a visitor without one). */
async function viewProps(user: User | null): Promise<AdminViewServerProps> {
  const payload = await ready()
  const req = { user: user ? { ...user, collection: 'users' } : null, payload, i18n: { language: 'fr' } }
  return { initPageResult: { req, permissions: {}, visibleEntities: { collections: [], globals: [] } }, params: {}, searchParams: {} } as unknown as AdminViewServerProps
}

/** What rendering a view does: where it redirects to, or that it renders. */
async function outcome(view: (props: AdminViewServerProps) => Promise<unknown>, user: User | null): Promise<string> {
  try {
    await view(await viewProps(user))
    return 'rendered'
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`
    throw error
  }
}

async function userById(id: number): Promise<User> {
  return (await ready()).findByID({ collection: 'users', id, overrideAccess: true })
}

let admin: User
let applicant: User

beforeAll(async () => {
  const payload = await ready()
  await adminCookie()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true })).docs[0]
  applicant = await userById((await registerApplicant()).id)
})

describe('the guard of our admin views (Payload leaves custom views public)', () => {
  const views = { '/admin': ReviewDashboardView, '/admin/abtest': AbTestView }
  for (const [path, view] of Object.entries(views)) {
    it(`${path}: a visitor goes to the admin login and comes back; an applicant is refused; an admin sees it`, async () => {
      expect(await outcome(view, null)).toBe(`redirect /admin/login?redirect=${encodeURIComponent(path)}`)
      expect(await outcome(view, applicant)).toBe('redirect /admin/unauthorized')
      expect(await outcome(view, admin)).toBe('rendered')
    })
  }
})
