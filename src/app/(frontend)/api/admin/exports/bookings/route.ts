import { bookingsExportSchema } from '@/domain/exports'
import { requireAdmin } from '@/server/auth/session'
import { bookingsExport } from '@/server/exports/exports'
import { readQuery } from '@/server/http/paging'
import { recordingGetRoute } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The bookings of the dinners held in a period as CSV (`?du=AAAA-MM-JJ&au=AAAA-MM-JJ`), streamed (admins). */
export const GET = recordingGetRoute(async (req) => {
  const payload = await getPayloadClient()
  const admin = await requireAdmin(payload, req)
  return bookingsExport(payload, admin, readQuery(req, bookingsExportSchema))
})
