import { auditQuerySchema } from '@/domain/audit'
import { globalAuditLabels } from '@/server/audit/auditLabels'
import { auditPage } from '@/server/audit/journalPage'
import { requireAdmin } from '@/server/auth/session'
import { outsideTransaction } from '@/server/db/transaction'
import { keysetPageResponse, readQuery } from '@/server/http/paging'
import { route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * « Journal »: one page of the audit log (`?personne=&type=&du=&au=`, and `avant=` or `apres=` a
 * cursor of the headers X-Older-Cursor / X-Newer-Cursor), admins only; no route writes it.
 */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return keysetPageResponse(
    await auditPage(outsideTransaction(payload), readQuery(req, auditQuerySchema), globalAuditLabels(payload.config)),
  )
})
