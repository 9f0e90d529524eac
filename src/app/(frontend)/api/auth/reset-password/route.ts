import { toUserRecord } from '@/domain/api/users'
import { resetPasswordSchema } from '@/domain/auth'
import { resetPassword } from '@/server/account/passwordReset'
import { sessionCookieHeaders } from '@/server/auth/session'
import { readBody } from '@/server/http/body'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const POST = route(async (req) => {
  const payload = await getPayloadClient()
  await enforceRateLimit(payload, req, 'passwordReset')
  const { token, password } = await readBody(req, resetPasswordSchema)
  const { user, cookie } = await resetPassword(payload, token, password)
  return json({ user: toUserRecord(user) }, 200, sessionCookieHeaders(payload, cookie))
})
