import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { applicationsUrl, listQuerySchema } from '@/domain/review'
import type { User } from '@/payload-types'
import { applicationCounts, listApplications } from '@/server/admin/applicationLists'
import { guardView } from '@/server/admin/viewGuard'

import { ReviewDashboard } from '../review/ReviewDashboard'
import { ForbiddenNotice } from './AdminViewShell'

/** /admin: the review dashboard in place of Payload's (Payload's shell is already around it). */
export async function ReviewDashboardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (guardView(req.user, 'dashboard') === 'forbidden') return <ForbiddenNotice />
  const admin = req.user as User
  const query = listQuerySchema.parse({})
  const [counts, page] = await Promise.all([applicationCounts(req.payload), listApplications(req.payload, admin, 'pending', query)])
  return (
    <Gutter className="club-view">
      <ReviewDashboard initial={{ counts, url: applicationsUrl('pending', query), page }} />
    </Gutter>
  )
}
