import { abTestStats } from '@/server/admin/abtest'
import { requireAdmin } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, req)
  return json(await abTestStats(payload))
})
