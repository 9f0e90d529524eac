import { toUserRecord } from '@/domain/api/users'
import { loginSchema } from '@/domain/auth'
import { throttledLogin } from '@/server/auth/login'
import { openSession, sessionCookieHeaders } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  const { email, password } = await readBody(req, loginSchema)
  const { user, cookie } = await throttledLogin(payload, req, email, password, () => openSession(payload, email, password))
  return json({ user: toUserRecord(user) }, 200, sessionCookieHeaders(payload, cookie))
})
