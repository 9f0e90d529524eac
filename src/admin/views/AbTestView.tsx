import type { AdminViewServerProps } from 'payload'

import { AbTestDashboard } from '@components/admin/abtest/AbTestDashboard'
import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { abUsersQuerySchema, abUsersUrl } from '@/domain/review'
import type { User } from '@/payload-types'
import { abTestStats, abTestUsers } from '@/server/admin/abtest'
import { guardView } from '@/server/admin/viewGuard'

import { AdminViewShell } from './AdminViewShell'

/** /admin/abtest, for admins (checked here: Payload's custom views are public by default). */
export async function AbTestView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const decision = guardView(req.user, 'abtest')
  if (decision === 'forbidden') {
    return (
      <AdminViewShell props={props} title={ADMIN_NAV.abtest}>
        <ForbiddenNotice />
      </AdminViewShell>
    )
  }
  const query = abUsersQuerySchema.parse({})
  const [stats, page] = await Promise.all([abTestStats(req.payload), abTestUsers(req.payload, req.user as User, query)])
  return (
    <AdminViewShell props={props} title={ADMIN_NAV.abtest}>
      <AbTestDashboard stats={stats} initial={{ url: abUsersUrl(query.group, query.page), page }} />
    </AdminViewShell>
  )
}
