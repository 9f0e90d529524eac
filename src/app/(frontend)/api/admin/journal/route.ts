import { auditQuerySchema } from '@/domain/audit'
import { globalAuditLabels } from '@/server/audit/auditLabels'
import { auditPage } from '@/server/audit/auditLog'
import { requireAdmin } from '@/server/auth/session'
import { outsideTransaction } from '@/server/db/transaction'
import { pageResponse, readQuery } from '@/server/http/paging'
import { route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** « Journal »: one page of the audit log (`?personne=&type=&du=&au=&page=`), admins only; there is no route that writes it. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return pageResponse(await auditPage(outsideTransaction(payload), readQuery(req, auditQuerySchema), globalAuditLabels(payload.config)))
})
