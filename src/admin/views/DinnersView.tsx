import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { DinnersManager } from '@components/admin/dinners/DinnersManager'

import { ADMIN_NAV } from '@/domain/adminTexts'
import type { User } from '@/payload-types'
import { guardView } from '@/server/admin/viewGuard'
import { alertCountsByTheme } from '@/server/dinners/alerts/alertPreferences'
import { dinnersOverview } from '@/server/dinners/team/overview'

import { AdminViewShell } from './AdminViewShell'

/** /admin/dinners, for admins (checked here): the dinners, their bookings, and the way to their tables. */
export async function DinnersView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = guardView(req.user, 'dinners') === 'show'
  return (
    <AdminViewShell props={props} title={ADMIN_NAV.dinners}>
      {allowed ? (
        <DinnersManager
          overview={await dinnersOverview(req.payload, req.user as User)}
          alertCounts={await alertCountsByTheme(req.payload)}
        />
      ) : (
        <ForbiddenNotice />
      )}
    </AdminViewShell>
  )
}
