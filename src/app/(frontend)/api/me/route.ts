import { API_ERRORS } from '@/domain/messages/apiErrors'
import { ADMIN_PANEL_ROLES, hasRole } from '@/domain/roles'
import { deleteAccount } from '@/server/account/dataRights'
import { requireUser, sessionCookieHeaders } from '@/server/auth/session'
import { ApiError } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * Erases the caller's own account and data (GDPR), then ends the session. A team account is
 * removed by another administrator instead (collections/access/roles.ts userDelete), so that the
 * last admin cannot lock the team out and the log's record of the team's acts keeps its authors.
 */
export const DELETE = route(async (req) => {
  const payload = await getPayloadClient()
  const user = await requireUser(payload, req)
  if (hasRole(user, ADMIN_PANEL_ROLES)) throw new ApiError(403, API_ERRORS.teamAccountErasure)
  const cookie = await deleteAccount(payload, user)
  return json({ deleted: true }, 200, sessionCookieHeaders(payload, cookie))
})
