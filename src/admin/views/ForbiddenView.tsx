import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'

import { GUARD_TEXTS } from '@/domain/adminTexts'
import { guardView } from '@/server/admin/viewGuard'

import { AdminViewShell } from './AdminViewShell'

/**
 * The refusal a team member gets on a screen of another role, inside Payload's shell: our views
 * show it themselves, and Payload's list and document views of a collection or global hidden from
 * their role are answered with it (src/admin/routing/refusedRoutes.ts) rather than « Pas trouvé ».
 */
export async function ForbiddenView(props: AdminViewServerProps) {
  // A visitor goes to the login, an applicant to Payload's refusal: as on every view of ours.
  guardView(props.initPageResult.req.user, 'dashboard')
  return (
    <AdminViewShell props={props} title={GUARD_TEXTS.forbiddenTitle}>
      <ForbiddenNotice />
    </AdminViewShell>
  )
}
