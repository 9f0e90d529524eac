import { requireAdmin } from '@/server/auth/session'
import { conductReports } from '@/server/dinners/afterwards/conductReports'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** The members' reports about tablemates, newest first (admins only: editors never read them). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json({ reports: await conductReports(payload) })
})
