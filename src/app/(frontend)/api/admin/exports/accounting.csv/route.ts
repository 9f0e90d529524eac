import { accountingExportSchema } from '@/domain/billing/accountingTexts'
import { requireAdmin } from '@/server/auth/session'
import { accountingExport } from '@/server/exports/accountingExport'
import { readQuery } from '@/server/http/paging'
import { recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** A month's payments, refunds and Stripe fees as CSV for the accountant (`?mois=AAAA-MM`), streamed from Stripe (admins). */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return accountingExport(payload, admin, readQuery(req, accountingExportSchema))
})
