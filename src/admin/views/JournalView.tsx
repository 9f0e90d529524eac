import type { AdminViewServerProps } from 'payload'

import { ForbiddenNotice } from '@components/admin/common/ForbiddenNotice'
import { AuditJournal } from '@components/admin/journal/AuditJournal'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { auditQuerySchema, journalUrl, NO_AUDIT_FILTERS } from '@/domain/audit'
import { guardView } from '@/server/admin/viewGuard'
import { globalAuditLabels } from '@/server/audit/auditLabels'
import { auditPage } from '@/server/audit/journalPage'
import { outsideTransaction } from '@/server/db/transaction'

import { AdminViewShell } from './AdminViewShell'

/** /admin/journal, for admins (checked here): the audit log, its first page rendered with the view. */
export async function JournalView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = guardView(req.user, 'journal') === 'show'
  const first = allowed
    ? await auditPage(outsideTransaction(req.payload), auditQuerySchema.parse({}), globalAuditLabels(req.payload.config))
    : null
  return (
    <AdminViewShell props={props} title={ADMIN_NAV.journal}>
      {first ? (
        <>
          <h1 className="club-view__title">{ADMIN_NAV.journal}</h1>
          <AuditJournal initial={{ url: journalUrl(NO_AUDIT_FILTERS), page: first }} />
        </>
      ) : (
        <ForbiddenNotice />
      )}
    </AdminViewShell>
  )
}
