import type { AdminViewServerProps } from 'payload'

import { ArticlesManager } from '@components/admin/articles/ArticlesManager'
import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'

import { ADMIN_NAV } from '@/domain/adminTexts'
import type { User } from '@/payload-types'
import { guardView } from '@/server/admin/viewGuard'
import { listArticles } from '@/server/articles/articles'

import { AdminViewShell } from './AdminViewShell'

/** /admin/articles, 'Gestion des Articles', for editors and admins (checked here). */
export async function ArticlesView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = guardView(req.user, 'articles') === 'show'
  return (
    <AdminViewShell props={props} title={ADMIN_NAV.articles}>
      {allowed ? <ArticlesManager initial={await listArticles(req.payload, req.user as User)} /> : <ForbiddenNotice />}
    </AdminViewShell>
  )
}
