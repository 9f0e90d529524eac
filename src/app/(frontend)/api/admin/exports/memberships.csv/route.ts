import { membershipsExportSchema } from '@/domain/exports'
import { requireAdmin } from '@/server/auth/session'
import { membershipsExport } from '@/server/exports/exports'
import { readQuery } from '@/server/http/paging'
import { recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Every membership (`?status=` one status only) as CSV for the accountant, streamed (admins). */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return membershipsExport(payload, admin, readQuery(req, membershipsExportSchema))
})
