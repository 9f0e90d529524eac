import { applicationCounts } from '@/server/admin/applicationLists'
import { requireAdmin } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The dashboard's counters: total, pending, approved, rejected (completed applications) and unfinished. */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json(await applicationCounts(payload))
})
