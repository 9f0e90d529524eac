import { applicationsExportSchema } from '@/domain/exports'
import { requireAdmin } from '@/server/auth/session'
import { applicationsExport } from '@/server/exports/exports'
import { readQuery } from '@/server/http/paging'
import { recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The applications of a dashboard tab as CSV (`?tab=&q=&sort=`, as the dashboard filters them), streamed (admins). */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return applicationsExport(payload, admin, readQuery(req, applicationsExportSchema))
})
