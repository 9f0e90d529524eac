import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { EditorDashboard } from '@components/admin/dashboard/EditorDashboard'
import { ReviewDashboard } from '@components/admin/review/ReviewDashboard'

import { applicationsUrl, listQuerySchema } from '@/domain/review'
import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'
import { applicationCounts, listApplications } from '@/server/admin/applicationLists'
import { guardView } from '@/server/admin/viewGuard'
import { listArticles } from '@/server/articles/articles'

/**
 * /admin, in place of Payload's dashboard (Payload's shell is already around it): the review
 * dashboard for admins, a dashboard of their own for editors (no applicant data).
 */
export async function ReviewDashboardView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (guardView(req.user, 'dashboard') === 'forbidden') return <ForbiddenNotice />
  const admin = req.user as User
  if (!isAdminUser(admin)) {
    return (
      <Gutter className="club-view">
        <EditorDashboard name={admin.firstName || admin.email} articles={await listArticles(req.payload, admin)} />
      </Gutter>
    )
  }
  const query = listQuerySchema.parse({})
  const [counts, page] = await Promise.all([applicationCounts(req.payload), listApplications(req.payload, admin, 'pending', query)])
  return (
    <Gutter className="club-view">
      <ReviewDashboard initial={{ counts, url: applicationsUrl('pending', query), page }} />
    </Gutter>
  )
}
