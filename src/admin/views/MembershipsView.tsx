import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { MembershipsDashboard } from '@components/admin/memberships/MembershipsDashboard'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { teamMembershipsQuerySchema } from '@/domain/billing/billingTexts'
import { membershipsUrl } from '@/domain/billing/teamMemberships'
import { guardView } from '@/server/admin/viewGuard'
import { teamMemberships } from '@/server/billing/teamMemberships'

import { AdminViewShell } from './AdminViewShell'

/** /admin/adhesions, for admins (checked here): the memberships, their first page rendered with the view. */
export async function MembershipsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = guardView(req.user, 'memberships') === 'show'
  return (
    <AdminViewShell props={props} title={ADMIN_NAV.memberships}>
      {allowed ? (
        <MembershipsDashboard
          initial={{ url: membershipsUrl('', 1), answer: await teamMemberships(req.payload, teamMembershipsQuerySchema.parse({})) }}
        />
      ) : (
        <ForbiddenNotice />
      )}
    </AdminViewShell>
  )
}
