import type { AdminViewServerProps } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AbTestView } from '@/admin/views/AbTestView'
import { DinnerBoardView } from '@/admin/views/DinnerBoardView'
import { DinnersView } from '@/admin/views/DinnersView'
import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { DinnerBoardManager } from '@components/admin/dinners/DinnerBoardManager'
import { DinnersManager } from '@components/admin/dinners/DinnersManager'
import { ReviewDashboardView } from '@/admin/views/ReviewDashboardView'
import type { User } from '@/payload-types'

import { ADMIN, adminCookie, ensureTeamMember, ready, registerApplicant } from './support/api'
import { dinner } from './support/dinners'

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

beforeAll(async () => {
  const payload = await ready()
  await adminCookie()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true })).docs[0]
  applicant = await userById((await registerApplicant()).id)
})

describe('the guard of our admin views (Payload leaves custom views public)', () => {
  const views = { '/admin': ReviewDashboardView, '/admin/abtest': AbTestView, '/admin/dinners': DinnersView }
  for (const [path, view] of Object.entries(views)) {
    it(`${path}: a visitor goes to the admin login and comes back; an applicant is refused; an admin sees it`, async () => {
      expect(await outcome(view, null)).toBe(`redirect /admin/login?redirect=${encodeURIComponent(path)}`)
      expect(await outcome(view, applicant)).toBe('redirect /admin/unauthorized')
      expect(await outcome(view, admin)).toBe('rendered')
    })
  }
})

describe('/admin/dinners and a dinner’s board', () => {
  it('an editor is refused inside the shell and no dinner data is read for them; an admin gets the list and the board', async () => {
    await ensureTeamMember('editor', 'editeur.vues@test.example', 'editor-password-1')
    const editor = (
      await (await ready()).find({ collection: 'users', where: { email: { equals: 'editeur.vues@test.example' } }, overrideAccess: true })
    ).docs[0]
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
