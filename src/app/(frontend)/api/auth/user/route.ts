import { toUserRecord } from '@/domain/api/users'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { currentUser, endedSessionCookie, hasSessionCookie, sessionCookieHeaders } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await currentUser(payload, req)
  if (user) return json({ user: toUserRecord(user) })
  // A session cookie that finds no one (the session was ended elsewhere) is cleared with its hint:
  // the pages then stop asking (src/domain/sessionHint.ts).
  const cleared = hasSessionCookie(payload, req) ? sessionCookieHeaders(payload, endedSessionCookie(payload)) : {}
  return json({ message: API_ERRORS.unauthenticated }, 401, cleared)
})
