import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { DinnerBoardManager } from '@components/admin/dinners/DinnerBoardManager'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import type { User } from '@/payload-types'
import { guardView } from '@/server/admin/viewGuard'
import { dinnerBoard } from '@/server/dinners/tables/tables'
import { parseId } from '@/server/http/body'
import { ApiError } from '@/server/http/errors'

import { AdminViewShell } from './AdminViewShell'

const LIST = { label: ADMIN_NAV.dinners, url: '/admin/dinners' }

/** The board of one dinner, for admins (checked here), or a French refusal when the address names no dinner. */
async function boardOf(req: AdminViewServerProps['initPageResult']['req'], segment: string | undefined) {
  const id = parseId(segment ?? '')
  if (id === null) return null
  try {
    return await dinnerBoard(req.payload, req.user as User, id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** /admin/dinners/{id}: a dinner's guests, waitlist, dietary needs and tables (compose, move, pin, confirm). */
export async function DinnerBoardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = guardView(req.user, 'dinners') === 'show'
  const segments = props.params?.segments
  const board = allowed ? await boardOf(req, Array.isArray(segments) ? segments[1] : undefined) : null
  return (
    <AdminViewShell
      props={props}
      title={board?.dinner.title ?? ADMIN_NAV.dinners}
      // Refused, the page names the view only: whether the dinner exists is not for this role to learn.
      nav={allowed ? [LIST, { label: board?.dinner.title ?? DINNER_VIEW_TEXTS.notFound }] : [{ label: ADMIN_NAV.dinners }]}
    >
      {!allowed ? (
        <ForbiddenNotice />
      ) : board ? (
        <DinnerBoardManager initial={board} />
      ) : (
        <div className="club-forbidden" role="alert">
          <h1 className="club-view__title">{DINNER_VIEW_TEXTS.notFound}</h1>
          <Link href="/admin/dinners">{DINNER_VIEW_TEXTS.back}</Link>
        </div>
      )}
    </AdminViewShell>
  )
}
