import { getVisibleEntities } from '@payloadcms/ui/shared'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { DinnerBoardManager } from '@components/admin/dinners/DinnerBoardManager'
import { DinnersManager } from '@components/admin/dinners/DinnersManager'
import { MembershipsDashboard } from '@components/admin/memberships/MembershipsDashboard'

import { AbTestView } from '@/admin/views/AbTestView'
import { DinnerBoardView } from '@/admin/views/DinnerBoardView'
import { DinnersView } from '@/admin/views/DinnersView'
import { MembershipsView } from '@/admin/views/MembershipsView'
import { ReviewDashboardView } from '@/admin/views/ReviewDashboardView'
import type { User } from '@/payload-types'
import config from '@payload-config'

import { ADMIN, adminCookie, ensureTeamMember, ready, registerApplicant } from './support/api'
import { dinner } from './support/dinners'
import { CONTENT_PAGE_GLOBALS } from '../../globals/pages'

/** The props Payload gives a view, for the session `user` (null: a visitor without one). */
async function viewProps(user: User | null, segments: string[] = []): Promise<AdminViewServerProps> {
  const payload = await ready()
  const req = { user: user ? { ...user, collection: 'users' } : null, payload, i18n: { language: 'fr' } }
  return {
    initPageResult: { req, permissions: {}, visibleEntities: { collections: [], globals: [] } },
    params: { segments },
    searchParams: {},
  } as unknown as AdminViewServerProps
}

/** The component a view put inside Payload's shell (the view returns <AdminViewShell>{content}</AdminViewShell>). */
async function content(view: (props: AdminViewServerProps) => Promise<unknown>, user: User, segments: string[] = []) {
  const shell = (await view(await viewProps(user, segments))) as { props: { children: { type: unknown; props: Record<string, unknown> } } }
  return shell.props.children
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

const EDITOR_EMAIL = 'editeur.vues@test.example'

async function editorUser(): Promise<User> {
  await ensureTeamMember('editor', EDITOR_EMAIL, 'editor-password-1')
  return (await (await ready()).find({ collection: 'users', where: { email: { equals: EDITOR_EMAIL } }, overrideAccess: true })).docs[0]
}

beforeAll(async () => {
  const payload = await ready()
  await adminCookie()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true })).docs[0]
  applicant = await userById((await registerApplicant()).id)
})

describe('the guard of our admin views (Payload leaves custom views public)', () => {
  const views = {
    '/admin': ReviewDashboardView,
    '/admin/abtest': AbTestView,
    '/admin/dinners': DinnersView,
    '/admin/adhesions': MembershipsView,
  }
  for (const [path, view] of Object.entries(views)) {
    it(`${path}: a visitor goes to the admin login and comes back; an applicant is refused; an admin sees it`, async () => {
      expect(await outcome(view, null)).toBe(`redirect /admin/login?redirect=${encodeURIComponent(path)}`)
      expect(await outcome(view, applicant)).toBe('redirect /admin/unauthorized')
      expect(await outcome(view, admin)).toBe('rendered')
    })
  }
})

describe('/admin/adhesions', () => {
  it('an editor reads nothing of who has paid; an admin gets the list, told that payments are off (no Stripe key here)', async () => {
    expect((await content(MembershipsView, await editorUser())).type).toBe(ForbiddenNotice)
    const view = await content(MembershipsView, admin)
    expect(view.type).toBe(MembershipsDashboard)
    expect((view.props.initial as { answer: { billing: boolean } }).answer.billing).toBe(false)
  })
})

describe('/admin/dinners and a dinner’s board', () => {
  it('an editor is refused inside the shell and no dinner data is read for them; an admin gets the list and the board', async () => {
    const editor = await editorUser()
    // Ten minutes from now: sooner than the other files' dinners, so within the list's first hundred.
    const d = await dinner({ title: 'Dîner des vues', days: 10 / (24 * 60) })
    const segments = ['dinners', String(d.id)]
    expect((await content(DinnersView, editor)).type).toBe(ForbiddenNotice)
    expect((await content(DinnerBoardView, editor, segments)).type).toBe(ForbiddenNotice)
    expect(await outcome((props) => DinnerBoardView({ ...props, params: { segments } }), null)).toBe(
      `redirect /admin/login?redirect=${encodeURIComponent('/admin/dinners')}`,
    )
    expect(await outcome((props) => DinnerBoardView({ ...props, params: { segments } }), applicant)).toBe('redirect /admin/unauthorized')

    const list = await content(DinnersView, admin)
    expect(list.type).toBe(DinnersManager)
    const overview = list.props.overview as { upcoming: { id: number; title: string; seatsTaken: number }[] }
    expect(overview.upcoming.find((item) => item.id === d.id)).toMatchObject({ title: 'Dîner des vues', seatsTaken: 0 })
    // « Membres à prévenir »: a count per theme, read for the team only (the editor's notice above carries none).
    expect(Object.values(list.props.alertCounts as Record<string, number>).every((count) => Number.isInteger(count))).toBe(true)
    const board = await content(DinnerBoardView, admin, segments)
    expect(board.type).toBe(DinnerBoardManager)
    expect((board.props.initial as { dinner: { venueName: string } }).dinner.venueName).toBe('Le Salon Vert')
  })

  it('an address that names no dinner says so in French, inside the shell', async () => {
    for (const id of ['999999', 'abc']) {
      const notFound = (await content(DinnerBoardView, admin, ['dinners', id])) as unknown as {
        props: { children: { props: { children: string } }[] }
      }
      expect(notFound.props.children[0].props.children).toBe('Ce dîner n’existe pas (ou plus).')
    }
  })
})

describe('each role’s navigation holds its job (Payload’s admin.hidden, per role)', () => {
  /** What Payload's navigation lists for `user`, as its Nav and its list and document views ask. */
  async function visibleTo(user: User) {
    const payload = await ready()
    return getVisibleEntities({ req: { payload, user: { ...user, collection: 'users' } } as unknown as PayloadRequest })
  }

  it('an editor sees the images, the content pages and the newsletter, nothing they cannot use; an admin sees every collection and global', async () => {
    const editor = await editorUser()
    const editorSees = await visibleTo(editor)
    expect(editorSees.collections).toEqual(['media'])
    expect(editorSees.globals).toEqual([...CONTENT_PAGE_GLOBALS.map((global) => global.slug), 'newsletter'])

    const adminSees = await visibleTo(admin)
    expect([...adminSees.collections].sort()).toEqual([
      'articles',
      'bookings',
      'contact-messages',
      'dinner-tables',
      'dinners',
      'media',
      'users',
    ])
    expect(adminSees.globals).toContain('site-settings')
  })

  it('every collection and global sits in a French group, but those whose job a view of ours does; no field keeps an English label', async () => {
    const sanitized = await config
    const ours = [...sanitized.collections.filter((c) => !c.slug.startsWith('payload-')), ...sanitized.globals]
    // « Dîners et tables » does the dinners', bookings' and tables' job, « Gestion des Articles » the articles': one entry each.
    const servedByAView = ['articles', 'dinners', 'bookings', 'dinner-tables']
    expect(ours.map((entity) => [entity.slug, typeof entity.admin.group === 'string' && entity.admin.group.length > 0])).toEqual(
      ours.map((entity) => [entity.slug, !servedByAView.includes(entity.slug)]),
    )
    expect(ours.filter((entity) => entity.admin.group === false).map((entity) => entity.slug)).toEqual(servedByAView)
    const groups = new Set(ours.map((entity) => entity.admin.group).filter(Boolean))
    expect(groups).toEqual(new Set(['Comptes et réglages', 'Contenu du site']))
    const users = sanitized.collections.find((c) => c.slug === 'users')
    expect(users?.fields.find((field) => 'name' in field && field.name === 'role')).toMatchObject({ label: 'Rôle' })
  })

  it('a dinner’s board refused to an editor names the view once, not the dinner', async () => {
    const editor = await editorUser()
    const shell = (await DinnerBoardView(await viewProps(editor, ['dinners', '1']))) as { props: { nav: { label: string }[] } }
    expect(shell.props.nav).toEqual([{ label: 'Dîners et tables' }])
  })
})
