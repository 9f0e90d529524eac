import { requireAdmin } from '@/server/auth/session'
import { speakerStats } from '@/server/dinners/tables/feedbackStats'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Each speaker's averages across dinners, from three answers up (admins only: editors never read the answers). */
export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json({ speakers: await speakerStats(payload) })
})
