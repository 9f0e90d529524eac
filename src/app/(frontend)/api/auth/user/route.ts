import { toUserRecord } from '@/domain/api/users'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { hasCookie, SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import { currentUser, endedSessionCookie, hasSessionCookie, sessionCookieHeaders } from '@/server/auth/session'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

export const GET = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await currentUser(payload, req)
  if (user) return json({ user: toUserRecord(user) })
  // A session cookie that finds no one (the session was ended elsewhere), or a hint left behind
  // with no session (pages served from the micro-cache never pass the proxy that clears it), is
  // cleared with its hint: the pages then stop asking (src/domain/sessionHint.ts).
  const stale = hasSessionCookie(payload, req) || hasCookie(req.headers.get('cookie') ?? '', SESSION_HINT_COOKIE)
  const cleared = stale ? sessionCookieHeaders(payload, endedSessionCookie(payload)) : {}
  return json({ message: API_ERRORS.unauthenticated }, 401, cleared)
})
