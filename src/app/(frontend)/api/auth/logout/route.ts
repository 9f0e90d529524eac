import { closeSession, requireUser, sessionCookieHeaders } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  const cookie = await closeSession(payload, user)
  return json({ ok: true }, 200, sessionCookieHeaders(payload, cookie))
})
