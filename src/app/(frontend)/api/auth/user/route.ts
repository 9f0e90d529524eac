import { toUserRecord } from '@/domain/api/users'
import { requireUser } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  return json({ user: toUserRecord(user) })
})
